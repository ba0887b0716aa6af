import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { INTERNAL_IDENTITY_HEADER, type Role } from '@newsroom/contracts';
import {
  DataSource as DataSourceToken,
  createServiceApp,
  parseConfig,
  signInternalIdentity,
} from '@newsroom/nest-common';
import { authAppModule } from '../src/app.module';
import { authEnvSchema } from '../src/config/auth.config';

/** Answers are read loosely in assertions (`res.json[0].username`), as JSON off the wire. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export interface TestCaller {
  id: number;
  username?: string;
  role?: Role;
}

export const admin: TestCaller = { id: 1, username: 'admin', role: 'admin' };
export const reader: TestCaller = { id: 2, username: 'reader' };

export interface AuthTestApp {
  app: INestApplication;
  db: DataSource;
  call(
    method: string,
    path: string,
    options?: { user?: TestCaller | null; json?: unknown },
  ): Promise<{ status: number; headers: Headers; json: LooseJson }>;
  close(): Promise<void>;
}

/**
 * The auth service started for real on a free port: its own Postgres schema (migrated as at start,
 * dropped after) and Redis prefix (cleared after), identities signed as the gateway signs them.
 */
export async function startAuthApp(): Promise<AuthTestApp> {
  const run = randomBytes(4).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const config = parseConfig('auth', authEnvSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN_SECRET: secret,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    DB_SCHEMA: `auth_it_${run}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `auth-it-${run}`,
  });
  const app = await createServiceApp({ name: 'auth', module: authAppModule(config), config });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const db = app.get<DataSource>(DataSourceToken);

  const call: AuthTestApp['call'] = async (method, path, options = {}) => {
    const user = options.user ?? null;
    const identity = signInternalIdentity(
      {
        user: user ? { id: user.id, username: user.username ?? `user${user.id}`, role: user.role ?? 'user' } : null,
        requestId: `it-${run}`,
      },
      secret,
    );
    const headers: Record<string, string> = { [INTERNAL_IDENTITY_HEADER]: identity };
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${url}${path}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
  };

  return {
    app,
    db,
    call,
    close: async () => {
      await db.query(`DROP SCHEMA IF EXISTS "${config.DB_SCHEMA}" CASCADE`);
      await app.close();
      await deleteKeys(config.REDIS_URL, config.REDIS_PREFIX);
    },
  };
}

async function deleteKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
