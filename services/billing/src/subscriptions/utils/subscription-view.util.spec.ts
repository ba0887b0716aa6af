import { subscriptionView } from './subscription-view.util';

describe(subscriptionView.name, () => {
  const now = new Date('2026-01-10T00:00:00Z');

  it('reads no row as inactive', () => {
    expect(subscriptionView(null, now)).toEqual({
      status: 'inactive',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('shows a running trial as trialing with its end', () => {
    const end = new Date('2026-01-15T00:00:00Z');
    expect(subscriptionView({ status: 'trialing', currentPeriodEnd: end, cancelAtPeriodEnd: false }, now)).toEqual({
      status: 'trialing',
      currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd: false,
    });
  });

  it('reads a trial past its end as inactive', () => {
    const end = new Date('2026-01-09T00:00:00Z');
    expect(subscriptionView({ status: 'trialing', currentPeriodEnd: end, cancelAtPeriodEnd: true }, now).status).toBe(
      'inactive',
    );
  });
});
