import type { AdminReservationRequest } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../../reservations/queries.ts';
import { updateReservation } from './api.ts';

/**
 * Saves the office's edit of a reservation; every reservation view refreshes, this one too,
 * since the server recomputes the price.
 */
export function useUpdateReservation(reservationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, body }: { carId: number; body: AdminReservationRequest }) =>
      updateReservation(reservationId, carId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
