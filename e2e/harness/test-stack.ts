import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { Redis } from 'ioredis';
import { SessionStore } from '@newsroom/nest-common';
import {
  LOCAL_POSTGRES,
  LOCAL_REDIS,
  Stack,
  dropDatabase,
  ensureDatabase,
  portsFrom,
  withDatabase,
} from '@newsroom/infra';

const ROOT = path.resolve(__dirname, '../..');

export interface TestUser {
  id: number;
  username: string;
  email: string;
  role: 'user' | 'admin';
}

/**
 * A whole stack for one test file: its own database and Redis key prefix, every process started
 * from the built code, torn down and cleaned up afterwards. With E2E_BASE_URL set, the tests use
 * that running stack instead (and the tests that stop processes are left out).
 */
export interface TestStack {
  url: string;
  /** Null when reusing a stack someone else runs. */
  stack: Stack | null;
  redisPrefix: string;
  databaseUrl: string;
  createUser(fields?: Partial<Omit<TestUser, 'id'>>): Promise<TestUser>;
  /** A session for the user, as the auth service makes at sign-in: the value of the session cookie. */
  sessionFor(user: TestUser): Promise<string>;
  cookieFor(user: TestUser): Promise<string>;
  /** Every line the processes printed so far, as `<process> | <JSON log line>`. */
  logLines(): string[];
  /** Waits (up to 5 s) for a process to print a line that matches: logs arrive a moment after answers. */
  waitForLogLine(match: (line: string) => boolean): Promise<string>;
  close(): Promise<void>;
}

export const SESSION_COOKIE = 'newsroom.sid';

export interface TestStackOptions {
  workers?: number;
  portBase?: number;
  env?: NodeJS.ProcessEnv;
  /** A Redis of the test's own (the fault tests stop and restart it); default REDIS_URL or the local one. */
  redisUrl?: string;
  /**
   * Where the processes reach Postgres, from the stack's database URL (the fault tests put a proxy
   * they can cut in between); the harness itself always talks to the database directly.
   */
  databaseUrlForProcesses?: (databaseUrl: string) => string;
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const serverUrl = process.env.E2E_DATABASE_SERVER ?? LOCAL_POSTGRES;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? LOCAL_REDIS;
  const runId = randomBytes(4).toString('hex');
  const reuse = process.env.E2E_BASE_URL;
  const database = reuse ? 'newsroom' : `newsroom_e2e_${runId}`;
  const databaseUrl = process.env.E2E_DATABASE_URL ?? withDatabase(serverUrl, database);
  const redisPrefix = reuse ? (process.env.REDIS_PREFIX ?? 'newsroom') : `e2e-${runId}`;

  const captured = captureLines(process.env.E2E_LOGS ? process.stdout : null);
  let stack: Stack | null = null;
  if (!reuse) {
    await ensureDatabase(serverUrl, database);
    stack = new Stack({
      repoRoot: ROOT,
      ports: portsFrom(options.portBase ?? Number(process.env.E2E_PORT_BASE ?? 3100)),
      databaseUrl: options.databaseUrlForProcesses?.(databaseUrl) ?? databaseUrl,
      redisUrl,
      redisPrefix,
      internalTokenSecret: randomBytes(32).toString('hex'),
      staticDir: path.join(ROOT, 'frontends'),
      nodeEnv: 'test',
      logLevel: process.env.E2E_LOG_LEVEL ?? 'info',
      workers: options.workers ?? 1,
      pretty: false,
      restartOnCrash: false,
      // Every journey signs up and in from one loopback address: the per-address limits stay out of
      // their way unless a spec sets them (sign-in-abuse does).
      extraEnv: { REGISTER_RATE_LIMIT: '100000', PUBLIC_RATE_LIMIT: '100000', ...options.env },
      out: captured.stream,
    });
    try {
      await stack.start();
    } catch (error) {
      await stack.stop();
      await dropDatabase(serverUrl, database);
      throw error;
    }
  }

  const redis = new Redis(redisUrl, { keyPrefix: `${redisPrefix}:` });
  const sessions = new SessionStore(redis, 3_600);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();

  const createUser: TestStack['createUser'] = async (fields = {}) => {
    const username = fields.username ?? `reporter_${randomBytes(3).toString('hex')}`;
    const email = fields.email ?? `${username}@newsroom.test`;
    const role = fields.role ?? 'user';
    const { rows } = await db.query(
      `INSERT INTO auth.users (username, email, role, password_hash) VALUES ($1, $2, $3, 'not-a-login') RETURNING id`,
      [username, email, role],
    );
    return { id: rows[0].id as number, username, email, role };
  };
  const sessionFor = (user: TestUser) => sessions.create(user);

  return {
    url: reuse ?? stack!.url,
    stack,
    redisPrefix,
    databaseUrl,
    createUser,
    sessionFor,
    cookieFor: async (user) => `${SESSION_COOKIE}=${await sessionFor(user)}`,
    logLines: () => [...captured.lines],
    waitForLogLine: async (match) => {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const found = captured.lines.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('No matching log line within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      await db.end();
      if (stack) {
        await stack.stop();
        await deleteKeys(redis, redisPrefix);
        await dropDatabase(serverUrl, database);
      }
      redis.disconnect();
    },
  };
}

/** Removes every key of this run (the client's keyPrefix does not apply to SCAN patterns). */
async function deleteKeys(redis: Redis, prefix: string) {
  const raw = redis.duplicate({ keyPrefix: '' });
  let cursor = '0';
  do {
    const [next, keys] = await raw.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length) await raw.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  raw.disconnect();
}

/** Keeps the processes' output in memory (the last 50,000 lines) for assertions, echoing it if asked. */
function captureLines(echo: NodeJS.WritableStream | null) {
  const lines: string[] = [];
  const stream = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      echo?.write(chunk);
      for (const line of chunk.toString().split('\n')) if (line) lines.push(line);
      if (lines.length > 50_000) lines.splice(0, lines.length - 50_000);
      done();
    },
  });
  return { lines, stream };
}
