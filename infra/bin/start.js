#!/usr/bin/env node
// `npm start` on a fresh clone: install what is missing, build what is stale, then hand over to
// the launcher (infra/src/cli/start.ts). Plain JavaScript, because it runs before anything is built.
'use strict';
const { execFileSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const dev = args.includes('--dev');
const migrateOnly = args.includes('--migrate-only');
const say = (line) => process.stdout.write(`newsroom | ${line}\n`);
const run = (command, argv) => execFileSync(command, argv, { cwd: root, stdio: 'inherit' });

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(path.join(root, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
  say('installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

say('building the services (tsc -b, incremental)…');
run(process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.build.json']);

if (!dev && !migrateOnly) {
  const shared = Math.max(
    newest(path.join(root, 'packages', 'ui')),
    newest(path.join(root, 'packages', 'contracts', 'src')),
  );
  const stale = ['tools', 'admin', 'shell'].filter((app) => {
    const dir = path.join(root, 'frontends', app);
    const built = path.join(dir, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
    return !existsSync(built) || Math.max(newest(dir), shared) > statSync(built).mtimeMs;
  });
  if (stale.length) {
    say(`building the web app (${stale.join(', ')})…`);
    run('npm', ['run', 'build', ...stale.flatMap((app) => ['-w', `frontends/${app}`])]);
  }
}

require(path.join(root, 'infra', 'dist', 'cli', 'start.js'));
