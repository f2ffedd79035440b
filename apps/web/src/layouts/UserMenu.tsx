import { lazy, Suspense } from 'react';
import { LinkButton } from '../components/LinkButton.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { displayName } from '../lib/format.ts';

const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

/** Login and register for visitors; the account dropdown for a signed-in user. */
export function UserMenu() {
  const { user } = useAuth();

  if (!user) {
    return (
      <div className="d-flex gap-2">
        <LinkButton to="/auth/login" variant="outline-light" size="sm">
          Login
        </LinkButton>
        <LinkButton to="/auth/register" variant="warning" size="sm">
          Register
        </LinkButton>
      </div>
    );
  }

  return (
    <Suspense
      fallback={
        <span className="btn btn-outline-light btn-sm disabled">
          {displayName(user.firstName, user.lastName)}
        </span>
      }
    >
      <AccountMenu user={user} />
    </Suspense>
  );
}
