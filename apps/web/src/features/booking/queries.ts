import type { BookingRequest } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../reservations/queries.ts';
import { searchKeys } from '../search/queries.ts';
import { vehicleKeys } from '../vehicles/queries.ts';
import { createReservation } from './api.ts';

/**
 * Books the vehicle; the customer's and the office's reservations, the ranking, and the
 * searches and calendars of free time refresh.
 */
export function useCreateReservation(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRequest) => createReservation(carId, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      await queryClient.invalidateQueries({ queryKey: vehicleKeys.popular() });
      await queryClient.invalidateQueries({ queryKey: searchKeys.all });
    },
  });
}
