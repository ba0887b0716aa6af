import { Outlet, useLocation } from '@newsroom/ui';
import { useEffect, useState } from 'react';
import { isAdmin, useCurrentUser } from '../session/currentUser';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavBar } from './NavBar';

const NAV_ID = 'main-nav';

/** Header, navigation and footer around every page except the sign-in screen. */
export function AppLayout() {
  const { data: user } = useCurrentUser();
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();

  // The collapsed menu closes whenever the page changes.
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <div className="app">
      <a className="app-skip" href="#main">
        Skip to content
      </a>
      <Header user={user} navId={NAV_ID} navOpen={navOpen} onToggleNav={() => setNavOpen((v) => !v)} />
      {user ? <NavBar id={NAV_ID} isAdmin={isAdmin(user)} open={navOpen} onNavigate={() => setNavOpen(false)} /> : null}
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
