import {
  BILLING_QUERY_KEYS,
  embeddableVideoUrl,
  isSubscribed,
  MARKETING_VIDEO_CACHE_MS,
  type UserView,
} from '@newsroom/contracts';
import {
  apiFetch,
  buttonClass,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  fetchSubscriptionStatus,
  SUBSCRIPTION_STATUS_QUERY_KEY,
  VideoFrame,
  Link,
} from '@newsroom/ui';
import { useQuery } from '@tanstack/react-query';

export const MARKETING_VIDEO_QUERY_KEY = BILLING_QUERY_KEYS.marketingVideo;
/** Spec section 4: the marketing video is cached 5 minutes. */

interface MarketingVideo {
  videoUrl?: string | null;
}

/** Paid access: an admin, the full-access user, or a subscription that is active or trialing (a failed call is neither). */
export function usePaidAccess(user: UserView | null): { known: boolean; paid: boolean } {
  const needsStatus = Boolean(user) && user?.role !== 'admin' && !user?.fullAccess;
  const status = useQuery({
    queryKey: SUBSCRIPTION_STATUS_QUERY_KEY,
    queryFn: fetchSubscriptionStatus,
    enabled: needsStatus,
  });
  if (user?.role === 'admin' || user?.fullAccess) return { known: true, paid: true };
  if (!user) return { known: true, paid: false };
  if (status.isPending) return { known: false, paid: false };
  return { known: true, paid: !status.isError && isSubscribed(status.data?.status) };
}

/** The Social page's upgrade promo for users without paid access, with the marketing video if set. */
export function UpgradePromo() {
  // A failed call means no video, not an error on the page.
  const video = useQuery({
    queryKey: MARKETING_VIDEO_QUERY_KEY,
    queryFn: () => apiFetch<MarketingVideo | null>('/api/marketing-video'),
    staleTime: MARKETING_VIDEO_CACHE_MS,
  });
  // Only a YouTube or Vimeo player is framed (the CSP admits no other): anything else is not shown.
  const videoUrl = embeddableVideoUrl(video.isSuccess ? video.data?.videoUrl : null);

  return (
    <Card className="upgrade-promo" data-testid="upgrade-promo">
      <CardHeader>
        <CardTitle as="h2">Get the whole copy desk</CardTitle>
        <CardDescription>
          Social posts are free. Subscribe for VOSOTs, teases, banners, digital articles and the Training Hub.
        </CardDescription>
      </CardHeader>
      <CardContent className="upgrade-promo__content">
        {videoUrl ? (
          <div className="upgrade-promo__video">
            <VideoFrame src={videoUrl} title="Newsroom copy desk overview" />
          </div>
        ) : null}
        <Link to="/subscription" className={buttonClass('accent', 'lg')}>
          Start 7-Day Free Trial
        </Link>
      </CardContent>
    </Card>
  );
}
