import { useNavigate } from 'react-router';
import { confirmDialog } from '../../components/ConfirmDialog.ts';
import { useAuth } from './auth-context.ts';

/** Asks first; only on confirmation is the session cleared and the user sent home. */
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
    // The user area's guard sends a chosen logout home too, whichever renders first.
    signOut(true);
    await navigate('/');
  };
}
