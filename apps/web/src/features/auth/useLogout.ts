import { useNavigate } from 'react-router';
import { confirmDialog } from '../../components/ConfirmDialog.ts';
import { logout } from './api.ts';
import { useAuth } from './auth-context.ts';

/** How long a confirmed logout waits for the server before leaving anyway. */
const SERVER_WAIT_MS = 5_000;

/**
 * Asks first; on confirmation the server ends the session's tokens (a copied token is worth
 * nothing afterwards), then the session is cleared here and the user sent home. The session is
 * cleared whatever the server answered: offline, slow or with an expired token, the user leaves.
 */
export function useLogout(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    const confirmed = await confirmDialog({
      title: 'Logout',
      text: 'Are you sure you want to logout?',
      confirmButtonText: 'Logout',
    });
    if (!confirmed) return;
    await logout(AbortSignal.timeout(SERVER_WAIT_MS)).catch(() => undefined);
    // The user area's guard sends a chosen logout home too, whichever renders first.
    signOut(true);
    await navigate('/');
  };
}
