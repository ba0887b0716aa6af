import { cx, Link, useLocation } from '@newsroom/ui';
import { ADMIN_NAV_ITEM, isNavItemActive, NAV_ITEMS } from './navItems';

export interface NavBarProps {
  id: string;
  isAdmin: boolean;
  /** Small screens only: whether the collapsed menu is open. */
  open: boolean;
  onNavigate(): void;
}

export function NavBar({ id, isAdmin, open, onNavigate }: NavBarProps) {
  const { pathname } = useLocation();
  const items = isAdmin ? [...NAV_ITEMS, ADMIN_NAV_ITEM] : NAV_ITEMS;
  return (
    <nav id={id} aria-label="Main" className={cx('app-nav', open && 'app-nav--open')}>
      <ul className="app-nav__list">
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={cx('app-nav__link', active && 'app-nav__link--active')}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
