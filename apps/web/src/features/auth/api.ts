import type { LoginRequest, RegisterRequest, User } from '@keyturn/shared';
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
