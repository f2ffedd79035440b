import type { LoginRequest, RegisterRequest, User } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

export function login(body: LoginRequest): Promise<{ token: string }> {
  return apiRequest('/login', { method: 'POST', body });
}

export function register(body: RegisterRequest): Promise<{ message: string }> {
  return apiRequest('/register', { method: 'POST', body });
}

export function fetchCurrentUser(): Promise<User> {
  return apiRequest('/user');
}
