import type { AdminUserRequest, User } from '@keyturn/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { recordKind } from '../lib/record-kind.ts';
import { deleteUser, fetchUser, fetchUserPage, updateUser } from './api.ts';
import { savedUser } from './user-form.ts';

export const userKeys = queryKeys('users');

export const userRecord = recordKind<User>({
  thing: 'user',
  keys: userKeys,
  fetch: fetchUser,
  remove: deleteUser,
});

/** How many users a search lists at once; typing more narrows them. */
export const USER_SEARCH_SIZE = 8;

/** The first customers matching what the office typed, by name. */
export const userSearchQuery = (search: string) => {
  const query = {
    page: 0,
    size: USER_SEARCH_SIZE,
    sort: 'lastName',
    direction: 'ASC',
    search,
    // The office books for customers only: staff are not offered.
    role: 'Customer',
  } as const;
  return queryOptions({ queryKey: userKeys.list(query), queryFn: () => fetchUserPage(query) });
};

/** Saves a user; the cache gets the saved fields (never the password) and the lists refresh. */
export function useUpdateUser(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdminUserRequest & { builtIn: false }) => updateUser(user.id, request),
    onSuccess: async (_answer, request) => {
      queryClient.setQueryData(userKeys.detail(user.id), savedUser(user, request));
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: userKeys.count() });
    },
  });
}
