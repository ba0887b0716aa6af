import { Spinner, Navigate, Outlet, useLocation } from '@newsroom/ui';
import { isAdmin, useCurrentUser } from '../session/currentUser';

/** Protected routes: a spinner while the user loads; a signed-out visitor goes to /auth. */
export function RequireUser() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <Spinner label="Checking your session…" />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Admin-only routes: a non-admin is redirected to /. Nest inside RequireUser. */
export function RequireAdmin() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner label="Checking your session…" />;
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}
