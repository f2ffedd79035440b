import { DATE_RANGE_ORDER_MESSAGE, isDayRangeInOrder, RESERVATION_STATUSES } from '@keyturn/shared';
import { parseIsoDate, requestDate } from '../../../lib/iso-days.ts';
import {
  isoDay,
  oneOf,
  recordId,
  searchWords,
  type FilterSpec,
  type ListFilters,
} from '../lib/list-filters.ts';

export type ReservationFilter = 'customer' | 'carId' | 'status' | 'from' | 'to';

/** A day of the address (YYYY-MM-DD) as the API reads days (MM/DD/YYYY). */
export function requestDay(isoDay: string | undefined): string | undefined {
  const day = parseIsoDate(isoDay ?? null);
  return day && requestDate(day);
}

/** Why a range of days cannot be asked for (the server's rule and sentence), or undefined. */
export function dayRangeProblem(from: string | undefined, to: string | undefined) {
  return isDayRangeInOrder(requestDay(from), requestDay(to)) ? undefined : DATE_RANGE_ORDER_MESSAGE;
}

/**
 * The office's reservation filters: words of the customer's name or email, the vehicle, the
 * status, and the days the reservation holds its vehicle on. An address whose last day comes
 * before its first keeps the first.
 */
export const RESERVATION_FILTERS: FilterSpec<ReservationFilter> = {
  readers: {
    customer: searchWords,
    carId: recordId,
    status: oneOf(RESERVATION_STATUSES),
    from: isoDay,
    to: isoDay,
  },
  together: (filters: ListFilters<ReservationFilter>) => {
    if (!dayRangeProblem(filters.from, filters.to)) return filters;
    const kept = { ...filters };
    delete kept.to;
    return kept;
  },
};
