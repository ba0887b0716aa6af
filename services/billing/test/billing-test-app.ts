import { randomBytes } from 'node:crypto';
import type { INestApplication, LoggerService } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import Stripe from 'stripe';
import { INTERNAL_IDENTITY_HEADER, type Role, subscriptionChangedChannel } from '@newsroom/contracts';
import {
  DataSource as DataSourceToken,
  createServiceApp,
  parseConfig,
  signInternalIdentity,
} from '@newsroom/nest-common';
import { billingBootOptions } from '../src/app.module';
import { billingEnvSchema } from '../src/config/billing.config';
import { fakeKey } from './fake-keys';
import type { FakeStripeServer } from './fake-stripe-server';

export const WEBHOOK_SECRET = fakeKey('whsec_');

/** Everything Nest's loggers were given while the app ran (services log through Nest's Logger). */
class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  private record = (...args: unknown[]) =>
    void this.lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  log = this.record;
  error = this.record;
  warn = this.record;
  debug = this.record;
  verbose = this.record;
}

/** Answers are read loosely in assertions (`res.json.prices[0]`), as JSON off the wire. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export interface TestUserIdentity {
  id: number;
  username?: string;
  role?: Role;
}

export interface BillingTestApp {
  app: INestApplication;
  url: string;
  db: DataSource;
  redisPrefix: string;
  /** User ids announced on the subscription-changed channel, in order. */
  announced: number[];
  logs: CapturingLogger;
  call(
    method: string,
    path: string,
    options?: { user?: TestUserIdentity | null; json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; json: LooseJson; text: string }>;
  /** Posts a Stripe event to the webhook, signed with the test secret unless a signature is given. */
  sendEvent(event: object, signature?: string): Promise<{ status: number; json: LooseJson; text: string }>;
  close(): Promise<void>;
}

let counter = 0;
/** A user id no other test in this run uses. */
export const newUserId = () => 100_000 + process.pid * 100 + ++counter * 7 + Math.floor(Math.random() * 5);

/**
 * The billing service started for real on a free port: its own Postgres schema (migrated as at
 * start, dropped after), its own Redis key prefix, identities signed as the gateway signs them.
 */
export async function startBillingApp(env: Record<string, string> = {}): Promise<BillingTestApp> {
  const run = randomBytes(4).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const config = parseConfig('billing', billingEnvSchema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INTERNAL_TOKEN_SECRET: secret,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    DB_SCHEMA: `billing_it_${run}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `billing-it-${run}`,
    PUBLIC_URL: 'http://desk.test',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...env,
  });
  const logs = new CapturingLogger();
  const app = await createServiceApp(billingBootOptions(config));
  app.useLogger(logs);
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  const db = app.get<DataSource>(DataSourceToken);

  const announced: number[] = [];
  const subscriber = new Redis(config.REDIS_URL);
  await subscriber.subscribe(subscriptionChangedChannel(config.REDIS_PREFIX));
  subscriber.on('message', (_channel, message: string) => announced.push(Number(message)));

  const call: BillingTestApp['call'] = async (method, path, options = {}) => {
    const user = options.user === undefined ? null : options.user;
    const identity = signInternalIdentity(
      {
        user: user ? { id: user.id, username: user.username ?? `user${user.id}`, role: user.role ?? 'user' } : null,
        requestId: `it-${run}`,
      },
      secret,
    );
    const headers: Record<string, string> = { [INTERNAL_IDENTITY_HEADER]: identity, ...options.headers };
    let body = options.body;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${url.replace('[::1]', '127.0.0.1')}${path}`, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  };

  return {
    app,
    url,
    db,
    redisPrefix: config.REDIS_PREFIX,
    announced,
    logs,
    call,
    sendEvent: (event, signature) => {
      const payload = JSON.stringify(event);
      const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return call('POST', '/api/webhooks/stripe', { body: payload, headers: { 'stripe-signature': header } });
    },
    close: async () => {
      subscriber.disconnect();
      await db.query(`DROP SCHEMA IF EXISTS "${config.DB_SCHEMA}" CASCADE`);
      await app.close();
    },
  };
}

/**
 * Starts `stripe`, then the billing app talking to it; closing the app stops both. With `envKeys`
 * (the default) Stripe keys are set in the environment; without, they must be saved as payment settings.
 */
export async function startBillingAppWithStripe(
  stripe: FakeStripeServer,
  { envKeys = true }: { envKeys?: boolean } = {},
): Promise<BillingTestApp> {
  await stripe.start();
  const keys = envKeys ? { STRIPE_SECRET_KEY: fakeKey('sk_test_'), STRIPE_PUBLISHABLE_KEY: 'pk_test_env' } : {};
  const sut = await startBillingApp({ ...stripe.env(), ...keys }).catch(async (error: unknown) => {
    await stripe.stop();
    throw error;
  });
  return {
    ...sut,
    close: async () => {
      await sut.close();
      await stripe.stop();
    },
  };
}

/** Waits until `check` holds (pub/sub messages arrive a moment after the answer). */
export async function eventually(check: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A Stripe event as Stripe sends it. */
export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000), id?: string) {
  return {
    id: id ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created,
    data: { object },
    api_version: '2025-10-29.clover',
  };
}
