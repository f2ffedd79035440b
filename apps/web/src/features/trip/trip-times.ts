import {
  billableHours,
  bookingWindowProblem,
  formatRequestDateTime,
  fromWallClock,
  MAX_BOOKING_MESSAGE,
  MIN_BOOKING_MESSAGE,
  PICK_UP_IN_PAST_MESSAGE,
  toWallClock,
  type BookingDetailsForm,
  type BookingRequest,
  type WallClock,
} from '@keyturn/shared';
import { takeHandedZoneOffsets } from '../../lib/handed-zone-offsets.ts';

export interface AvailabilityQuery {
  carId: number;
  pickUpDateTime: string;
  dropOffDateTime: string;
}

/** The inputs that say when: the time rule reads them together, the page's address keeps them. */
export const TRIP_TIME_FIELDS = ['pickUpDate', 'pickUpTime', 'dropOffDate', 'dropOffTime'] as const;
export type TripTimeField = (typeof TRIP_TIME_FIELDS)[number];
export type TripTimes = Pick<BookingDetailsForm, TripTimeField>;

export const isTripTimeField = (name: string | undefined): name is TripTimeField =>
  (TRIP_TIME_FIELDS as readonly (string | undefined)[]).includes(name);

const pad = (value: number) => String(value).padStart(2, '0');

/** A date input's 'YYYY-MM-DD' and a time input's 'HH:mm' as one wall-clock reading. */
export function formWallClock(date: string, time: string): WallClock {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second: 0 };
}

/** Today in the company's zone, as a date input's `min` wants it: the forms ask as they start. */
export function todayInZone(now: Date, timeZone: string): string {
  takeHandedZoneOffsets();
  const clock = toWallClock(now, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
}

export const SKIPPED_TIME_MESSAGE =
  'That time does not exist on that day (the clocks skip it for daylight saving time)';

/** A reason the time rule gives, and the input it is shown under. */
export interface TripProblem {
  field: TripTimeField;
  message: string;
}

// A reason not named here (one the shared rule may gain) is shown under the pick-up date.
const PROBLEM_FIELDS: Record<string, TripTimeField> = {
  [PICK_UP_IN_PAST_MESSAGE]: 'pickUpTime',
  [MIN_BOOKING_MESSAGE]: 'dropOffTime',
  [MAX_BOOKING_MESSAGE]: 'dropOffDate',
};

/** The instants the inputs name in the company's zone; null for a time the clocks skip. */
function tripInstants(times: TripTimes, timeZone: string) {
  return {
    pickUp: fromWallClock(formWallClock(times.pickUpDate, times.pickUpTime), timeZone),
    dropOff: fromWallClock(formWallClock(times.dropOffDate, times.dropOffTime), timeZone),
  };
}

/**
 * The time rule checked before asking the server: null when the chosen window can be booked,
 * else the sentence to show and the input it concerns.
 */
export function tripProblem(times: TripTimes, now: Date, timeZone: string): TripProblem | null {
  const { pickUp, dropOff } = tripInstants(times, timeZone);
  if (!pickUp) return { field: 'pickUpTime', message: SKIPPED_TIME_MESSAGE };
  if (!dropOff) return { field: 'dropOffTime', message: SKIPPED_TIME_MESSAGE };
  const message = bookingWindowProblem(pickUp, dropOff, now);
  return message ? { field: PROBLEM_FIELDS[message] ?? 'pickUpDate', message } : null;
}

/** How long a trip that passed the time rule lasts, and how many hours that is charged. */
export function tripLength(times: TripTimes, timeZone: string) {
  const { pickUp, dropOff } = tripInstants(times, timeZone);
  const durationMs = dropOff!.getTime() - pickUp!.getTime();
  return { minutes: Math.round(durationMs / 60_000), chargedHours: billableHours(durationMs) };
}

export function toAvailabilityQuery(carId: number, details: BookingDetailsForm): AvailabilityQuery {
  const { pickUpTime, dropOffTime } = toBookingRequest(details);
  return { carId, pickUpDateTime: pickUpTime, dropOffDateTime: dropOffTime };
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
