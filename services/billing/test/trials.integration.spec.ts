import { BILLING_MESSAGES } from '@newsroom/contracts';
import {
  type BillingTestApp,
  newUserId,
  startBillingApp,
  startBillingAppWithStripe,
  stripeEvent,
} from './billing-test-app';
import { FakeStripeServer } from './fake-stripe-server';

/** One free trial per verified identity: a card, once payments are set up (MANUAL_TRIAL). */
describe('free trials', () => {
  describe('once payments are set up (MANUAL_TRIAL auto)', () => {
    const stripe = new FakeStripeServer();
    let sut: BillingTestApp;
    beforeAll(async () => {
      sut = await startBillingAppWithStripe(stripe);
    });
    afterAll(() => sut?.close());

    const now = Math.floor(Date.now() / 1000);
    /** Stripe reporting a subscription in its trial, charging `card` once the trial ends. */
    const trialing = (userId: number, subscriptionId: string, paymentMethod: string | null) =>
      stripeEvent(
        'customer.subscription.updated',
        {
          id: subscriptionId,
          object: 'subscription',
          customer: `cus_${subscriptionId}`,
          status: 'trialing',
          cancel_at_period_end: false,
          default_payment_method: paymentMethod,
          metadata: { userId: String(userId) },
          items: { object: 'list', data: [{ current_period_end: now + 7 * 86_400 }] },
        },
        now,
      );
    const trialEnds = (subscriptionId: string) =>
      stripe.calls('POST', `/v1/subscriptions/${subscriptionId}`).filter((c) => c.params.trial_end === 'now');

    it('the card-free trial is refused with the message that says to start it with a card', async () => {
      const user = { id: newUserId() };
      const res = await sut.call('POST', '/api/activate-manual-trial', { user });
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: BILLING_MESSAGES.trialNeedsCard });
      expect((await sut.call('GET', '/api/subscription/status', { user })).json.status).toBe('inactive');
    });

    it('gives one trial per card: a second account trialing on the same card has its trial ended at once', async () => {
      const [first, second, other] = [newUserId(), newUserId(), newUserId()];
      const fingerprint = `fp_${first}`;
      stripe.addCard(`pm_a_${first}`, fingerprint);
      stripe.addCard(`pm_b_${second}`, fingerprint); // the same card number, saved again by another customer
      stripe.addCard(`pm_c_${other}`, `fp_${other}`);
      for (const [userId, sub, card] of [
        [first, `sub_trial_${first}`, `pm_a_${first}`],
        [second, `sub_trial_${second}`, `pm_b_${second}`],
        [other, `sub_trial_${other}`, `pm_c_${other}`],
      ] as const) {
        stripe.addSubscription({ id: sub, customer: `cus_${sub}`, status: 'trialing', periodEnd: now + 7 * 86_400 });
        expect((await sut.sendEvent(trialing(userId, sub, card))).status).toBe(200);
      }
      expect(trialEnds(`sub_trial_${first}`)).toHaveLength(0);
      expect(trialEnds(`sub_trial_${second}`)).toHaveLength(1);
      expect(trialEnds(`sub_trial_${other}`)).toHaveLength(0);
      // Stripe telling us again about the first trial does not end it.
      const again = { ...trialing(first, `sub_trial_${first}`, `pm_a_${first}`), id: `evt_again_${first}` };
      await sut.sendEvent(again);
      expect(trialEnds(`sub_trial_${first}`)).toHaveLength(0);
    });

    it('a trial with no card yet is left alone until one is given', async () => {
      const userId = newUserId();
      stripe.addSubscription({
        id: `sub_nocard_${userId}`,
        customer: 'cus_x',
        status: 'trialing',
        periodEnd: now + 86_400,
      });
      expect((await sut.sendEvent(trialing(userId, `sub_nocard_${userId}`, null))).status).toBe(200);
      expect(trialEnds(`sub_nocard_${userId}`)).toHaveLength(0);
    });
  });

  it('before payments are set up, the card-free trial is the spec’s: once per account', async () => {
    const sut = await startBillingApp();
    try {
      const user = { id: newUserId() };
      expect((await sut.call('POST', '/api/activate-manual-trial', { user })).status).toBe(200);
      expect((await sut.call('POST', '/api/activate-manual-trial', { user })).status).toBe(409);
    } finally {
      await sut.close();
    }
  });

  it("MANUAL_TRIAL 'card' asks for a card even before payments are set up", async () => {
    const sut = await startBillingApp({ MANUAL_TRIAL: 'card' });
    try {
      const res = await sut.call('POST', '/api/activate-manual-trial', { user: { id: newUserId() } });
      expect(res).toMatchObject({ status: 403, json: { message: BILLING_MESSAGES.trialNeedsCard } });
    } finally {
      await sut.close();
    }
  });
});
