import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdministrator, useAuth } from './auth-context.ts';
import { returnPathFrom, signInPath } from './return-path.ts';

/** The user area: anonymous visitors are sent to the login page, which brings them back. */
export function RequireUser() {
  const { user, loggedOut } = useAuth();
  const { pathname, search } = useLocation();
  // After a chosen logout the user goes home, as the logout asks; otherwise to the login page.
  if (!user) {
    return <Navigate to={loggedOut ? '/' : signInPath('login', pathname + search)} replace />;
  }
  return <Outlet />;
}

/**
 * The admin area: a signed-out visitor is sent to the login page, which brings them back
 * (decision 040); a signed-in user without the Administrator role goes to the forbidden page.
 */
export function RequireAdmin() {
  const { user, loggedOut } = useAuth();
  const { pathname, search } = useLocation();
  if (!user) {
    // A chosen logout from the admin sidebar goes home, not back to the login page.
    return <Navigate to={loggedOut ? '/' : signInPath('login', pathname + search)} replace />;
  }
  if (!isAdministrator(user)) return <Navigate to="/forbidden" replace />;
  return <Outlet />;
}

/**
 * Login and register: a signed-in user has nothing to do there and goes where the page was
 * asked to return to (home by default).
 */
export function GuestOnly() {
  const { user } = useAuth();
  const { search } = useLocation();
  if (user) return <Navigate to={returnPathFrom(search)} replace />;
  return <Outlet />;
}
