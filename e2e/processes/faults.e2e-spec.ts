import type { Queue } from 'bullmq';
import { Client } from 'pg';
import Stripe from 'stripe';
import { TOOL_PATHS } from '@newsroom/contracts';
import { fakeKey } from '../../services/billing/test/fake-keys';
import { startFakeOpenAi, type FakeOpenAi } from '../../services/generation/test/fake-openai-server';
import { call } from '../harness/http';
import { redisServer, tcpProxy } from '../harness/outages';
import { generationQueue, loopbackModelEnv } from '../harness/generation';
import { type TestStack, startTestStack } from '../harness/test-stack';

const REDIS_PORT = 5690;
const PG_PROXY_PORT = 5691;
const WEBHOOK_SECRET = fakeKey('whsec_');
const SCRIPT =
  'The Metro City Council voted 6 to 1 on Tuesday night to approve a $4.7 million plan to repair 12 bridges ' +
  'across the county. Council President Maria Lopez said the bridges carry 45,000 drivers every day.';
const MODEL_SCRIPT = 'The Metro City Council voted six to one to approve a plan to repair 12 bridges.';

/** What each fault cost, printed at the end for the on-call notes. */
const figures: Record<string, unknown> = {};

/** Polls `attempt` until it is true; the time it took, in ms. */
async function recovery(attempt: () => Promise<boolean>, limitMs = 30_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await attempt().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not recovered within ${limitMs} ms`);
}

/** Each call answers 503 JSON, none slower than 5 s; the slowest, in ms. */
async function failFast(checks: Array<() => Promise<{ status: number; json: Record<string, unknown> }>>) {
  let slowest = 0;
  for (const check of checks) {
    const started = Date.now();
    const res = await check();
    slowest = Math.max(slowest, Date.now() - started);
    expect(res.status).toBe(503);
    expect(typeof res.json.message).toBe('string');
  }
  expect(slowest).toBeLessThan(5_000);
  return slowest;
}

/**
 * Real failures of real processes under the stack: a worker SIGKILLed mid-job, Redis and Postgres
 * gone and back (a Redis server of the test's own; a proxy process in front of Postgres, killed),
 * and Stripe delivering a webhook twice and out of order. Nothing is lost or done twice, requests
 * fail fast with 503 while a store is down, and everything recovers without restarting a process.
 */
describe('faults', () => {
  const redis = redisServer(REDIS_PORT);
  const postgres = tcpProxy(PG_PROXY_PORT, 5432);
  let fake: FakeOpenAi;
  let env: TestStack;
  let queue: Queue;

  beforeAll(async () => {
    await redis.start();
    await postgres.start();
    fake = await startFakeOpenAi();
    env = await startTestStack({
      portBase: 5600,
      workers: 2,
      redisUrl: redis.url,
      databaseUrlForProcesses: (url) => url.replace('@127.0.0.1:5432/', `@127.0.0.1:${PG_PROXY_PORT}/`),
      env: {
        ...loopbackModelEnv(fake.url, 'sk-local-faults'),
        WORKER_LOCK_MS: '3000',
        JOB_TIMEOUT_MS: '30000',
        GENERATION_MAX_IN_FLIGHT: '20',
        GENERATION_RATE_LIMIT: '1000',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
    queue = generationQueue(env, redis.url);
  });
  afterAll(async () => {
    process.stdout.write(`fault figures: ${JSON.stringify(figures)}\n`);
    await queue?.close();
    await env?.close();
    await fake?.close();
    await postgres.kill();
    await redis.kill();
  });

  /** A user who can sign in (the fault tests sign in again after Redis loses the sessions). */
  async function signUp() {
    const username = `oncall_${Date.now().toString(36)}`;
    const json = { username, email: `${username}@wxyz.tv`, password: 'right-password' };
    const res = await call(env.url, 'POST', '/api/register', { json });
    expect(res.status).toBe(201);
    const user = { id: Number(res.json.id), username, email: json.email, role: 'admin' as const };
    const db = new Client({ connectionString: env.databaseUrl });
    await db.connect();
    // Admin, so the premium tools need no subscription.
    await db.query(`UPDATE auth.users SET role = 'admin' WHERE id = $1`, [user.id]);
    await db.end();
    return { user, cookie: await env.cookieFor(user) };
  }
  const pids = () => ['auth', 'billing', 'training', 'gateway', 'generation-api'].map((n) => env.stack!.get(n).pid);
  const simplify = (cookie: string) =>
    call(env.url, 'POST', TOOL_PATHS.simplify, {
      cookie,
      json: { script: SCRIPT, target_length: 20, anchor_tone: 'conversational' },
    });
  const signIn = async (username: string) => {
    const res = await call(env.url, 'POST', '/api/login', { json: { username, password: 'right-password' } });
    const cookie = /newsroom\.sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
    return { status: res.status, cookie };
  };

  it('a worker SIGKILLed mid-job: every job completes once, on the other worker; none lost, none duplicated', async () => {
    const { user, cookie } = await signUp();
    fake.setLatency(1_500);
    fake.reply(() => ({ text: MODEL_SCRIPT }));
    const sent = 12;
    const started = Date.now();
    const answers = Promise.all(Array.from({ length: sent }, () => simplify(cookie)));
    let holder: string | undefined;
    while (!holder && Date.now() - started < 5_000) {
      holder = (await queue.getActive())[0]?.processedBy;
      if (!holder) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const victim = ['generation-worker-1', 'generation-worker-2'].find((n) =>
      holder?.endsWith(`:${env.stack!.get(n).pid}`),
    )!;
    expect(victim).toBeDefined();
    const killedAt = Date.now();
    env.stack!.get(victim).kill('SIGKILL');
    const results = await answers;
    const done = Date.now();
    expect(results.map((r) => r.status)).toEqual(Array(sent).fill(200));
    const db = new Client({ connectionString: env.databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      `SELECT outcome, count(*)::int AS n FROM generation.generation_runs WHERE user_id = $1 GROUP BY outcome`,
      [user.id],
    );
    await db.end();
    expect(rows).toEqual([{ outcome: 'completed', n: sent }]);
    figures.workerKilled = {
      sent,
      answered: results.length,
      lost: 0,
      duplicated: rows[0].n - sent,
      recoveredMs: done - killedAt,
    };
    fake.setLatency(0);
    await env.stack!.startProcess(victim);
  });

  it('Redis gone: requests fail fast with 503 JSON; back (empty), sign-in and generation recover with no process restarted', async () => {
    const { user, cookie } = await signUp();
    fake.reply(() => ({ text: MODEL_SCRIPT }));
    expect((await simplify(cookie)).status).toBe(200);
    const before = pids();

    await redis.kill();
    const checks = [
      () => call(env.url, 'GET', '/api/subscription/status', { cookie }),
      () => call(env.url, 'POST', '/api/login', { json: { username: user.username, password: 'right-password' } }),
      () => simplify(cookie),
    ];
    const failedFastMs = await failFast(checks);

    await redis.start();
    let fresh: string | undefined;
    const recoveredMs = await recovery(async () => {
      // The sessions were in Redis and went with it: the user signs in again, then writes.
      const signed = await signIn(user.username);
      if (signed.status !== 200) return false;
      fresh = signed.cookie;
      return (await simplify(fresh!)).status === 200;
    });
    expect(pids()).toEqual(before);
    figures.redisDown = { failedFastMs, recoveredMs };
  });

  it('Postgres gone: requests fail fast with 503 JSON; back, everything recovers with no process restarted', async () => {
    const { user } = await signUp();
    const { cookie } = await signIn(user.username).then((s) => ({ cookie: s.cookie! }));
    const before = pids();

    await postgres.kill();
    const checks = [
      () => call(env.url, 'GET', '/api/user', { cookie }),
      () => call(env.url, 'GET', '/api/subscription/status', { cookie }),
      () => call(env.url, 'GET', '/api/training', { cookie }),
    ];
    const failedFastMs = await failFast(checks);

    await postgres.start();
    const recoveredMs = await recovery(async () => {
      const answers = await Promise.all(checks.map((check) => check()));
      return answers.every((a) => a.status === 200);
    });
    expect(pids()).toEqual(before);
    figures.postgresDown = { failedFastMs, recoveredMs };
  });

  it('a Stripe event delivered twice and out of order is applied once, and the final state is the newest', async () => {
    const { user, cookie } = await signUp();
    expect((await call(env.url, 'POST', '/api/activate-manual-trial', { cookie })).status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    const sub = (status: string) => ({
      id: `sub_fault_${user.id}`,
      object: 'subscription',
      customer: `cus_fault_${user.id}`,
      status,
      cancel_at_period_end: false,
      metadata: { userId: String(user.id) },
      items: { object: 'list', data: [{ current_period_end: now + 30 * 86_400 }] },
    });
    const event = (id: string, status: string, created: number) => ({
      id,
      object: 'event',
      type: 'customer.subscription.updated',
      created,
      data: { object: sub(status) },
    });
    const deliver = (body: object) => {
      const payload = JSON.stringify(body);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return call(env.url, 'POST', '/api/webhooks/stripe', {
        body: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    };
    const newest = event(`evt_new_${user.id}`, 'past_due', now - 10);
    const older = event(`evt_old_${user.id}`, 'active', now - 100);
    expect((await deliver(newest)).json).toEqual({ received: true });
    expect((await deliver(newest)).json).toEqual({ received: true, duplicate: true });
    expect((await deliver(older)).status).toBe(200);
    expect((await deliver(older)).json).toEqual({ received: true, duplicate: true });
    const status = await call(env.url, 'GET', '/api/subscription/status', { cookie });
    expect(status.json.status).toBe('past_due');
    figures.webhookTwiceOutOfOrder = { delivered: 4, applied: 1, finalStatus: status.json.status };
  });
});
