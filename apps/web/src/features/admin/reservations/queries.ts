import type { AdminReservationRequest, BookingRequest, Reservation } from '@keyturn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterBooking } from '../../booking/index.ts';
import { reservationKeys } from '../../reservations/index.ts';
import { recordKind } from '../lib/record-kind.ts';
import {
  createReservationFor,
  deleteReservation,
  fetchReservation,
  updateReservation,
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

/** The office's booking for a customer; the same views refresh as after a customer's own. */
export function useCreateReservationFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      carId,
      userId,
      body,
    }: {
      carId: number;
      userId: number;
      body: BookingRequest;
    }) => createReservationFor(carId, userId, body),
    onSuccess: () => refreshAfterBooking(queryClient),
  });
}
