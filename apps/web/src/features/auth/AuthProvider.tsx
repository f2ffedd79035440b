import type { User } from '@keyturn/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthorized } from '../../lib/api.ts';
import { forgetToken, hasStoredToken, restoreToken, storeToken } from '../../lib/token-storage.ts';
import { fetchCurrentUser } from './api.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

interface AuthState {
  restoring: boolean;
  user: User | null;
  loggedOut: boolean;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Only a stored login needs checking: an anonymous visitor's first render is the page itself,
  // the same as the server rendered it.
  const [state, setState] = useState<AuthState>(() => ({
    restoring: hasStoredToken(),
    user: null,
    loggedOut: false,
  }));

  const signOut = useCallback(
    (chosen = false) => {
      void forgetToken();
      setState({ restoring: false, user: null, loggedOut: chosen });
      // Cached reservations and profile data belong to the user who just left.
      queryClient.clear();
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (token: string) => {
      await storeToken(token);
      try {
        const user = await fetchCurrentUser();
        setState({ restoring: false, user, loggedOut: false });
        return user;
      } catch (error) {
        signOut();
        throw error;
      }
    },
    [signOut],
  );

  const reloadUser = useCallback(async () => {
    const user = await fetchCurrentUser();
    setState((current) => ({ ...current, user }));
  }, []);

  useEffect(() => {
    onUnauthorized(() => signOut());
    return () => onUnauthorized(undefined);
  }, [signOut]);

  // At start, a stored token is only trusted once the server accepts it. Without one there is
  // nothing to check, and nothing to change: a change of this context while React is still
  // taking over the server's HTML would throw that HTML away.
  useEffect(() => {
    if (!hasStoredToken()) return;
    let cancelled = false;
    const restore = async () => {
      if (!(await restoreToken())) return null;
      return fetchCurrentUser();
    };
    restore().then(
      (user) => {
        if (!cancelled) setState({ restoring: false, user, loggedOut: false });
      },
      () => {
        if (!cancelled) signOut();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      restoring: state.restoring,
      isLoggedIn: state.user !== null,
      user: state.user,
      loggedOut: state.loggedOut,
      signIn,
      signOut,
      reloadUser,
    }),
    [state, signIn, signOut, reloadUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
