import {
  adminReservationSchema,
  bookingDetailsFormSchema,
  carIdQuerySchema,
  ON_THE_ROAD_DROP_OFF_PASSED_MESSAGE,
  RESERVATION_STATUSES,
  officeStatusProblem,
  type AdminReservationRequest,
  type Reservation,
  type ReservationStatus,
} from '@keyturn/shared';
import type { Resolver } from 'react-hook-form';
import { toBookingRequest, withTimeRule } from '../../trip/index.ts';
import { responseInstant } from '../../reservations/index.ts';
import { formResolver } from '../lib/form-resolver.ts';

/** The inputs: a vehicle select (its id as text), date and time inputs, places and status. */
export interface ReservationFormValues {
  carId: string;
  pickUpDate: string;
  pickUpTime: string;
  dropOffDate: string;
  dropOffTime: string;
  pickUpLocation: string;
  dropOffLocation: string;
  status: string;
}

/** The booking form's trip rules plus the admin's vehicle ('Select a car') and status. */
export const reservationFormSchema = bookingDetailsFormSchema.extend({
  carId: carIdQuerySchema.shape.carId,
  status: adminReservationSchema.shape.status,
});

/** A response time 'YYYY-MM-DDTHH:mm:ss' as a date input's and a time input's values. */
export function splitWallClock(value: string): { date: string; time: string } {
  return { date: value.slice(0, 10), time: value.slice(11, 16) };
}

export function reservationFormValues(reservation: Reservation): ReservationFormValues {
  const pickUp = splitWallClock(reservation.pickUpTime);
  const dropOff = splitWallClock(reservation.dropOffTime);
  return {
    carId: String(reservation.car.id),
    pickUpDate: pickUp.date,
    pickUpTime: pickUp.time,
    dropOffDate: dropOff.date,
    dropOffTime: dropOff.time,
    pickUpLocation: reservation.pickUpLocation,
    dropOffLocation: reservation.dropOffLocation,
    status: reservation.status,
  };
}

type SavedTrip = Pick<Reservation, 'status' | 'pickUpTime'>;

/**
 * The statuses the select offers: the saved one, and each the booking's life lets the office's
 * edit set now (a cancellation; a no-show only once pick-up has passed; nothing after a final
 * status, and never picked up or returned, which only the hand-over desk records).
 */
export function statusChoices(saved: SavedTrip, timeZone: string, now: Date): ReservationStatus[] {
  const pickUp = responseInstant(saved.pickUpTime, timeZone);
  return RESERVATION_STATUSES.filter(
    (status) =>
      status === saved.status || officeStatusProblem(saved.status, status, pickUp, now) === null,
  );
}

/**
 * The fields' own rules, then the booking's time rule as the server applies it to an edit: a
 * pick-up left as it was may lie in the past (the office closes trips that happened), a moved
 * one may not; a trip on the road is due back later than now. `now` is read each time.
 */
export function reservationResolver(
  saved: SavedTrip,
  timeZone: string,
  now: () => Date = () => new Date(),
): Resolver<ReservationFormValues> {
  const fieldRules = formResolver<ReservationFormValues>(reservationFormSchema);
  const savedPickUp = splitWallClock(saved.pickUpTime);
  return async (values, context, options) => {
    const pickUpKept =
      values.pickUpDate === savedPickUp.date && values.pickUpTime === savedPickUp.time;
    // The inputs hold whole minutes: the kept pick-up is measured from its own minute.
    const from = pickUpKept
      ? responseInstant(`${savedPickUp.date}T${savedPickUp.time}:00`, timeZone)
      : now();
    const result = await withTimeRule(fieldRules, timeZone, () => from)(values, context, options);
    if (saved.status !== 'IN_PROGRESS' || 'dropOffTime' in result.errors) return result;
    // A car on the road is due back later than now, whatever the booking's time rule allows.
    const dropOff = responseInstant(`${values.dropOffDate}T${values.dropOffTime}:00`, timeZone);
    if (dropOff.getTime() > now().getTime()) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        dropOffTime: { type: 'onTheRoad', message: ON_THE_ROAD_DROP_OFF_PASSED_MESSAGE },
      },
    };
  };
}

/** A response time 'YYYY-MM-DDTHH:mm:ss' as a request's 'MM/DD/YYYY HH:mm:ss'. */
function asRequestTime(saved: string): string {
  return `${saved.slice(5, 7)}/${saved.slice(8, 10)}/${saved.slice(0, 4)} ${saved.slice(11, 19)}`;
}

/**
 * The saved time to the second while its inputs still show its minute: the inputs hold whole
 * minutes, and a booking made to the second would otherwise read as moved (a trip on the road
 * may not move its pick-up at all).
 */
function keptToTheSecond(sent: string, saved: string): string {
  const savedSent = asRequestTime(saved);
  return sent.slice(0, 16) === savedSent.slice(0, 16) ? savedSent : sent;
}

/** The update: times as 'MM/DD/YYYY HH:mm:ss' wall clock (as bookings send them), plus status. */
export function toReservationUpdate(
  values: ReservationFormValues,
  saved: Pick<Reservation, 'pickUpTime' | 'dropOffTime'>,
): {
  carId: number;
  body: AdminReservationRequest;
} {
  const parsed = reservationFormSchema.parse(values);
  const trip = toBookingRequest(parsed);
  return {
    carId: parsed.carId,
    body: {
      ...trip,
      pickUpTime: keptToTheSecond(trip.pickUpTime, saved.pickUpTime),
      dropOffTime: keptToTheSecond(trip.dropOffTime, saved.dropOffTime),
      status: parsed.status,
    },
  };
}
