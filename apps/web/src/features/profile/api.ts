import type {
  PasswordChanged,
  PasswordChangeRequest,
  ProfileRequest,
  Session,
} from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

export function updateProfile(body: ProfileRequest): Promise<{ message: string }> {
  return apiRequest('/user', { method: 'PUT', body });
}

export function changePassword(body: PasswordChangeRequest): Promise<PasswordChanged> {
  return apiRequest('/user/auth', { method: 'PATCH', body });
}

/** The signed-in person's sessions, the most recently used first (decision 077). */
export function fetchSessions(): Promise<Session[]> {
  return apiRequest('/user/sessions');
}

/** Ends one of the signed-in person's sessions; its token stops working at once. */
export function endSession(id: number): Promise<{ message: string }> {
  return apiRequest(`/user/sessions/${id}`, { method: 'DELETE' });
}
