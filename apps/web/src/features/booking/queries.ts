import type { BookingRequest } from '@keyturn/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reservationKeys } from '../reservations/index.ts';
import { searchKeys } from '../search/index.ts';
import { vehicleKeys } from '../vehicles/index.ts';
import { createReservation } from './api.ts';

/**
 * After a new booking, whoever made it: the customer's and the office's reservations, the
 * ranking, and the searches and calendars of free time refresh.
 */
export async function refreshAfterBooking(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
  await queryClient.invalidateQueries({ queryKey: vehicleKeys.popular() });
  await queryClient.invalidateQueries({ queryKey: searchKeys.all });
}

/** Books the vehicle for the signed-in customer. */
export function useCreateReservation(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRequest) => createReservation(carId, body),
    onSuccess: () => refreshAfterBooking(queryClient),
  });
}
