import type { AdminUserRequest, Page, User, UserSortField } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListQuery } from '../lib/list-params.ts';

/**
 * A page of users; with `search`, of those whose name or email holds each of its words; with
 * `role`, of staff (Administrator) or customers (Customer: the others).
 */
export function fetchUserPage(
  query: ListQuery<UserSortField, 'search' | 'role'>,
): Promise<Page<User>> {
  return apiRequest('/user/auth/pages', { query: { ...query } });
}

export function fetchUser(id: number): Promise<User> {
  return apiRequest(`/user/${id}/auth`);
}

/** The admin's update; builtIn goes along as false, as the spec says (the server ignores it). */
export function updateUser(
  id: number,
  body: AdminUserRequest & { builtIn: false },
): Promise<{ message: string }> {
  return apiRequest(`/user/${id}/auth`, { method: 'PUT', body });
}

export function deleteUser(id: number): Promise<{ message: string }> {
  return apiRequest(`/user/${id}/auth`, { method: 'DELETE' });
}
