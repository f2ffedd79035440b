import {
  bookingWindowProblem,
  formatRequestDateTime,
  fromWallClock,
  toWallClock,
  type BookingDetailsForm,
  type BookingRequest,
  type WallClock,
} from '@keyturn/shared';

export interface AvailabilityQuery {
  carId: number;
  pickUpDateTime: string;
  dropOffDateTime: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date input's 'YYYY-MM-DD' and a time input's 'HH:mm' as one wall-clock reading. */
export function formWallClock(date: string, time: string): WallClock {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second: 0 };
}

/** Today in the company's zone, as a date input's `min` wants it. */
export function todayInZone(now: Date, timeZone: string): string {
  const clock = toWallClock(now, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

export const SKIPPED_TIME_MESSAGE =
  'That time does not exist on that day (the clocks skip it for daylight saving time)';

/**
 * The time rule checked before asking the server: null when the chosen window can be booked,
 * else the sentence to show. Wall clocks are compared as instants in the company's zone.
 */
export function bookingDatesProblem(
  details: Pick<BookingDetailsForm, 'pickUpDate' | 'pickUpTime' | 'dropOffDate' | 'dropOffTime'>,
  now: Date,
  timeZone: string,
): string | null {
  const pickUp = fromWallClock(formWallClock(details.pickUpDate, details.pickUpTime), timeZone);
  const dropOff = fromWallClock(formWallClock(details.dropOffDate, details.dropOffTime), timeZone);
  if (!pickUp || !dropOff) return SKIPPED_TIME_MESSAGE;
  return bookingWindowProblem(pickUp, dropOff, now);
}

export function toAvailabilityQuery(carId: number, details: BookingDetailsForm): AvailabilityQuery {
  return {
    carId,
    pickUpDateTime: formatRequestDateTime(formWallClock(details.pickUpDate, details.pickUpTime)),
    dropOffDateTime: formatRequestDateTime(formWallClock(details.dropOffDate, details.dropOffTime)),
  };
}

/** The booking body: times as MM/DD/YYYY HH:mm:ss wall clock; no card field ever goes in. */
export function toBookingRequest(details: BookingDetailsForm): BookingRequest {
  return {
    pickUpTime: formatRequestDateTime(formWallClock(details.pickUpDate, details.pickUpTime)),
    dropOffTime: formatRequestDateTime(formWallClock(details.dropOffDate, details.dropOffTime)),
    pickUpLocation: details.pickUpLocation.trim(),
    dropOffLocation: details.dropOffLocation.trim(),
  };
}
