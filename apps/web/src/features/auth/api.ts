import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  User,
} from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

export function login(body: LoginRequest): Promise<{ token: string }> {
  return apiRequest('/login', { method: 'POST', body });
}

export function register(body: RegisterRequest): Promise<{ message: string }> {
  return apiRequest('/register', { method: 'POST', body });
}

/** Ends every token of the signed-in user on the server; `signal` bounds the wait. */
export function logout(signal?: AbortSignal): Promise<{ message: string }> {
  return apiRequest('/logout', { method: 'POST', signal });
}

export function fetchCurrentUser(): Promise<User> {
  return apiRequest('/user');
}

/** Mails a reset link if the address has an account; the answer is the same either way. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<{ message: string }> {
  return apiRequest('/password/forgot', { method: 'POST', body });
}

export function resetPassword(body: ResetPasswordRequest): Promise<{ message: string }> {
  return apiRequest('/password/reset', { method: 'POST', body });
}
