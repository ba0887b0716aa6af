import {
  adminUsersPath,
  BILLING_QUERY_KEYS,
  MARKETING_VIDEO_CACHE_MS,
  TOTAL_COUNT_HEADER,
  TRAINING_PATHS,
  TRAINING_QUERY_KEYS,
  type AdminUsersQuery,
  type MarketingVideoView,
  type PaymentSettingsView,
  type SubscriptionPlanView,
  type TrainingItemView,
  type UserView,
} from '@newsroom/contracts';
import { apiFetch, apiFetchWithHeaders } from '@newsroom/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * What the admin pages read, each under one query key. Keys shared with other apps (training
 * lists, product info, the marketing video) come from contracts, so an admin's change refreshes
 * the hub and the subscription page on the same query client.
 */
export const ADMIN_QUERY_KEYS = {
  users: ['admin', 'users'] as const,
  usersPage: (query: Partial<AdminUsersQuery>) => ['admin', 'users', query] as const,
  allPlans: ['admin', 'plans'] as const,
  paymentSettings: ['admin', 'payment-settings'] as const,
};

export interface UsersPage {
  users: UserView[];
  /** Users matching the search, on every page. */
  total: number;
}

export async function fetchUsersPage(query: Partial<AdminUsersQuery>): Promise<UsersPage> {
  const { data, headers } = await apiFetchWithHeaders<UserView[]>(adminUsersPath(query));
  const users = Array.isArray(data) ? data : [];
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  return { users, total: Number.isFinite(total) && headers.has(TOTAL_COUNT_HEADER) ? total : users.length };
}

/** One page of users; the previous page stays on screen while the next loads. */
export const useUsersPage = (query: Partial<AdminUsersQuery>) =>
  useQuery({
    queryKey: ADMIN_QUERY_KEYS.usersPage(query),
    queryFn: () => fetchUsersPage(query),
    placeholderData: keepPreviousData,
  });

/** The dashboard's Total Users: one user's worth of page, and the total header. */
export const useUserCount = () =>
  useQuery({
    queryKey: ADMIN_QUERY_KEYS.usersPage({ page: 1, pageSize: 1 }),
    queryFn: () => fetchUsersPage({ page: 1, pageSize: 1 }),
    select: (page) => page.total,
  });

export const usePendingContent = () =>
  useQuery({
    queryKey: TRAINING_QUERY_KEYS.pending,
    queryFn: () => apiFetch<TrainingItemView[]>(TRAINING_PATHS.pending),
  });

export const useAllTraining = () =>
  useQuery({ queryKey: TRAINING_QUERY_KEYS.all, queryFn: () => apiFetch<TrainingItemView[]>(TRAINING_PATHS.all) });

/** The plans subscribers can choose (the dashboard's Active Plans: the number of plans returned). */
export const useActivePlans = () =>
  useQuery({
    queryKey: BILLING_QUERY_KEYS.plans,
    queryFn: () => apiFetch<SubscriptionPlanView[]>('/api/subscription-plans'),
  });

/** Every plan, inactive ones too (the paywall settings table). */
export const useAllPlans = () =>
  useQuery({
    queryKey: ADMIN_QUERY_KEYS.allPlans,
    queryFn: () => apiFetch<SubscriptionPlanView[]>('/api/subscription-plans?all=true'),
  });

export const usePaymentSettings = () =>
  useQuery({
    queryKey: ADMIN_QUERY_KEYS.paymentSettings,
    queryFn: () => apiFetch<PaymentSettingsView>('/api/admin/payment-settings'),
  });

export const useMarketingVideo = () =>
  useQuery({
    queryKey: BILLING_QUERY_KEYS.marketingVideo,
    queryFn: () => apiFetch<MarketingVideoView | null>('/api/marketing-video'),
    staleTime: MARKETING_VIDEO_CACHE_MS,
  });

/** What a plan change touches: the admin table, the active list and the subscription page's product info. */
export const PLAN_KEYS = [ADMIN_QUERY_KEYS.allPlans, BILLING_QUERY_KEYS.plans, BILLING_QUERY_KEYS.productInfo];
/** What a training change touches: every training list (hub, approval queue, management table). */
export const TRAINING_KEYS = [TRAINING_QUERY_KEYS.root];
