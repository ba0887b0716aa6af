import { BILLING_MESSAGES } from '@newsroom/contracts';
import { CheckoutService } from '../src/subscriptions/checkout.service';
import { type BillingTestApp, newUserId, startBillingApp, startBillingAppWithStripe } from './billing-test-app';
import { FakeStripeServer } from './fake-stripe-server';

const CHECKOUT = '/api/subscription/checkout';

describe(CheckoutService.name, () => {
  describe('without Stripe keys', () => {
    let sut: BillingTestApp;
    beforeAll(async () => {
      sut = await startBillingApp();
    });
    afterAll(() => sut?.close());

    it('answers 503 with the Payment Setup message', async () => {
      const res = await sut.call('POST', CHECKOUT, { user: { id: newUserId() }, json: { plan: 'monthly' } });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ message: BILLING_MESSAGES.paymentSetup });
    });

    it('needs a signed-in user', async () => {
      expect((await sut.call('POST', CHECKOUT, { json: { plan: 'monthly' } })).status).toBe(401);
    });

    it('refuses an unknown plan with a clear message (400)', async () => {
      const res = await sut.call('POST', CHECKOUT, { user: { id: newUserId() }, json: { plan: 'weekly' } });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: BILLING_MESSAGES.checkoutPlanInvalid });
    });
  });

  describe('with Stripe keys', () => {
    let sut: BillingTestApp;
    const stripe = new FakeStripeServer();
    beforeAll(async () => {
      sut = await startBillingAppWithStripe(stripe, { env: { MANUAL_TRIAL: 'open' } });
    });
    afterAll(() => sut?.close());

    const rowOf = async (userId: number) =>
      (
        await sut.db.query(`SELECT stripe_customer_id, trial_used_at FROM subscriptions WHERE user_id = $1`, [userId])
      )[0] as { stripe_customer_id: string | null; trial_used_at: Date | null };

    it('gives a first-time user the trial: a customer, a trialing subscription and the SetupIntent’s secret', async () => {
      const user = { id: newUserId() };
      const res = await sut.call('POST', CHECKOUT, { user, json: { plan: 'yearly' } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ clientSecret: expect.stringMatching(/^seti_.+_secret_/) });

      const [customer] = stripe.calls('POST', '/v1/customers');
      expect(customer.params).toEqual({ metadata: { userId: String(user.id) } });
      const [created] = stripe.calls('POST', '/v1/subscriptions');
      const yearly = [...stripe.prices.values()].find((p) => p.lookup_key === 'newsroom_premium_yearly')!;
      expect(created.params).toMatchObject({
        customer: [...stripe.customers.keys()][0],
        items: { 0: { price: yearly.id } },
        payment_behavior: 'default_incomplete',
        trial_period_days: '7',
        metadata: { userId: String(user.id) },
        expand: { 0: 'latest_invoice.confirmation_secret', 1: 'pending_setup_intent' },
      });
      const row = await rowOf(user.id);
      expect(row.stripe_customer_id).toBe([...stripe.customers.keys()][0]);
      expect(row.trial_used_at).not.toBeNull();
    });

    it('charges at once, reusing the customer, once the trial is used: the PaymentIntent’s secret', async () => {
      const user = { id: newUserId() };
      await sut.call('POST', CHECKOUT, { user, json: { plan: 'monthly' } });
      const customersBefore = stripe.calls('POST', '/v1/customers').length;

      const res = await sut.call('POST', CHECKOUT, { user, json: { plan: 'monthly' } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
      expect(stripe.calls('POST', '/v1/customers')).toHaveLength(customersBefore);
      const second = stripe.calls('POST', '/v1/subscriptions').at(-1)!;
      const monthly = [...stripe.prices.values()].find((p) => p.lookup_key === 'newsroom_premium_monthly')!;
      expect(second.params).toMatchObject({
        customer: (await rowOf(user.id)).stripe_customer_id,
        items: { 0: { price: monthly.id } },
        payment_behavior: 'default_incomplete',
        metadata: { userId: String(user.id) },
      });
      expect(second.params).not.toHaveProperty('trial_period_days');
    });

    it('gives no trial to a user who used the manual one', async () => {
      const user = { id: newUserId() };
      expect((await sut.call('POST', '/api/activate-manual-trial', { user })).status).toBe(200);
      const res = await sut.call('POST', CHECKOUT, { user, json: { plan: 'monthly' } });
      expect(res.status).toBe(200);
      expect(res.json.clientSecret).toMatch(/^pi_/);
      expect(stripe.calls('POST', '/v1/subscriptions').at(-1)!.params).not.toHaveProperty('trial_period_days');
    });

    it('refuses a paid subscription that renews (409) without making another one', async () => {
      const user = { id: newUserId() };
      await sut.db.query(`INSERT INTO subscriptions (user_id, status) VALUES ($1, 'active')`, [user.id]);
      const subscriptionsBefore = stripe.calls('POST', '/v1/subscriptions').length;
      const customersBefore = stripe.calls('POST', '/v1/customers').length;

      const res = await sut.call('POST', CHECKOUT, { user, json: { plan: 'yearly' } });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: BILLING_MESSAGES.alreadySubscribed });
      expect(stripe.calls('POST', '/v1/subscriptions')).toHaveLength(subscriptionsBefore);
      expect(stripe.calls('POST', '/v1/customers')).toHaveLength(customersBefore);
      expect((await rowOf(user.id)).trial_used_at).toBeNull();
    });

    it('still lets a paid subscription that is set to end, or a trial, pay by card', async () => {
      const ending = { id: newUserId() };
      await sut.db.query(
        `INSERT INTO subscriptions (user_id, status, cancel_at_period_end) VALUES ($1, 'active', true)`,
        [ending.id],
      );
      expect((await sut.call('POST', CHECKOUT, { user: ending, json: { plan: 'monthly' } })).status).toBe(200);

      const trialing = { id: newUserId() };
      expect((await sut.call('POST', '/api/activate-manual-trial', { user: trialing })).status).toBe(200);
      expect((await sut.call('POST', CHECKOUT, { user: trialing, json: { plan: 'monthly' } })).status).toBe(200);
    });

    it('refuses a missing plan before calling Stripe', async () => {
      const before = stripe.requests.length;
      const res = await sut.call('POST', CHECKOUT, { user: { id: newUserId() }, json: {} });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: BILLING_MESSAGES.checkoutPlanInvalid });
      expect(stripe.requests).toHaveLength(before);
    });
  });
});
