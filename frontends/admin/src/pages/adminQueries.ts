import { apiFetch } from '@newsroom/ui';
import { useQuery } from '@tanstack/react-query';

/** Admin lists are cached under their URL; successful admin changes invalidate these keys. */
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;
export const PENDING_CONTENT_KEY = ['/api/admin/pending-content'] as const;
export const SUBSCRIPTION_PLANS_KEY = ['/api/subscription-plans'] as const;

function useList(key: readonly [string]) {
  return useQuery({ queryKey: key, queryFn: () => apiFetch<unknown[]>(key[0]) });
}

export const useAdminUsers = () => useList(ADMIN_USERS_KEY);
export const usePendingContent = () => useList(PENDING_CONTENT_KEY);
export const useSubscriptionPlans = () => useList(SUBSCRIPTION_PLANS_KEY);
