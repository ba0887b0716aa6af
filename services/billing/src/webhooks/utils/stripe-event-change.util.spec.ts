import type Stripe from 'stripe';
import { clientReference } from '../../payments/utils/client-reference.util';
import { stripeEventChange as changeWith } from './stripe-event-change.util';

const SECRET = 'r'.repeat(32);
const stripeEventChange = (event: Stripe.Event) => changeWith(event, SECRET);

const event = (type: string, object: object) =>
  ({ id: 'evt_1', type, created: 100, data: { object } }) as unknown as Stripe.Event;

describe(changeWith.name, () => {
  it('maps a completed checkout to the user of a client reference billing signed, and never to a bare id', () => {
    const session = { client_reference_id: clientReference(42, SECRET), customer: 'cus_1', subscription: 'sub_1' };
    expect(stripeEventChange(event('checkout.session.completed', session))).toEqual({
      kind: 'checkout',
      userId: 42,
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
    });
    expect(
      stripeEventChange(event('checkout.session.completed', { ...session, client_reference_id: '42' })),
    ).toMatchObject({ userId: null });
    expect(stripeEventChange(event('checkout.session.completed', { metadata: { userId: '7' } }))).toMatchObject({
      userId: 7,
    });
  });

  it('reads status, period end (from the items) and cancel flag from a subscription', () => {
    const sub = {
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status: 'active',
      cancel_at_period_end: true,
      metadata: { userId: '3' },
      items: { data: [{ current_period_end: 1_800_000_000 }] },
    };
    expect(stripeEventChange(event('customer.subscription.updated', sub))).toEqual({
      kind: 'subscription',
      fields: {
        stripeSubscriptionId: 'sub_1',
        stripeCustomerId: 'cus_1',
        status: 'active',
        currentPeriodEnd: new Date(1_800_000_000_000),
        cancelAtPeriodEnd: true,
        userId: 3,
        paymentMethodId: null,
      },
    });
  });

  it('reads a deleted subscription as canceled, and an older payload period end', () => {
    const change = stripeEventChange(
      event('customer.subscription.deleted', {
        id: 'sub_1',
        customer: 'cus_1',
        status: 'active',
        current_period_end: 5,
      }),
    );
    expect(change).toMatchObject({ fields: { status: 'canceled', currentPeriodEnd: new Date(5000), userId: null } });
  });

  it('maps invoices to active or past_due', () => {
    expect(
      stripeEventChange(
        event('invoice.paid', { customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1' } } }),
      ),
    ).toEqual({ kind: 'invoice', status: 'active', stripeSubscriptionId: 'sub_1', stripeCustomerId: 'cus_1' });
    expect(stripeEventChange(event('invoice.payment_failed', { customer: 'cus_1', subscription: 'sub_2' }))).toEqual({
      kind: 'invoice',
      status: 'past_due',
      stripeSubscriptionId: 'sub_2',
      stripeCustomerId: 'cus_1',
    });
  });

  it('ignores other events', () => {
    expect(stripeEventChange(event('customer.created', {}))).toBeNull();
  });
});
