import type { MissedPickUp, OfficeDay, OverdueTrip } from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { reservationKeys } from '../../reservations/index.ts';

/*
 * Under the reservations' key space, so a hand-over or an edit anywhere refreshes them. They
 * are read again each minute as well: a trip turns overdue by the clock, not by an edit.
 */
const REFRESH_MS = 60_000;

export function useOfficeDay() {
  return useQuery({
    queryKey: [...reservationKeys.all, 'office-day'],
    queryFn: () => apiRequest<OfficeDay>('/reservations/admin/today'),
    refetchInterval: REFRESH_MS,
  });
}

export function useMissedPickUps() {
  return useQuery({
    queryKey: [...reservationKeys.all, 'missed-pick-ups'],
    queryFn: () => apiRequest<MissedPickUp[]>('/reservations/admin/missed-pick-ups'),
    refetchInterval: REFRESH_MS,
  });
}

export function useOverdueTrips() {
  return useQuery({
    queryKey: [...reservationKeys.all, 'overdue'],
    queryFn: () => apiRequest<OverdueTrip[]>('/reservations/admin/overdue'),
    refetchInterval: REFRESH_MS,
  });
}
