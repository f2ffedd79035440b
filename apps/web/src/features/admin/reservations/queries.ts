import type { AdminReservationRequest, BookingRequest, Reservation } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterBooking } from '../../booking/index.ts';
import { reservationKeys } from '../../reservations/index.ts';
import { recordKind } from '../lib/record-kind.ts';
import { userKeys } from '../users/index.ts';
import {
  createReservationFor,
  deleteReservation,
  fetchReservation,
  updateReservation,
  type BookedCustomer,
} from './api.ts';

export const reservationRecord = recordKind<Reservation>({
  thing: 'reservation',
  keys: reservationKeys,
  fetch: fetchReservation,
  remove: deleteReservation,
});

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

/**
 * The office's booking for a customer; the same views refresh as after a customer's own, and
 * the users' too when it made a new customer.
 */
export function useCreateReservationFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      carId,
      whom,
      body,
    }: {
      carId: number;
      whom: BookedCustomer;
      body: BookingRequest;
    }) => createReservationFor(carId, whom, body),
    onSuccess: async (_created, { whom }) => {
      await refreshAfterBooking(queryClient);
      if ('customer' in whom) await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
