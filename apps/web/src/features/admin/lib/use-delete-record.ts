import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../../components/ConfirmDialog.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { toastFailure } from './notify.ts';
import type { RecordKind } from './record-kind.ts';
import { listAddress } from './list-addresses.ts';

/** What a Delete needs to know of its record's kind. */
export type DeletableKind = Pick<
  RecordKind<unknown>,
  'thing' | 'keys' | 'remove' | 'deleted' | 'deleteFailed' | 'back'
>;

/**
 * An admin page's Delete: asks first, deletes, drops the record from the cache, refreshes every
 * view of its kind, says so and goes back to the list; a refusal says why and stays.
 */
export function useDeleteRecord({
  thing,
  keys,
  remove,
  deleted,
  deleteFailed,
  back,
}: DeletableKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: keys.all });
      void toastSuccess(deleted);
      await navigate(listAddress(back.to));
    },
    onError: (error) => toastFailure(deleteFailed, error),
  });
  return {
    confirmAndDelete: async (id: number) => {
      if (await confirmDelete(thing)) mutation.mutate(id);
    },
    // The button stays off after success too, while the page makes way for the list.
    isDeleting: mutation.isPending || mutation.isSuccess,
  };
}
