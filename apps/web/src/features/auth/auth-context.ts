import type { User } from '@keyturn/shared';
import { createContext, useContext } from 'react';

export interface AuthContextValue {
  /** True until a stored token has been checked against the server at start. */
  restoring: boolean;
  isLoggedIn: boolean;
  user: User | null;
  /** True after the user chose to log out (rather than the session ending by itself). */
  loggedOut: boolean;
  /** Stores the token and loads its user; clears the session again if that fails. */
  signIn: (token: string) => Promise<User>;
  /** Ends the session; `chosen` marks a logout the user asked for. */
  signOut: (chosen?: boolean) => void;
  /** Reloads the current user after a profile change. */
  reloadUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export function isAdministrator(user: User | null): boolean {
  return user?.roles.includes('Administrator') ?? false;
}
