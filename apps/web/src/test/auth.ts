import type { AuthContextValue } from '../features/auth/auth-context.ts';

/** The auth context of a visitor who has not signed in; a test spreads it to sign someone in. */
export const signedOutAuth: AuthContextValue = {
  restoring: false,
  isLoggedIn: false,
  user: null,
  loggedOut: false,
  signIn: () => Promise.reject(new Error('not in this test')),
  signOut: () => undefined,
  reloadUser: () => Promise.resolve(),
};
