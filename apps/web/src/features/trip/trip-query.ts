import type { TripTimes } from './trip-times.ts';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * The query of a vehicle page that holds the trip's dates, e.g. for the way back from the
 * login page: `?pickUp=2026-12-01T10:00&dropOff=2026-12-01T14:00`. Empty without dates.
 */
export function tripQuery(trip: Partial<TripTimes>): string {
  const params = new URLSearchParams();
  if (trip.pickUpDate && trip.pickUpTime)
    params.set('pickUp', `${trip.pickUpDate}T${trip.pickUpTime}`);
  if (trip.dropOffDate && trip.dropOffTime) {
    params.set('dropOff', `${trip.dropOffDate}T${trip.dropOffTime}`);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The dates and times a vehicle page's query holds; what is missing or malformed stays empty. */
export function tripFromQuery(search: URLSearchParams): TripTimes {
  const [, pickUpDate = '', pickUpTime = ''] = DATE_TIME.exec(search.get('pickUp') ?? '') ?? [];
  const [, dropOffDate = '', dropOffTime = ''] = DATE_TIME.exec(search.get('dropOff') ?? '') ?? [];
  return { pickUpDate, pickUpTime, dropOffDate, dropOffTime };
}
