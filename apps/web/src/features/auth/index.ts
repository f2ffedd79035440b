export { isAdministrator, useAuth } from './auth-context.ts';
export { signInPath } from './return-path.ts';
export { useLogout } from './useLogout.ts';
