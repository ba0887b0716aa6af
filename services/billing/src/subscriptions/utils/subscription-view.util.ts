import type { SubscriptionStatusView } from '@newsroom/contracts';

export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** What the user sees: no row is inactive, and a trial past its end is over. */
export function subscriptionView(row: SubscriptionState | null, now = new Date()): SubscriptionStatusView {
  if (!row) return { status: 'inactive', currentPeriodEnd: null, cancelAtPeriodEnd: false };
  const ended = row.status === 'trialing' && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return {
    status: ended ? 'inactive' : row.status,
    currentPeriodEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
