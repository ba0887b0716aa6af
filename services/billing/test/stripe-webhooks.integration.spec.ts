import Stripe from 'stripe';
import { clientReference } from '../src/payments/utils/client-reference.util';
import { StripeWebhooksService } from '../src/webhooks/stripe-webhooks.service';
import {
  type BillingTestApp,
  eventually,
  newUserId,
  startBillingApp,
  stripeEvent,
  WEBHOOK_SECRET,
} from './billing-test-app';
import { fakeKey } from './fake-keys';

describe(StripeWebhooksService.name, () => {
  let sut: BillingTestApp;
  const now = Math.floor(Date.now() / 1000);
  const statusOf = async (userId: number) =>
    (await sut.call('GET', `/internal/subscription-status/${userId}`)).json.status;
  const subscription = (userId: number, status: string, extra: object = {}) => ({
    id: `sub_${userId}`,
    object: 'subscription',
    customer: `cus_${userId}`,
    status,
    cancel_at_period_end: false,
    metadata: {},
    items: { data: [{ current_period_end: now + 30 * 86_400 }] },
    ...extra,
  });

  beforeAll(async () => {
    sut = await startBillingApp(); // no Stripe keys: webhooks still apply
  });
  afterAll(() => sut?.close());

  const checkout = (userId: number, created = now) =>
    sut.sendEvent(
      stripeEvent(
        'checkout.session.completed',
        {
          id: `cs_${userId}`,
          object: 'checkout.session',
          client_reference_id: clientReference(userId, sut.config.INTERNAL_TOKEN_SECRET),
          customer: `cus_${userId}`,
          subscription: `sub_${userId}`,
        },
        created,
      ),
    );

  it('a completed checkout makes the user active, stores the Stripe ids and announces it', async () => {
    const userId = newUserId();
    const res = await checkout(userId);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true });
    expect(await statusOf(userId)).toBe('active');
    const [row] = await sut.db.query(
      `SELECT stripe_customer_id, stripe_subscription_id FROM subscriptions WHERE user_id = $1`,
      [userId],
    );
    expect(row).toEqual({ stripe_customer_id: `cus_${userId}`, stripe_subscription_id: `sub_${userId}` });
    await eventually(() => sut.announced.includes(userId));
  });

  it('subscription events set status, period end and cancel flag; deleted means canceled; invoices move status', async () => {
    const userId = newUserId();
    await checkout(userId, now - 100);
    await sut.sendEvent(
      stripeEvent(
        'customer.subscription.updated',
        subscription(userId, 'trialing', { cancel_at_period_end: true }),
        now - 90,
      ),
    );
    const view = (await sut.call('GET', '/api/subscription/status', { user: { id: userId } })).json;
    expect(view).toEqual({
      status: 'trialing',
      currentPeriodEnd: new Date((now + 30 * 86_400) * 1000).toISOString(),
      cancelAtPeriodEnd: true,
    });

    await sut.sendEvent(
      stripeEvent(
        'invoice.payment_failed',
        {
          object: 'invoice',
          customer: `cus_${userId}`,
          parent: { subscription_details: { subscription: `sub_${userId}` } },
        },
        now - 80,
      ),
    );
    expect(await statusOf(userId)).toBe('past_due');
    await sut.sendEvent(
      stripeEvent(
        'invoice.paid',
        {
          object: 'invoice',
          customer: `cus_${userId}`,
          parent: { subscription_details: { subscription: `sub_${userId}` } },
        },
        now - 70,
      ),
    );
    expect(await statusOf(userId)).toBe('active');
    await sut.sendEvent(stripeEvent('customer.subscription.deleted', subscription(userId, 'active'), now - 60));
    expect(await statusOf(userId)).toBe('canceled');
  });

  it('keeps a manual trial while a card checkout started during it is still unpaid (incomplete)', async () => {
    const userId = newUserId();
    expect((await sut.call('POST', '/api/activate-manual-trial', { user: { id: userId } })).status).toBe(200);
    const started = subscription(userId, 'incomplete', { metadata: { userId: String(userId) } });
    await sut.sendEvent(stripeEvent('customer.subscription.created', started, now - 50));
    expect(await statusOf(userId)).toBe('trialing');
    await sut.sendEvent(stripeEvent('customer.subscription.updated', { ...started, status: 'active' }, now - 40));
    expect(await statusOf(userId)).toBe('active');
  });

  it('a checkout naming a user by a bare or forged reference (an edited payment link) makes no subscription for anyone', async () => {
    const victim = newUserId();
    const unborn = newUserId();
    const forged = [
      String(victim),
      clientReference(victim, sut.config.INTERNAL_TOKEN_SECRET).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      String(unborn),
    ];
    for (const [i, reference] of forged.entries()) {
      const res = await sut.sendEvent(
        stripeEvent('checkout.session.completed', {
          id: `cs_forged_${victim}_${i}`,
          object: 'checkout.session',
          client_reference_id: reference,
          customer: `cus_forged_${victim}_${i}`,
          subscription: `sub_forged_${victim}_${i}`,
        }),
      );
      expect(res.status).toBe(200);
    }
    expect(await statusOf(victim)).toBe('inactive');
    // No row waits for the next person to register with that id.
    expect(await sut.db.query(`SELECT 1 FROM subscriptions WHERE user_id = ANY($1)`, [[victim, unborn]])).toEqual([]);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const userId = newUserId();
    const event = stripeEvent('checkout.session.completed', {
      client_reference_id: clientReference(userId, sut.config.INTERNAL_TOKEN_SECRET),
      customer: 'cus_x',
      subscription: 'sub_x',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: fakeKey('whsec_'),
    });
    const bad = await sut.sendEvent(event, forged);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: 'Invalid Stripe signature' });
    const missing = await sut.call('POST', '/api/webhooks/stripe', { body: JSON.stringify(event) });
    expect(missing.status).toBe(400);
    expect(await statusOf(userId)).toBe('inactive');
    expect(await sut.db.query(`SELECT 1 FROM processed_stripe_events WHERE id = $1`, [event.id])).toEqual([]);
  });

  it('refuses a body changed after signing', async () => {
    const userId = newUserId();
    const event = stripeEvent('checkout.session.completed', {
      client_reference_id: clientReference(userId, sut.config.INTERNAL_TOKEN_SECRET),
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
    });
    const res = await sut.call('POST', '/api/webhooks/stripe', {
      body: JSON.stringify(event, null, 2),
      headers: { 'stripe-signature': header },
    });
    expect(res.status).toBe(400);
    expect(await statusOf(userId)).toBe('inactive');
  });

  it('applies the same event id once and answers 200 both times', async () => {
    const userId = newUserId();
    await checkout(userId, now - 100);
    const paid = stripeEvent(
      'invoice.paid',
      { object: 'invoice', customer: `cus_${userId}`, subscription: `sub_${userId}` },
      now - 50,
    );
    expect((await sut.sendEvent(paid)).status).toBe(200);
    // Something else moves the row on; a redelivery of the old event must not apply again.
    await sut.db.query(`UPDATE subscriptions SET status = 'past_due' WHERE user_id = $1`, [userId]);
    const again = await sut.sendEvent(paid);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ received: true, duplicate: true });
    expect(await statusOf(userId)).toBe('past_due');
    expect(
      await sut.db.query(`SELECT count(*)::int AS n FROM processed_stripe_events WHERE id = $1`, [paid.id]),
    ).toEqual([{ n: 1 }]);
  });

  it('never lets an older event overwrite a newer one', async () => {
    const userId = newUserId();
    await checkout(userId, now - 100);
    await sut.sendEvent(stripeEvent('customer.subscription.deleted', subscription(userId, 'active'), now - 10));
    const older = await sut.sendEvent(
      stripeEvent('customer.subscription.updated', subscription(userId, 'active'), now - 20),
    );
    expect(older.status).toBe(200);
    expect(await statusOf(userId)).toBe('canceled');
  });

  it('acknowledges events it does not act on', async () => {
    const res = await sut.sendEvent(stripeEvent('customer.created', { id: 'cus_new', object: 'customer' }));
    expect(res.status).toBe(200);
  });
});
