import Stripe from 'stripe';
import { PREMIUM_FEATURES } from '@newsroom/contracts';
import { INVALID_ID_MESSAGE } from '@newsroom/nest-common';
import { FakeStripeServer } from '../../services/billing/test/fake-stripe-server';
import { ROUTE_TABLE } from '../../gateway/src/routing/route-table';
import { call } from '../harness/http';
import { type TestStack, type TestUser, startTestStack } from '../harness/test-stack';
import { fakeKey } from '../../services/billing/test/fake-keys';

const WEBHOOK_SECRET = fakeKey('whsec_');
const ENV_SECRET_KEY = fakeKey('sk_test_', '4321');
const ADMIN_SECRET_KEY = fakeKey('sk_test_', '8765');
const VOSOT = {
  script: 'The city council approved a new budget on Tuesday that adds twelve officers to the night patrol.',
  targetLength: 30,
  storyStyle: 'hard_news',
};

/** Billing through the gateway: admin-only routes, the premium gate, the trial, Stripe webhooks. */
describe('billing', () => {
  let env: TestStack;
  const stripe = new FakeStripeServer();
  let admin: TestUser;
  let adminCookie: string;

  beforeAll(async () => {
    await stripe.start();
    env = await startTestStack({
      portBase: 4000,
      env: {
        ...stripe.env(),
        STRIPE_SECRET_KEY: ENV_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // Long enough that only billing's change announcement can explain access changing at once.
        SUBSCRIPTION_CACHE_MS: '600000',
        // The spec's card-free trial, though payments are set up ('auto' would ask for a card; see trials.integration).
        MANUAL_TRIAL: 'open',
      },
    });
    admin = await env.createUser({ role: 'admin' });
    adminCookie = await env.cookieFor(admin);
  });
  afterAll(async () => {
    await env?.close();
    await stripe.stop();
  });

  const plainUser = async () => {
    const user = await env.createUser();
    return { user, cookie: await env.cookieFor(user) };
  };
  /** The client reference of the payment link a signed-in user gets, as Stripe would echo it. */
  const referenceFor = async (cookie: string): Promise<string> => {
    const links = await call(env.url, 'POST', '/api/create-payment-links', { cookie });
    return new URL(String(links.json.monthlyLink)).searchParams.get('client_reference_id')!;
  };
  const concrete = (path: string) => path.replace(/:[a-z]+/gi, '1');
  const premiumRoutes = ROUTE_TABLE.filter(
    (r) => typeof r.access === 'object' && (PREMIUM_FEATURES as readonly string[]).includes(r.access.feature),
  );
  const adminBillingRoutes = ROUTE_TABLE.filter((r) => r.service === 'billing' && r.access === 'admin');
  const sendEvent = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    return call(env.url, 'POST', '/api/webhooks/stripe', {
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
  };
  let eventCounter = 0;
  const event = (type: string, object: object, created = Math.floor(Date.now() / 1000)) => ({
    id: `evt_e2e_${Date.now()}_${eventCounter++}`,
    object: 'event',
    type,
    created,
    data: { object },
  });

  it('refuses every admin billing route to a non-admin with 403', async () => {
    const { cookie } = await plainUser();
    expect(adminBillingRoutes.length).toBeGreaterThanOrEqual(6);
    for (const route of adminBillingRoutes) {
      const res = await call(env.url, route.method, concrete(route.path), {
        cookie,
        json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(`${route.method} ${route.path} ${res.status}`).toBe(`${route.method} ${route.path} 403`);
    }
  });

  it.each(['99999999999', '0', '-1', '1.5', 'abc'])(
    'answers a plan id %s out of range with 400, not a server error',
    async (id) => {
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await call(env.url, method, `/api/admin/subscription-plans/${id}`, {
          cookie: adminCookie,
          json: method === 'PATCH' ? { name: 'Pro', price: 900, interval: 'month', features: [] } : undefined,
        });
        expect(`${method} ${res.status}`).toBe(`${method} 400`);
        expect(res.json).toEqual({ message: INVALID_ID_MESSAGE });
      }
    },
  );

  it('refuses every premium route to a non-subscriber, and opens them right after the manual trial', async () => {
    const { cookie } = await plainUser();
    expect(premiumRoutes.length).toBeGreaterThanOrEqual(5);
    for (const route of premiumRoutes) {
      const res = await call(env.url, route.method, concrete(route.path), {
        cookie,
        json: route.method === 'GET' ? undefined : {},
      });
      expect(`${route.method} ${route.path} ${res.status}`).toBe(`${route.method} ${route.path} 403`);
    }
    expect((await call(env.url, 'POST', '/api/generate-vosot', { cookie, json: VOSOT })).status).toBe(403);

    const trial = await call(env.url, 'POST', '/api/activate-manual-trial', { cookie });
    expect(trial.status).toBe(200);
    expect(trial.json).toEqual({ success: true, message: expect.any(String) });

    const vosot = await call(env.url, 'POST', '/api/generate-vosot', { cookie, json: VOSOT });
    expect(vosot.status).toBe(200);
    expect(vosot.json).toMatchObject({ success: true });
    expect((await call(env.url, 'GET', '/api/training', { cookie })).status).toBe(200);
    for (const route of premiumRoutes) {
      const res = await call(env.url, route.method, concrete(route.path), {
        cookie,
        json: route.method === 'GET' ? undefined : {},
      });
      expect(`${route.method} ${route.path} ${res.status === 403 ? 403 : 'open'}`).toBe(
        `${route.method} ${route.path} open`,
      );
    }
    const status = await call(env.url, 'GET', '/api/subscription/status', { cookie });
    expect(status.json).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });

    const again = await call(env.url, 'POST', '/api/activate-manual-trial', { cookie });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'Your free trial has already been used.' });
  });

  it('a signed checkout webhook makes a plain user premium at once; subscription.deleted takes it away at once', async () => {
    const { user, cookie } = await plainUser();
    expect((await call(env.url, 'POST', '/api/generate-vosot', { cookie, json: VOSOT })).status).toBe(403);
    const now = Math.floor(Date.now() / 1000);
    const sub = stripe.addSubscription({
      id: `sub_e2e_${user.id}`,
      customer: `cus_e2e_${user.id}`,
      status: 'active',
      periodEnd: now + 30 * 86_400,
    });

    const completed = await sendEvent(
      event(
        'checkout.session.completed',
        {
          id: `cs_e2e_${user.id}`,
          object: 'checkout.session',
          // As Stripe copies it from the payment link the user opened.
          client_reference_id: await referenceFor(cookie),
          customer: sub.customer,
          subscription: sub.id,
        },
        now - 5,
      ),
    );
    expect(completed.status).toBe(200);
    expect((await call(env.url, 'POST', '/api/generate-vosot', { cookie, json: VOSOT })).status).toBe(200);
    expect((await call(env.url, 'GET', '/api/subscription/status', { cookie })).json).toMatchObject({
      status: 'active',
    });

    const deleted = await sendEvent(event('customer.subscription.deleted', { ...sub, status: 'canceled' }, now));
    expect(deleted.status).toBe(200);
    expect((await call(env.url, 'POST', '/api/generate-vosot', { cookie, json: VOSOT })).status).toBe(403);
    expect((await call(env.url, 'GET', '/api/subscription/status', { cookie })).json).toMatchObject({
      status: 'canceled',
    });
  });

  it('refuses a webhook with a bad signature (400) and changes nothing', async () => {
    const { user, cookie } = await plainUser();
    const forged = event('checkout.session.completed', { client_reference_id: String(user.id), customer: 'cus_x' });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(forged),
      secret: fakeKey('whsec_'),
    });
    const res = await sendEvent(forged, signature);
    expect(res.status).toBe(400);
    expect((await call(env.url, 'POST', '/api/generate-vosot', { cookie, json: VOSOT })).status).toBe(403);
  });

  it('refuses a signature stamped in the future (400), like one too old', async () => {
    const { user, cookie } = await plainUser();
    const early = event('checkout.session.completed', { client_reference_id: String(user.id), customer: 'cus_f' });
    const payload = JSON.stringify(early);
    const future = Math.floor(Date.now() / 1000) + 3600;
    const res = await sendEvent(
      early,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: future }),
    );
    expect(res.status).toBe(400);
    expect((await call(env.url, 'POST', '/api/generate-vosot', { cookie, json: VOSOT })).status).toBe(403);
  });

  it('acknowledges a signed event with fields out of shape as ignored (2xx, so no retries) and changes nothing', async () => {
    const { user, cookie } = await plainUser();
    // A user id beyond the integer range (a user can edit the payment link's) names no user.
    const beyond = event('checkout.session.completed', { client_reference_id: '99999999999', customer: 'cus_big' });
    expect((await sendEvent(beyond)).status).toBe(200);
    const bad = [
      event('checkout.session.completed', { client_reference_id: String(user.id), customer: 'c'.repeat(400) }),
      { ...event('invoice.paid', { customer: 'cus_1' }), created: undefined },
      { ...event('invoice.paid', { customer: 'cus_1' }), data: undefined },
      event('customer.subscription.updated', {
        id: 'sub_far',
        customer: 'cus_far',
        status: 'active',
        metadata: { userId: String(user.id) },
        items: { data: [{ current_period_end: 99_999_999_999 }] },
      }),
      event('customer.subscription.updated', {
        id: 'sub_x',
        status: 'active',
        metadata: { userId: String(user.id) },
        items: { data: 'not a list' },
      }),
    ];
    for (const body of bad) {
      const res = await sendEvent(body);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ received: true, ignored: true });
    }
    const list = await sendEvent([event('invoice.paid', {})] as unknown as object);
    expect(list.status).toBe(200);
    expect((await call(env.url, 'POST', '/api/generate-vosot', { cookie, json: VOSOT })).status).toBe(403);
  });

  it('a payment link edited to name another user (or one not registered yet) subscribes nobody', async () => {
    const { user: buyer, cookie: buyerCookie } = await plainUser();
    const { user: victim, cookie: victimCookie } = await plainUser();
    const edited = (await referenceFor(buyerCookie)).replace(/^\d+/, String(victim.id));
    for (const reference of [edited, String(victim.id), String(victim.id + 1000)]) {
      const res = await sendEvent(
        event('checkout.session.completed', { client_reference_id: reference, customer: `cus_ed_${buyer.id}` }),
      );
      expect(res.status).toBe(200);
    }
    expect((await call(env.url, 'GET', '/api/subscription/status', { cookie: victimCookie })).json).toMatchObject({
      status: 'inactive',
    });
    const next = await plainUser();
    expect((await call(env.url, 'GET', '/api/subscription/status', { cookie: next.cookie })).json).toMatchObject({
      status: 'inactive',
    });
  });

  it('answers product info and payment links from Stripe, each link carrying the user', async () => {
    const { user, cookie } = await plainUser();
    const info = await call(env.url, 'GET', '/api/subscription/product-info', { cookie });
    expect(info.status).toBe(200);
    expect(info.json.prices).toEqual([
      expect.objectContaining({ unit_amount: 1495, recurring: { interval: 'month' } }),
      expect.objectContaining({ unit_amount: 9000, recurring: { interval: 'year' } }),
    ]);
    const links = await call(env.url, 'POST', '/api/create-payment-links', { cookie });
    expect(links.status).toBe(200);
    // The user's id, signed so an edited link names nobody.
    expect(links.json.monthlyLink).toMatch(new RegExp(`client_reference_id=${user.id}-[\\w-]{22}$`));
    expect(links.json.yearlyLink).toMatch(new RegExp(`client_reference_id=${user.id}-[\\w-]{22}$`));
  });

  it('starts the card checkout for a signed-in user with a client secret, and refuses a signed-out one (401)', async () => {
    const { user, cookie } = await plainUser();
    const res = await call(env.url, 'POST', '/api/subscription/checkout', { cookie, json: { plan: 'monthly' } });
    expect(res.status).toBe(200);
    // A new user still has the trial: nothing is charged today, so the card is saved with a SetupIntent.
    expect(res.json).toEqual({ clientSecret: expect.stringMatching(/^seti_.+_secret_/) });
    expect(stripe.calls('POST', '/v1/subscriptions').at(-1)?.params).toMatchObject({
      metadata: { userId: String(user.id) },
    });
    const signedOut = await call(env.url, 'POST', '/api/subscription/checkout', { json: { plan: 'monthly' } });
    expect(signedOut.status).toBe(401);
  });

  it('keeps the admin secret key out of every answer and every log line', async () => {
    const saved = await call(env.url, 'POST', '/api/admin/payment-settings', {
      cookie: adminCookie,
      json: { stripeSecretKey: ADMIN_SECRET_KEY, stripePublicKey: 'pk_test_e2e_admin', testMode: true },
    });
    expect(saved.status).toBe(200);
    const read = await call(env.url, 'GET', '/api/admin/payment-settings', { cookie: adminCookie });
    expect(read.json).toEqual({
      stripePublicKey: 'pk_test_e2e_admin',
      stripeSecretKey: 'sk_test_••••••••8765',
      hasSecretKey: true,
      testMode: true,
    });
    expect(saved.text + read.text).not.toContain(ADMIN_SECRET_KEY);
    await env.waitForLogLine((line) => line.includes('Payment settings saved'));
    expect(env.logLines().filter((line) => line.includes(ADMIN_SECRET_KEY) || line.includes(ENV_SECRET_KEY))).toEqual(
      [],
    );
  });
});
