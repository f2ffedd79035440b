import type { CheckInRequest, CheckOutRequest, HandoverDone } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast.ts';
import { reservationKeys } from '../../../reservations/index.ts';
import { checkIn, checkOut, previewCheckIn } from './api.ts';

/**
 * A hand-over changes the status, records and charges every reservation view shows. What the
 * customer's card refused (paid online) is said beside it: the office settles it at the counter.
 */
function useHandoverMutation<T>(send: (id: number, body: T) => Promise<HandoverDone>, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(id, body),
    onSuccess: (answer) => {
      if (answer.paymentProblem) toast(answer.paymentProblem, 'warning');
      return queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
  });
}

export const useCheckOut = (id: number) => useHandoverMutation<CheckOutRequest>(checkOut, id);
export const useCheckIn = (id: number) => useHandoverMutation<CheckInRequest>(checkIn, id);

/** The review step's call: it changes nothing, so nothing refreshes. */
export function usePreviewCheckIn(id: number) {
  return useMutation({ mutationFn: (body: CheckInRequest) => previewCheckIn(id, body) });
}
