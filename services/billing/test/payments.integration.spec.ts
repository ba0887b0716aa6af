import { BILLING_MESSAGES } from '@newsroom/contracts';
import { PaymentsService } from '../src/payments/payments.service';
import { type BillingTestApp, newUserId, startBillingApp, startBillingAppWithStripe } from './billing-test-app';
import { FakeStripeServer } from './fake-stripe-server';
import { fakeKey } from './fake-keys';
import { clientReference } from '../src/payments/utils/client-reference.util';

const UNREACHABLE_KEY = fakeKey('sk_test_');
const FIRST_KEY = fakeKey('sk_test_');
const SECOND_KEY = fakeKey('sk_test_');

const admin = { id: 1, username: 'admin', role: 'admin' as const };

describe(PaymentsService.name, () => {
  describe('without Stripe keys', () => {
    let sut: BillingTestApp;
    beforeAll(async () => {
      sut = await startBillingApp();
    });
    afterAll(() => sut?.close());

    it('answers product info from the active plans, in cents, month and year', async () => {
      const res = await sut.call('GET', '/api/subscription/product-info', { user: { id: newUserId() } });
      expect(res.status).toBe(200);
      expect(res.json.product).toEqual({ name: expect.any(String), description: expect.any(String) });
      expect(res.json.prices).toEqual([
        { id: expect.any(String), nickname: 'Monthly', unit_amount: 1495, recurring: { interval: 'month' } },
        { id: expect.any(String), nickname: 'Yearly', unit_amount: 9000, recurring: { interval: 'year' } },
      ]);
      expect(res.json.publishableKey).toBeNull();
    });

    it('answers payment links with the Payment Setup message (503)', async () => {
      const res = await sut.call('POST', '/api/create-payment-links', { user: { id: newUserId() } });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({
        message: 'Payment Setup: Setting up payment options. Please wait a moment and try again.',
      });
    });
  });

  describe('with keys Stripe refuses', () => {
    let sut: BillingTestApp;
    beforeAll(async () => {
      // Nothing listens on port 1: every Stripe call fails to connect.
      sut = await startBillingApp({
        STRIPE_SECRET_KEY: UNREACHABLE_KEY,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '1',
        STRIPE_API_PROTOCOL: 'http',
      });
    });
    afterAll(() => sut?.close());

    it('answers 502 with a clear message, never the key', async () => {
      const res = await sut.call('POST', '/api/create-payment-links', { user: { id: newUserId() } });
      expect(res.status).toBe(502);
      expect(res.json).toEqual({ message: BILLING_MESSAGES.providerUnavailable });
      expect(res.text).not.toContain(UNREACHABLE_KEY);
    });
  });

  describe('with Stripe keys saved in the payment settings', () => {
    let sut: BillingTestApp;
    const stripe = new FakeStripeServer();
    beforeAll(async () => {
      sut = await startBillingAppWithStripe(stripe, { envKeys: false });
    });
    afterAll(() => sut?.close());

    it('takes the saved keys without a restart, and answers product info from Stripe', async () => {
      const before = await sut.call('POST', '/api/create-payment-links', { user: { id: newUserId() } });
      expect(before.status).toBe(503);
      const saved = await sut.call('POST', '/api/admin/payment-settings', {
        user: admin,
        json: { stripeSecretKey: FIRST_KEY, stripePublicKey: 'pk_test_first', testMode: true },
      });
      expect(saved.status).toBe(200);

      const res = await sut.call('GET', '/api/subscription/product-info', { user: { id: newUserId() } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        product: { name: 'Newsroom Copy Desk Premium', description: expect.any(String) },
        prices: [
          {
            id: expect.stringMatching(/^price_/),
            nickname: 'Monthly',
            unit_amount: 1495,
            recurring: { interval: 'month' },
          },
          {
            id: expect.stringMatching(/^price_/),
            nickname: 'Yearly',
            unit_amount: 9000,
            recurring: { interval: 'year' },
          },
        ],
        publishableKey: 'pk_test_first',
      });
      expect(stripe.calls('POST', '/v1/products')).toHaveLength(1);
      expect(stripe.calls('POST', '/v1/prices').map((r) => r.params.recurring)).toEqual([
        { interval: 'month' },
        { interval: 'year' },
      ]);
      expect(stripe.requests.every((r) => r.authorization === `Bearer ${FIRST_KEY}`)).toBe(true);
      // Asked again: the prices are found, not made again.
      await sut.call('GET', '/api/subscription/product-info', { user: { id: newUserId() } });
      expect(stripe.calls('POST', '/v1/prices')).toHaveLength(2);
    });

    it('creates the monthly and yearly links once, reuses them, and puts the user in each', async () => {
      const first = newUserId();
      const second = newUserId();
      const a = await sut.call('POST', '/api/create-payment-links', { user: { id: first } });
      expect(a.status).toBe(200);
      const b = await sut.call('POST', '/api/create-payment-links', { user: { id: second } });
      const links = stripe.calls('POST', '/v1/payment_links');
      expect(links).toHaveLength(2);
      for (const link of links) {
        expect(link.params).toMatchObject({
          after_completion: { type: 'redirect', redirect: { url: 'http://desk.test/subscription?success=true' } },
          line_items: { 0: { price: expect.stringMatching(/^price_/), quantity: '1' } },
          subscription_data: { trial_period_days: '7' },
        });
      }
      const [monthly, yearly] = [...stripe.paymentLinks.values()].map((l) => String(l.url));
      const secret = sut.config.INTERNAL_TOKEN_SECRET;
      expect(a.json).toEqual({
        monthlyLink: `${monthly}?client_reference_id=${clientReference(first, secret)}`,
        yearlyLink: `${yearly}?client_reference_id=${clientReference(first, secret)}`,
      });
      expect(b.json).toEqual({
        monthlyLink: `${monthly}?client_reference_id=${clientReference(second, secret)}`,
        yearlyLink: `${yearly}?client_reference_id=${clientReference(second, secret)}`,
      });
      const stored = await sut.db.query(`SELECT interval, stripe_payment_link_id FROM payment_links ORDER BY interval`);
      expect(stored.map((r: { interval: string }) => r.interval)).toEqual(['month', 'year']);
    });

    it('makes new links with a new client when the keys change to another account', async () => {
      await sut.call('POST', '/api/admin/payment-settings', {
        user: admin,
        json: { stripeSecretKey: SECOND_KEY, stripePublicKey: 'pk_test_second', testMode: true },
      });
      const res = await sut.call('POST', '/api/create-payment-links', { user: { id: newUserId() } });
      expect(res.status).toBe(200);
      const links = stripe.calls('POST', '/v1/payment_links');
      expect(links).toHaveLength(4);
      expect(links[3].authorization).toBe(`Bearer ${SECOND_KEY}`);
    });
  });
});
