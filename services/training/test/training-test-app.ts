import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { type FeatureId, INTERNAL_IDENTITY_HEADER, type Role } from '@newsroom/contracts';
import {
  DataSource as DataSourceToken,
  createServiceApp,
  parseConfig,
  signInternalIdentity,
} from '@newsroom/nest-common';
import { trainingAppModule } from '../src/app.module';
import { trainingEnvSchema } from '../src/config/training.config';

/** Answers are read loosely in assertions (`res.json[0].title`), as JSON off the wire. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export interface TestCaller {
  id: number;
  username?: string;
  role?: Role;
  /** What the gateway granted this request (its route's `grants` that the viewer may use). */
  grants?: FeatureId[];
}

export const admin: TestCaller = { id: 1, username: 'admin', role: 'admin' };
export const reader: TestCaller = { id: 2, username: 'reader' };
export const subscriber: TestCaller = { id: 3, username: 'subscriber', grants: ['premium-training'] };

export interface TrainingTestApp {
  app: INestApplication;
  db: DataSource;
  call(
    method: string,
    path: string,
    options?: { user?: TestCaller | null; json?: unknown },
  ): Promise<{ status: number; json: LooseJson }>;
  close(): Promise<void>;
}

/**
 * The training service started for real on a free port: its own Postgres schema (migrated as at
 * start, dropped after), identities signed as the gateway signs them.
 */
export async function startTrainingApp(): Promise<TrainingTestApp> {
  const run = randomBytes(4).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const config = parseConfig('training', trainingEnvSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN_SECRET: secret,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    DB_SCHEMA: `training_it_${run}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `training-it-${run}`,
  });
  const app = await createServiceApp({ name: 'training', module: trainingAppModule(config), config });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const db = app.get<DataSource>(DataSourceToken);

  const call: TrainingTestApp['call'] = async (method, path, options = {}) => {
    const user = options.user ?? null;
    const identity = signInternalIdentity(
      {
        user: user ? { id: user.id, username: user.username ?? `user${user.id}`, role: user.role ?? 'user' } : null,
        requestId: `it-${run}`,
        ...(user?.grants ? { grants: user.grants } : {}),
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
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  };

  return {
    app,
    db,
    call,
    close: async () => {
      await db.query(`DROP SCHEMA IF EXISTS "${config.DB_SCHEMA}" CASCADE`);
      await app.close();
    },
  };
}
