import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshViewsOf, type RecordKind } from './record-kind.ts';

/** How one kind of record is saved, which views show it, and its list. */
export type SavableKind<R> = Pick<RecordKind<unknown>, 'keys' | 'alsoRefresh' | 'back'> & {
  create(request: R): Promise<{ message: string }>;
  update(id: number, request: R): Promise<{ message: string }>;
};

/**
 * Creates (no `id`) or updates a record; once saved, every view of its kind, and of those it
 * alters, refreshes. Resolves to the server's answer, whose sentence says what was done.
 */
export function useSaveRecord<R>(kind: SavableKind<R>, id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: R) =>
      id === undefined ? kind.create(request) : kind.update(id, request),
    onSuccess: () => refreshViewsOf(queryClient, kind),
  });
}
