import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ManagedProcess } from '../stack/managed-process';
import { ensureDatabase, ensurePostgres, redact, withDatabase } from '../stack/postgres';
import { ensureRedis } from '../stack/redis';
import { internalTokenSecret } from '../stack/secrets';
import { Stack, portsFrom } from '../stack/stack';

/**
 * `npm start` (and `npm run dev`): Postgres and Redis (found or started), migrations, the admin
 * account and the starter training library, then every process; Ctrl-C stops them all. See
 * infra/bin/start.js for the build step.
 */
const ROOT = path.resolve(__dirname, '../../..');
const DATA = path.join(ROOT, '.data');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const migrateOnly = args.has('--migrate-only');
const pretty = process.stdout.isTTY === true;
const say = (line: string) =>
  process.stdout.write(`${pretty ? '\x1b[1m' : ''}newsroom${pretty ? '\x1b[0m' : ''} | ${line}\n`);

const SERVICES_WITH_SCHEMAS = ['auth', 'generation', 'billing', 'training'];

function runNode(script: string, env: NodeJS.ProcessEnv) {
  execFileSync(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
}

async function main() {
  const postgres = await ensurePostgres(DATA, say);
  const databaseUrl =
    postgres.source === 'DATABASE_URL' ? postgres.serverUrl : withDatabase(postgres.serverUrl, 'newsroom');
  if (postgres.source !== 'DATABASE_URL') await ensureDatabase(postgres.serverUrl, 'newsroom');
  const redis = await ensureRedis(DATA, say);
  const secret = internalTokenSecret(DATA);
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, INTERNAL_TOKEN_SECRET: secret };
  say(`database ${redact(databaseUrl)}, redis ${redis.url}`);

  const stopInfra = async () => {
    await redis.stop();
    await postgres.stop();
  };

  try {
    for (const service of SERVICES_WITH_SCHEMAS) runNode(`services/${service}/dist/migrate.js`, env);
    runNode('services/auth/dist/seed-admin.js', env);
    runNode('services/training/dist/seed-library.js', env);
  } catch (error) {
    await stopInfra();
    throw error;
  }
  if (migrateOnly) {
    await stopInfra();
    return;
  }

  const port = Number(process.env.PORT ?? 3000);
  const stack = new Stack({
    repoRoot: ROOT,
    ports: portsFrom(port),
    databaseUrl,
    redisUrl: redis.url,
    redisPrefix: process.env.REDIS_PREFIX ?? 'newsroom',
    internalTokenSecret: secret,
    // In dev the webpack dev servers serve the frontends; the gateway tells the shell where.
    staticDir: dev ? '' : path.join(ROOT, 'frontends'),
    remotes: dev
      ? { tools: 'http://localhost:8081/mf-manifest.json', admin: 'http://localhost:8082/mf-manifest.json' }
      : undefined,
    nodeEnv: dev ? 'development' : 'production',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    workers: Number(process.env.WORKERS ?? 1),
    pretty,
    restartOnCrash: true,
    watch: dev,
  });

  const devTools = dev
    ? [
        [
          'tsc-watch',
          ['node_modules/typescript/bin/tsc', '-b', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
        ],
        [
          'web-shell',
          [
            'node_modules/webpack-cli/bin/cli.js',
            'serve',
            '--mode',
            'development',
            '-c',
            'frontends/shell/webpack.config.js',
          ],
        ],
        [
          'web-tools',
          [
            'node_modules/webpack-cli/bin/cli.js',
            'serve',
            '--mode',
            'development',
            '-c',
            'frontends/tools/webpack.config.js',
          ],
        ],
        [
          'web-admin',
          [
            'node_modules/webpack-cli/bin/cli.js',
            'serve',
            '--mode',
            'development',
            '-c',
            'frontends/admin/webpack.config.js',
          ],
        ],
      ].map(
        ([name, argv], index) =>
          new ManagedProcess(
            { name: name as string, command: process.execPath, args: argv as string[], cwd: ROOT, env: process.env },
            { pretty, index: index + 10, restartOnCrash: false },
          ),
      )
    : [];

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    await Promise.all(devTools.map((t) => t.stop(5_000)));
    await stack.stop();
    await stopInfra();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  devTools.forEach((t) => t.start());
  try {
    await stack.start();
  } catch (error) {
    await Promise.all(devTools.map((t) => t.stop(5_000)));
    await stack.stop();
    await stopInfra();
    throw error;
  }
  say(`ready: ${dev ? 'http://localhost:8080 (dev servers; API at ' + stack.url + ')' : stack.url}`);
  say('Ctrl-C stops everything.');
}

main().catch((error: unknown) => {
  say(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
