import type { CheckInRequest, CheckOutRequest } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../../../reservations/index.ts';
import { checkIn, checkOut, previewCheckIn } from './api.ts';

/** A hand-over changes the status, records and charges every reservation view shows. */
function useHandoverMutation<T>(
  send: (id: number, body: T) => Promise<{ message: string }>,
  id: number,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}

export const useCheckOut = (id: number) => useHandoverMutation<CheckOutRequest>(checkOut, id);
export const useCheckIn = (id: number) => useHandoverMutation<CheckInRequest>(checkIn, id);

/** The review step's call: it changes nothing, so nothing refreshes. */
export function usePreviewCheckIn(id: number) {
  return useMutation({ mutationFn: (body: CheckInRequest) => previewCheckIn(id, body) });
}
