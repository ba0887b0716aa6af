import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { type FeatureId, INTERNAL_IDENTITY_HEADER, type Role } from '@newsroom/contracts';
import { type ServiceBootConfig, type ServiceBootOptions, createServiceApp } from '../bootstrap/bootstrap-service';
import { parseConfig } from '../config/load-config';
import { DataSource as DataSourceToken } from '../database';
import { signInternalIdentity } from '../identity/internal-identity';

/** Who calls, as the gateway would sign them. */
export interface TestCaller {
  id: number;
  username?: string;
  role?: Role;
  /** What the gateway granted this request (its route's `grants` that the viewer may use). */
  grants?: FeatureId[];
}

/** Answers are read loosely in assertions (`res.json[0].title`), as JSON off the wire. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export interface TestCallOptions {
  user?: TestCaller | null;
  json?: unknown;
  /** A raw body (sent as JSON unless `headers` say otherwise). */
  body?: string;
  headers?: Record<string, string>;
}

export interface TestAnswer {
  status: number;
  headers: Headers;
  json: LooseJson;
  text: string;
}

export interface ServiceTestApp<Config> {
  app: INestApplication;
  url: string;
  db: DataSource;
  config: Config;
  call(method: string, path: string, options?: TestCallOptions): Promise<TestAnswer>;
  close(): Promise<void>;
}

interface TestServiceConfig extends ServiceBootConfig {
  DB_SCHEMA: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
}

/**
 * For integration specs: a service started for real on a free port, with its own Postgres schema
 * (migrated as at start) and Redis key prefix, both removed by `close`; each call carries an
 * identity signed as the gateway signs it.
 */
export async function startServiceTestApp<Config extends TestServiceConfig>(options: {
  name: string;
  envSchema: z.ZodType<Config>;
  boot(config: Config): ServiceBootOptions;
  env?: Record<string, string>;
  /** Runs before listening (a logger to capture, say). */
  configure?(app: INestApplication): void;
}): Promise<ServiceTestApp<Config>> {
  const run = randomBytes(4).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const config = parseConfig(options.name, options.envSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN_SECRET: secret,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    DB_SCHEMA: `${options.name}_it_${run}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `${options.name}-it-${run}`,
    ...options.env,
  });
  const app = await createServiceApp(options.boot(config));
  options.configure?.(app);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const db = app.get<DataSource>(DataSourceToken);

  const call: ServiceTestApp<Config>['call'] = async (method, path, { user = null, json, body, headers = {} } = {}) => {
    const identity = signInternalIdentity(
      {
        user: user ? { id: user.id, username: user.username ?? `user${user.id}`, role: user.role ?? 'user' } : null,
        requestId: `it-${run}`,
        ...(user?.grants ? { grants: user.grants } : {}),
      },
      secret,
    );
    const sent: Record<string, string> = { [INTERNAL_IDENTITY_HEADER]: identity, ...headers };
    const payload = json !== undefined ? JSON.stringify(json) : body;
    if (payload !== undefined) sent['content-type'] ??= 'application/json';
    const res = await fetch(`${url}${path}`, { method, headers: sent, body: payload });
    const text = await res.text();
    let parsed: LooseJson;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, json: parsed, text };
  };

  return {
    app,
    url,
    db,
    config,
    call,
    close: async () => {
      await db.query(`DROP SCHEMA IF EXISTS "${config.DB_SCHEMA}" CASCADE`);
      await app.close();
      await deleteKeys(config.REDIS_URL, config.REDIS_PREFIX);
    },
  };
}

/** Removes every Redis key under a prefix. */
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
