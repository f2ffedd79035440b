import type { CheckInRequest, CheckOutRequest, HandoverDone } from '@keyturn/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../../lib/toast.ts';
import { reservationKeys } from '../../../reservations/index.ts';
import { vehicleKeys } from '../../../vehicles/index.ts';
import { checkIn, checkOut, fetchCar, previewCheckIn } from './api.ts';

/**
 * The car of a check-out, as the office knows it, under the one vehicle key space that a
 * hand-over refreshes (its odometer and who has it change).
 */
export const carAtCheckOut = (carId: number) =>
  queryOptions({
    queryKey: [...vehicleKeys.all, 'office', 'check-out', carId],
    queryFn: () => fetchCar(carId),
  });

/**
 * A hand-over changes the status, records and charges every reservation view shows, and the
 * car's odometer and who has it in the office's vehicle views. What the customer's card
 * refused (paid online) is said beside it: the office settles it at the counter.
 */
function useHandoverMutation<T>(send: (id: number, body: T) => Promise<HandoverDone>, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => send(id, body),
    onSuccess: (answer) => {
      if (answer.paymentProblem) toast(answer.paymentProblem, 'warning');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
      ]);
    },
  });
}

export const useCheckOut = (id: number) => useHandoverMutation<CheckOutRequest>(checkOut, id);
export const useCheckIn = (id: number) => useHandoverMutation<CheckInRequest>(checkIn, id);

/** The review step's call: it changes nothing, so nothing refreshes. */
export function usePreviewCheckIn(id: number) {
  return useMutation({ mutationFn: (body: CheckInRequest) => previewCheckIn(id, body) });
}
