import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type AppBuild,
  type AppName,
  compressedBytes,
  loadBuild,
  remotePageScripts,
  sharedScripts,
  shellPageScripts,
  totalBytes,
} from './page-files';

/**
 * The JS budget, read from the production build (npm run build:web): what a browser on a slow
 * network downloads. Sizes are the Brotli copies the gateway serves.
 */
const AUTH_PAGE_BUDGET = 170_000;
const PAGE_CHUNK_BUDGET = 80_000;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

describe('the web build keeps its JS budget', () => {
  const builds = {} as Record<AppName, AppBuild>;
  beforeAll(() => {
    for (const name of ['shell', 'tools', 'admin'] as const) builds[name] = loadBuild(name);
  });

  it(`the signed-out sign-in page (/auth) downloads at most ${kb(AUTH_PAGE_BUDGET)} of compressed JS`, () => {
    const files = shellPageScripts(builds.shell, 'auth');
    const total = totalBytes(builds.shell, files);
    const detail = files.map((f) => `${f} ${kb(compressedBytes(builds.shell, f))}`).join(', ');
    if (total > AUTH_PAGE_BUDGET) {
      throw new Error(`/auth downloads ${kb(total)} of compressed JS, over its ${kb(AUTH_PAGE_BUDGET)}: ${detail}`);
    }
    expect(total).toBeGreaterThan(100_000); // React alone is more: the sum did read the build.
  });

  it(`every federated page's own chunks are at most ${kb(PAGE_CHUNK_BUDGET)} compressed`, () => {
    const over: string[] = [];
    for (const remote of [builds.tools, builds.admin]) {
      for (const expose of remote.mf.exposes ?? []) {
        const total = totalBytes(remote, remotePageScripts(remote, expose.name));
        if (total > PAGE_CHUNK_BUDGET) over.push(`${remote.name}/${expose.name}: ${kb(total)}`);
      }
    }
    const shell = builds.shell;
    for (const group of Object.keys(shell.stats.groups).filter((g) => g.startsWith('page-'))) {
      const shared = new Set([...shell.stats.groups.main, ...shell.stats.groups.bootstrap]);
      const own = shell.stats.groups[group].filter((file) => !shared.has(file));
      const total = totalBytes(shell, own);
      if (total > PAGE_CHUNK_BUDGET) over.push(`shell/${group}: ${kb(total)}`);
    }
    expect(over).toEqual([]);
  });

  it('has one copy of React and of every shared singleton: only in the shared chunks, one version across host and remotes', () => {
    const problems: string[] = [];
    const versions = new Map<string, Set<string>>();
    for (const build of Object.values(builds)) {
      // A singleton's code may sit only in chunks that load as part of a shared module; in a chunk
      // an entry, a page or an exposed module loads itself, it is a second copy at run time.
      const shared = new Set(sharedScripts(build));
      const ownLoads = new Set([
        ...Object.entries(build.stats.groups).flatMap(([name, files]) => (name.startsWith('shared:') ? [] : files)),
        ...(build.mf.exposes ?? []).flatMap((expose) => expose.assets.js.sync),
      ]);
      for (const [pkg, files] of Object.entries(build.stats.singletons)) {
        const stray = files.filter((file) => !shared.has(file) || ownLoads.has(file));
        if (stray.length) problems.push(`${build.name}: ${pkg} is also bundled in ${stray.join(', ')}`);
      }
      for (const s of build.mf.shared) {
        if (!s.singleton) problems.push(`${build.name}: ${s.name} is not a singleton`);
        versions.set(s.name, (versions.get(s.name) ?? new Set()).add(s.version));
      }
    }
    for (const [name, seen] of versions) if (seen.size > 1) problems.push(`${name}: versions ${[...seen].join(', ')}`);
    expect(problems).toEqual([]);
    // React itself is among what was checked, in all three builds.
    for (const build of Object.values(builds)) expect(build.stats.singletons.react.length).toBeGreaterThan(0);
  });

  it('ships a Brotli copy of every script over 1 KB, and no separate license files', () => {
    for (const build of Object.values(builds)) {
      const files = readdirSync(build.dist);
      expect(files.filter((f) => f.endsWith('.LICENSE.txt'))).toEqual([]);
      const scripts = files.filter((f) => f.endsWith('.js'));
      const missing = scripts.filter(
        (f) => statSync(path.join(build.dist, f)).size >= 1024 && !existsSync(path.join(build.dist, `${f}.br`)),
      );
      expect(missing).toEqual([]);
    }
  });
});
