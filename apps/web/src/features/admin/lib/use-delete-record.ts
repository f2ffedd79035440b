import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../../components/ConfirmDialog.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { toastFailure } from './notify.ts';

export interface DeleteRecordOptions {
  /** The record's kind in words ("vehicle"), for the confirmation. */
  thing: string;
  keys: { all: QueryKey; detail(id: number): QueryKey };
  remove(id: number): Promise<unknown>;
  success: string;
  failure: string;
  /** Where the administrator lands once the record is gone: its list. */
  backTo: string;
}

/**
 * An admin page's Delete: asks first, deletes, drops the record from the cache, refreshes every
 * view of its kind, says so and goes back to the list; a refusal says why and stays.
 */
export function useDeleteRecord({
  thing,
  keys,
  remove,
  success,
  failure,
  backTo,
}: DeleteRecordOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: keys.all });
      void toastSuccess(success);
      await navigate(backTo);
    },
    onError: (error) => toastFailure(failure, error),
  });
  return {
    confirmAndDelete: async (id: number) => {
      if (await confirmDelete(thing)) mutation.mutate(id);
    },
    // The button stays off after success too, while the page makes way for the list.
    isDeleting: mutation.isPending || mutation.isSuccess,
  };
}
