import type Stripe from 'stripe';
import { MAX_ID } from '@newsroom/nest-common';
import { userIdFromClientReference } from '../../payments/utils/client-reference.util';

/** What a Stripe subscription says about our row. */
export interface StripeSubscriptionFields {
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id when the subscription's metadata carries it. */
  userId: number | null;
  /** The card (payment method) the subscription charges, once the customer has given one. */
  paymentMethodId: string | null;
}

/** The effect of one Stripe event on a subscription row; null for events we do not act on. */
export type StripeChange =
  | { kind: 'checkout'; userId: number | null; stripeCustomerId: string | null; stripeSubscriptionId: string | null }
  | { kind: 'subscription'; fields: StripeSubscriptionFields }
  | {
      kind: 'invoice';
      status: 'active' | 'past_due';
      stripeSubscriptionId: string | null;
      stripeCustomerId: string | null;
    };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Our user id from a string Stripe carries back; one no user row could have is no user. */
export const userIdFrom = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : null;
};

/** Since API 2025-03-31 the period end lives on the subscription items; older payloads keep it on top. */
export function subscriptionFields(sub: Stripe.Subscription, forceStatus?: string): StripeSubscriptionFields {
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const itemEnd = sub.items?.data?.map((item) => item.current_period_end).filter((v) => typeof v === 'number');
  const end = itemEnd?.length ? Math.max(...itemEnd) : legacy;
  return {
    stripeSubscriptionId: sub.id,
    stripeCustomerId: idOf(sub.customer),
    status: forceStatus ?? sub.status,
    currentPeriodEnd: typeof end === 'number' ? new Date(end * 1000) : null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    userId: userIdFrom(sub.metadata?.userId),
    paymentMethodId: idOf(sub.default_payment_method),
  };
}

/**
 * What a (verified, well-formed) event changes. A checkout's user comes from a client reference
 * billing signed (`referenceSecret`) or from metadata billing wrote through Stripe's API; a bare
 * id someone typed into a payment link names nobody.
 */
export function stripeEventChange(event: Stripe.Event, referenceSecret: string): StripeChange | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return {
        kind: 'checkout',
        userId:
          userIdFromClientReference(session.client_reference_id, referenceSecret) ??
          userIdFrom(session.metadata?.userId),
        stripeCustomerId: idOf(session.customer),
        stripeSubscriptionId: idOf(session.subscription),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return { kind: 'subscription', fields: subscriptionFields(event.data.object) };
    case 'customer.subscription.deleted':
      return { kind: 'subscription', fields: subscriptionFields(event.data.object, 'canceled') };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
      return {
        kind: 'invoice',
        status: event.type === 'invoice.paid' ? 'active' : 'past_due',
        stripeSubscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy),
        stripeCustomerId: idOf(invoice.customer),
      };
    }
    default:
      return null;
  }
}
