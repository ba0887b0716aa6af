import type Stripe from 'stripe';
import { checkoutClientSecret } from './checkout-secret.util';

const subscription = (fields: object) =>
  ({ id: 'sub_1', latest_invoice: null, pending_setup_intent: null, ...fields }) as unknown as Stripe.Subscription;

describe(checkoutClientSecret.name, () => {
  it("answers the first invoice's payment secret when something is charged today", () => {
    const sut = subscription({
      latest_invoice: { id: 'in_1', confirmation_secret: { client_secret: 'pi_1_secret_a', type: 'payment_intent' } },
    });
    expect(checkoutClientSecret(sut)).toBe('pi_1_secret_a');
  });

  it('answers the pending setup intent’s secret during a trial', () => {
    const sut = subscription({
      latest_invoice: { id: 'in_1', confirmation_secret: null },
      pending_setup_intent: { id: 'seti_1', client_secret: 'seti_1_secret_b' },
    });
    expect(checkoutClientSecret(sut)).toBe('seti_1_secret_b');
  });

  it('answers null when neither was expanded', () => {
    expect(checkoutClientSecret(subscription({ latest_invoice: 'in_1', pending_setup_intent: 'seti_1' }))).toBeNull();
  });
});
