import type Stripe from 'stripe';

/**
 * The secret the card form confirms for a subscription created `default_incomplete`: the first
 * invoice's PaymentIntent when something is charged today, else (a trial: the invoice is for zero
 * and has nothing to pay) the pending SetupIntent that saves the card. The invoice's
 * `confirmation_secret` holds the PaymentIntent's client_secret: since Stripe API 2025-03-31 an
 * invoice no longer has a `payment_intent` to expand.
 */
export function checkoutClientSecret(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  const paymentSecret = typeof invoice === 'object' ? (invoice?.confirmation_secret?.client_secret ?? null) : null;
  if (paymentSecret) return paymentSecret;
  const setup = subscription.pending_setup_intent;
  return typeof setup === 'object' ? (setup?.client_secret ?? null) : null;
}
