import { checkStripeEvent } from './stripe-event.schema';
import { userIdFrom } from './stripe-event-change.util';

const NOW = 1_800_000_000;
const event = (type: string, object: unknown, extra: Record<string, unknown> = {}) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: NOW,
  data: { object },
  ...extra,
});
const sub = (fields: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  customer: 'cus_1',
  status: 'active',
  items: { data: [{ current_period_end: NOW + 30 * 86400 }] },
  ...fields,
});
const reasonOf = (value: unknown) => {
  const checked = checkStripeEvent(value, NOW);
  return checked.ok ? 'ok' : checked.reason;
};

describe(checkStripeEvent.name, () => {
  it('passes the events Stripe sends', () => {
    expect(reasonOf(event('checkout.session.completed', { client_reference_id: '42', customer: 'cus_1' }))).toBe('ok');
    expect(reasonOf(event('customer.subscription.updated', sub()))).toBe('ok');
    expect(reasonOf(event('invoice.paid', { customer: 'cus_1', parent: null }))).toBe('ok');
    expect(reasonOf(event('charge.refunded', { id: 'ch_1' }))).toBe('ok');
  });

  it.each([
    ['a body that is a list', [event('invoice.paid', {})]],
    ['no created', event('invoice.paid', {}, { created: undefined })],
    ['no data', event('invoice.paid', {}, { data: undefined })],
    ['an over-long id', event('invoice.paid', {}, { id: `evt_${'x'.repeat(300)}` })],
    ['an over-long type', event('x'.repeat(300), {})],
    ['a control character in the id', event('invoice.paid', {}, { id: 'evt_\u0000' })],
  ])('refuses an envelope with %s', (_what, value) => {
    expect(reasonOf(value)).toMatch(/^envelope: /);
  });

  it.each([
    ['items.data not a list', sub({ items: { data: 'x' } })],
    ['a period end in the far future', sub({ items: { data: [{ current_period_end: 99_999_999_999 }] } })],
    ['a status that is not text', sub({ status: 7 })],
  ])('refuses a subscription with %s', (_what, object) => {
    expect(reasonOf(event('customer.subscription.updated', object))).toMatch(/^customer\.subscription\.updated: /);
  });

  it('refuses a checkout whose client reference is over-long', () => {
    expect(reasonOf(event('checkout.session.completed', { client_reference_id: '9'.repeat(400) }))).not.toBe('ok');
  });

  it('names fields, never their values, in the reason', () => {
    expect(reasonOf(event('customer.subscription.updated', sub({ status: 'secret-value'.repeat(30) })))).not.toContain(
      'secret-value',
    );
  });
});

describe(userIdFrom.name, () => {
  it('reads ids a user row can have, and nothing beyond the integer range', () => {
    expect(userIdFrom('42')).toBe(42);
    expect(userIdFrom('2147483647')).toBe(2147483647);
    expect(userIdFrom('2147483648')).toBeNull();
    expect(userIdFrom('99999999999999999999')).toBeNull();
    expect(userIdFrom('0')).toBeNull();
  });
});
