import { accessOptionsFor, canUse, type FeatureId, type UserView } from '@newsroom/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { buttonClass } from './Button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';
import { fetchSubscriptionStatus, SUBSCRIPTION_STATUS_QUERY_KEY } from './http/subscriptionStatus';
import { Spinner } from './Spinner';

/** Spec section 4: the access gate refetches the subscription status every 5 s. */
export const GATE_STATUS_REFETCH_MS = 5000;
export const SUBSCRIPTION_PATH = '/subscription';

export interface GateLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface PremiumGateProps {
  feature: FeatureId;
  user: UserView | null;
  children: ReactNode;
  /** Renders the link to /subscription; pass the router's Link inside an app (ui has no router). */
  renderLink?(props: GateLinkProps): ReactNode;
}

const plainLink = ({ href, className, children }: GateLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The spec's Premium Feature card, shown instead of a gated tool. */
export function PremiumFeatureCard({ renderLink = plainLink }: Pick<PremiumGateProps, 'renderLink'>) {
  return (
    <Card className="nr-premium-card" data-testid="premium-card">
      <CardHeader>
        <CardTitle as="h2">Premium Feature</CardTitle>
        <CardDescription>
          This tool is part of the paid plan. Subscribe or start a free trial to use it.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        {renderLink({
          href: SUBSCRIPTION_PATH,
          className: buttonClass('primary'),
          children: 'View Subscription Options',
        })}
      </CardFooter>
    </Card>
  );
}

/**
 * Shows its children only to a viewer who may use the feature (`canUse`): admins and the
 * full-access user at once, others when the subscription status is active or trialing. A failed status call counts as inactive.
 * The server enforces the same rule; this only spares the user a form they cannot submit.
 */
export function PremiumGate({ feature, user, children, renderLink }: PremiumGateProps) {
  const needsStatus = Boolean(user) && user?.role !== 'admin' && !user?.fullAccess;
  const status = useQuery({
    queryKey: SUBSCRIPTION_STATUS_QUERY_KEY,
    queryFn: fetchSubscriptionStatus,
    refetchInterval: GATE_STATUS_REFETCH_MS,
    enabled: needsStatus,
  });

  if (needsStatus && status.isPending) return <Spinner label="Checking your subscription…" />;

  const subscriptionStatus = status.isError ? null : status.data?.status;
  const allowed = user
    ? canUse(feature, { username: user.username, role: user.role, subscriptionStatus }, accessOptionsFor(user))
    : false;
  return allowed ? <>{children}</> : <PremiumFeatureCard renderLink={renderLink} />;
}
