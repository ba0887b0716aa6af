import type { SubscriptionStatusView } from '@newsroom/contracts';
import { apiFetch } from './apiFetch';

export type { SubscriptionStatusView };

/**
 * One react-query key for the status wherever it is read (the shell's account menu, the tools'
 * access gate), so a refresh anywhere updates every badge. A failed call means "not subscribed".
 */
export const SUBSCRIPTION_STATUS_QUERY_KEY = ['subscription-status'] as const;

export function fetchSubscriptionStatus(): Promise<SubscriptionStatusView> {
  return apiFetch<SubscriptionStatusView>('/api/subscription/status');
}
