import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reservationKeys } from '../../reservations/index.ts';
import { fetchTimeline } from './api.ts';

/** Under the reservations' keys: a booking or an office edit refreshes the timeline too. */
export const timelineKey = (from: string, days: number) =>
  [...reservationKeys.all, 'timeline', from, days] as const;

export function useTimeline(from: string, days: number) {
  return useQuery({
    queryKey: timelineKey(from, days),
    queryFn: () => fetchTimeline(from, days),
    // The week shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}
