import type { AdminUserRequest, User } from '@keyturn/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchAllUsers, updateUser } from './api.ts';
import { savedUser } from './user-form.ts';

export const userKeys = queryKeys('users');

/** Everyone the office may book for, once per visit of the page. */
export const userChoicesQuery = queryOptions({
  queryKey: [...userKeys.lists(), 'all'],
  queryFn: fetchAllUsers,
});

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
