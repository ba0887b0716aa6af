import type { UserView } from '@newsroom/contracts';
import { buttonClass, Link } from '@newsroom/ui';
import { PRODUCT_NAME, TAGLINE } from '../config';
import { useSubscriptionStatus } from '../session/subscription';
import { AccountMenu } from './AccountMenu';

export interface HeaderProps {
  user: UserView | null | undefined;
  navId: string;
  navOpen: boolean;
  onToggleNav(): void;
}

export function Header({ user, navId, navOpen, onToggleNav }: HeaderProps) {
  const { subscribed } = useSubscriptionStatus();
  return (
    <header className="app-header">
      <div className="app-header__inner">
        {user ? (
          <button
            type="button"
            className="app-header__toggle"
            aria-controls={navId}
            aria-expanded={navOpen}
            aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            onClick={onToggleNav}
          >
            <span aria-hidden="true" className="app-header__toggle-bars" />
          </button>
        ) : null}
        <Link to="/" className="app-header__brand">
          <span className="app-header__logo" aria-hidden="true">
            N
          </span>
          <span className="app-header__titles">
            <span className="app-header__name">{PRODUCT_NAME}</span>
            <span className="app-header__tagline">{TAGLINE}</span>
          </span>
        </Link>
        <div className="app-header__actions">
          {user ? (
            <AccountMenu user={user} subscribed={subscribed} />
          ) : user === null ? (
            <Link to="/auth" className={buttonClass('accent', 'sm')}>
              Sign in
            </Link>
          ) : null}
        </div>
      </div>
    </header>
  );
}
