import {
  adminReservationSchema,
  bookingDetailsFormSchema,
  carIdQuerySchema,
  type AdminReservationRequest,
  type Reservation,
} from '@keyturn/shared';
import { toBookingRequest } from '../../booking/booking-request.ts';

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

/** The update: times as 'MM/DD/YYYY HH:mm:ss' wall clock (as bookings send them), plus status. */
export function toReservationUpdate(values: ReservationFormValues): {
  carId: number;
  body: AdminReservationRequest;
} {
  const parsed = reservationFormSchema.parse(values);
  return {
    carId: parsed.carId,
    body: { ...toBookingRequest(parsed), status: parsed.status },
  };
}
