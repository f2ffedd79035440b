import type { PasswordChanged, PasswordChangeRequest, ProfileRequest } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

export function updateProfile(body: ProfileRequest): Promise<{ message: string }> {
  return apiRequest('/user', { method: 'PUT', body });
}

export function changePassword(body: PasswordChangeRequest): Promise<PasswordChanged> {
  return apiRequest('/user/auth', { method: 'PATCH', body });
}
