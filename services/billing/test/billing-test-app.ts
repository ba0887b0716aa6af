import { randomBytes } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import { Redis } from 'ioredis';
import Stripe from 'stripe';
import { subscriptionChangedChannel } from '@newsroom/contracts';
import { type ServiceTestApp, type TestAnswer, type TestCaller, startServiceTestApp } from '@newsroom/nest-common';
import { billingBootOptions } from '../src/app.module';
import { type BillingConfig, billingEnvSchema } from '../src/config/billing.config';
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

export type { LooseJson } from '@newsroom/nest-common';
export type TestUserIdentity = TestCaller;

export interface BillingTestApp extends ServiceTestApp<BillingConfig> {
  redisPrefix: string;
  /** User ids announced on the subscription-changed channel, in order. */
  announced: number[];
  logs: CapturingLogger;
  /** Posts a Stripe event to the webhook, signed with the test secret unless a signature is given. */
  sendEvent(event: object, signature?: string): Promise<TestAnswer>;
}

let counter = 0;
/** A user id no other test in this run uses. */
export const newUserId = () => 100_000 + process.pid * 100 + ++counter * 7 + Math.floor(Math.random() * 5);

/**
 * The billing service started for real (its own schema and Redis prefix, identities signed as the
 * gateway signs them), with its log lines captured and its change announcements heard.
 */
export async function startBillingApp(env: Record<string, string> = {}): Promise<BillingTestApp> {
  const logs = new CapturingLogger();
  const sut = await startServiceTestApp({
    name: 'billing',
    envSchema: billingEnvSchema,
    boot: billingBootOptions,
    env: { PUBLIC_URL: 'http://desk.test', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env },
    configure: (app) => app.useLogger(logs),
  });
  const announced: number[] = [];
  const subscriber = new Redis(sut.config.REDIS_URL);
  await subscriber.subscribe(subscriptionChangedChannel(sut.config.REDIS_PREFIX));
  subscriber.on('message', (_channel, message: string) => announced.push(Number(message)));

  return {
    ...sut,
    redisPrefix: sut.config.REDIS_PREFIX,
    announced,
    logs,
    sendEvent: (event, signature) => {
      const payload = JSON.stringify(event);
      const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return sut.call('POST', '/api/webhooks/stripe', { body: payload, headers: { 'stripe-signature': header } });
    },
    close: async () => {
      subscriber.disconnect();
      await sut.close();
    },
  };
}

/**
 * Starts `stripe`, then the billing app talking to it; closing the app stops both. With `envKeys`
 * (the default) Stripe keys are set in the environment; without, they must be saved as payment settings.
 */
export async function startBillingAppWithStripe(
  stripe: FakeStripeServer,
  { envKeys = true, env = {} }: { envKeys?: boolean; env?: Record<string, string> } = {},
): Promise<BillingTestApp> {
  await stripe.start();
  const keys = envKeys ? { STRIPE_SECRET_KEY: fakeKey('sk_test_'), STRIPE_PUBLISHABLE_KEY: 'pk_test_env' } : {};
  const sut = await startBillingApp({ ...stripe.env(), ...keys, ...env }).catch(async (error: unknown) => {
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
