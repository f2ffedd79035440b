import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyPage } from '../lib/lazy-page.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { signInPath } from '../features/auth/return-path.ts';
import { useAuth } from '../features/auth/auth-context.ts';
import { displayName } from '../lib/format.ts';

const AccountMenu = lazyPage(() => import('./AccountMenu.tsx'), 'default');

/** Login and register for visitors; the account dropdown for a signed-in user. */
export function UserMenu() {
  const { user } = useAuth();
  const { pathname, search } = useLocation();

  if (!user) {
    // Signing in from any page comes back to that page.
    const here = pathname + search;
    return (
      <div className="d-flex gap-2">
        <LinkButton to={signInPath('login', here)} variant="outline-light" size="sm">
          Login
        </LinkButton>
        <LinkButton to={signInPath('register', here)} variant="warning" size="sm">
          Register
        </LinkButton>
      </div>
    );
  }

  const name = displayName(user.firstName, user.lastName);
  return (
    // If the dropdown's code cannot come (offline), the name still leads to the user's profile.
    <ErrorBoundary
      fallback={() => (
        <LinkButton to="/user" variant="outline-light" size="sm" className="user-menu-toggle">
          {name}
        </LinkButton>
      )}
    >
      <Suspense fallback={<span className="btn btn-outline-light btn-sm disabled">{name}</span>}>
        <AccountMenu user={user} />
      </Suspense>
    </ErrorBoundary>
  );
}
