import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import type { ExtendTripRequest, Reservation } from '@keyturn/shared';
import {
  cancelMyReservation,
  extendTrip,
  fetchMyReservation,
  fetchMyReservations,
  fetchPayments,
  fetchTripExtension,
} from './api.ts';

/**
 * One key space for reservations: a customer's own (`mine`, `own`) and the office's views
 * (`list`, `detail`) sit under it, so a booking or an edit refreshes both.
 */
export const reservationKeys = {
  ...queryKeys('reservations'),
  mine: (page: number) => ['reservations', 'mine', page] as const,
  own: (id: number) => ['reservations', 'own', id] as const,
  /** How long a trip may be extended; with a drop-off, that extension's price. */
  /** A booking's ledger: under the reservations' keys, so a recorded payment refreshes both. */
  payments: (id: number) => ['reservations', 'payments', id] as const,
  extension: (id: number, dropOffTime?: string) =>
    ['reservations', 'extension', id, dropOffTime ?? null] as const,
};

export function useMyReservations(page: number) {
  return useQuery({
    queryKey: reservationKeys.mine(page),
    queryFn: () => fetchMyReservations(page),
    placeholderData: keepPreviousData,
  });
}

/** How often a booking just paid online is asked again until the provider's word confirms it. */
const CONFIRMATION_POLL_MS = 2000;

/**
 * One of the customer's reservations. `awaitingConfirmation`: the customer is back from the
 * payment provider's page, whose word may reach the server a moment later; a booking still
 * waiting for its payment is asked again until it has moved on.
 */
export function useMyReservation(id: number, { awaitingConfirmation = false } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: reservationKeys.own(id),
    queryFn: async () => {
      const before = queryClient.getQueryData<Reservation>(reservationKeys.own(id));
      const now = await fetchMyReservation(id);
      // Paid or released since: its ledger, read before, has moved on too.
      if (before && (before.status !== now.status || before.paid !== now.paid)) {
        void queryClient.invalidateQueries({ queryKey: reservationKeys.payments(id) });
      }
      return now;
    },
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) =>
      awaitingConfirmation && query.state.data?.status === 'PENDING_PAYMENT'
        ? CONFIRMATION_POLL_MS
        : false,
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

/** How long the customer's trip may be extended; asked only while it can be. */
export function useTripExtension(id: number, enabled: boolean) {
  return useQuery({
    queryKey: reservationKeys.extension(id),
    queryFn: () => fetchTripExtension(id),
    enabled,
  });
}

/** The trip priced to a later drop-off, as the extension would store it; the last price stays while the next loads. */
export function useExtensionQuote(id: number, dropOffTime: string) {
  return useQuery({
    queryKey: reservationKeys.extension(id, dropOffTime),
    queryFn: () => fetchTripExtension(id, dropOffTime),
    enabled: dropOffTime !== '',
    placeholderData: keepPreviousData,
  });
}

/** Extends the trip; the reservation, its extension and the office's views refresh. */
export function useExtendTrip(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExtendTripRequest) => extendTrip(id, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}

export const paymentsQuery = (id: number) =>
  queryOptions({ queryKey: reservationKeys.payments(id), queryFn: () => fetchPayments(id) });
