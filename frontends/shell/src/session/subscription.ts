import { isSubscribed } from '@newsroom/contracts';
import { fetchSubscriptionStatus, SUBSCRIPTION_STATUS_QUERY_KEY } from '@newsroom/ui';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from './currentUser';

/**
 * GET /api/subscription/status for the signed-in user (never asked signed out). Active and trialing
 * count as subscribed; anything else, still loading, or a failed call does not (spec section 4).
 */
export function useSubscriptionStatus() {
  const { data: user } = useCurrentUser();
  const query = useQuery({
    queryKey: SUBSCRIPTION_STATUS_QUERY_KEY,
    queryFn: fetchSubscriptionStatus,
    enabled: Boolean(user),
  });
  return { ...query, subscribed: !query.isError && isSubscribed(query.data?.status) };
}
