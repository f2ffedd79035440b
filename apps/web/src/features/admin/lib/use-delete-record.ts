import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../../components/ConfirmDialog.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { toastFailure } from './notify.ts';
import { refreshViewsOf, type RecordKind } from './record-kind.ts';
import { listAddress } from './list-addresses.ts';

/** What a Delete needs to know of its record's kind. */
export type DeletableKind = Pick<
  RecordKind<unknown>,
  'thing' | 'keys' | 'alsoRefresh' | 'remove' | 'deleted' | 'deleteFailed' | 'back'
>;

/**
 * An admin page's Delete: asks first, deletes, drops the record from the cache, refreshes every
 * view of its kind and those it alters, says so and goes back to the list; a refusal says why and stays.
 */
export function useDeleteRecord({
  thing,
  remove,
  deleted,
  deleteFailed,
  back,
  ...views
}: DeletableKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (answer, id) => {
      queryClient.removeQueries({ queryKey: views.keys.detail(id) });
      await refreshViewsOf(queryClient, views);
      void toastSuccess(typeof deleted === 'string' ? deleted : deleted(answer));
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
