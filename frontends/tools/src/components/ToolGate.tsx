import type { FeatureId, UserView } from '@newsroom/contracts';
import { PremiumGate, Link } from '@newsroom/ui';
import type { ReactNode } from 'react';

/** PremiumGate with the router's Link, so View Subscription Options stays inside the app. */
export function ToolGate({
  feature,
  user,
  children,
}: {
  feature: FeatureId;
  user: UserView | null;
  children: ReactNode;
}) {
  return (
    <PremiumGate
      feature={feature}
      user={user}
      renderLink={({ href, className, children: label }) => (
        <Link to={href} className={className}>
          {label}
        </Link>
      )}
    >
      {children}
    </PremiumGate>
  );
}
