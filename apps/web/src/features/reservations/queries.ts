import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { cancelMyReservation, fetchMyReservation, fetchMyReservations } from './api.ts';

/**
 * One key space for reservations: a customer's own (`mine`, `own`) and the office's views
 * (`list`, `detail`) sit under it, so a booking or an edit refreshes both.
 */
export const reservationKeys = {
  ...queryKeys('reservations'),
  mine: (page: number) => ['reservations', 'mine', page] as const,
  own: (id: number) => ['reservations', 'own', id] as const,
};

export function useMyReservations(page: number) {
  return useQuery({
    queryKey: reservationKeys.mine(page),
    queryFn: () => fetchMyReservations(page),
    placeholderData: keepPreviousData,
  });
}

export function useMyReservation(id: number) {
  return useQuery({
    queryKey: reservationKeys.own(id),
    queryFn: () => fetchMyReservation(id),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Cancels one of the customer's reservations; every reservation view, the office's too, refreshes. */
export function useCancelReservation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelMyReservation(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}
