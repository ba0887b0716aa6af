import { intervalOf, linkForUser, offerFromPlans, productInfoFromPlans } from './catalog.util';
import { userIdFromClientReference } from './client-reference.util';

describe('catalog utils', () => {
  const plans = [
    { id: 1, name: 'Monthly', price: 1495 },
    { id: 2, name: 'Yearly', price: 9000 },
  ];

  it('tells the interval from the plan name', () => {
    expect([
      intervalOf({ name: 'Monthly' }),
      intervalOf({ name: 'Annual Pro' }),
      intervalOf({ name: 'Yearly' }),
    ]).toEqual(['month', 'year', 'year']);
  });

  it('builds product info from the plans in cents', () => {
    expect(productInfoFromPlans(plans, null).prices).toEqual([
      { id: 'plan_1', nickname: 'Monthly', unit_amount: 1495, recurring: { interval: 'month' } },
      { id: 'plan_2', nickname: 'Yearly', unit_amount: 9000, recurring: { interval: 'year' } },
    ]);
  });

  it('falls back to the spec prices without plans', () => {
    expect(offerFromPlans([])).toEqual({
      month: { nickname: 'Monthly', amount: 1495, planId: null },
      year: { nickname: 'Yearly', amount: 9000, planId: null },
    });
  });

  it('adds the user to a payment link, signed', () => {
    const secret = 's'.repeat(32);
    const link = new URL(linkForUser('https://buy.stripe.com/test_abc', 42, secret));
    expect(`${link.origin}${link.pathname}`).toBe('https://buy.stripe.com/test_abc');
    expect(userIdFromClientReference(link.searchParams.get('client_reference_id'), secret)).toBe(42);
  });
});
