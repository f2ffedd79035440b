import assert from 'node:assert/strict';
import type { Page, Reservation } from '@keyturn/shared';
import { api, apiToken } from './admin.ts';
import { companyDate, requestTime } from './dates.ts';

interface Booking {
  daysAhead: number;
  /** Company wall-clock times, HH:mm:ss. */
  from: string;
  to: string;
  pickUpLocation?: string;
  dropOffLocation?: string;
}

/** Books a vehicle straight through the API, as the customer whose token this is. */
export async function bookViaApi(token: string, vehicleId: number, booking: Booking) {
  const day = companyDate(booking.daysAhead);
  return api<{ id: number }>(`/reservations/add?carId=${vehicleId}`, token, {
    method: 'POST',
    body: {
      pickUpTime: requestTime(day, booking.from),
      dropOffTime: requestTime(day, booking.to),
      pickUpLocation: booking.pickUpLocation ?? 'Union Square',
      dropOffLocation: booking.dropOffLocation ?? 'Union Square',
    },
    expect: 201,
  });
}

/** The customer's own reservations, as the API lists them to them (newest first). */
export async function ownReservations(customer: {
  email: string;
  password: string;
}): Promise<Reservation[]> {
  const token = await apiToken(customer.email, customer.password);
  return (await api<Page<Reservation>>('/reservations/auth/all', token)).content;
}

/** The customer's own reservation of that vehicle; fails unless there is one. */
export async function ownReservationOf(
  customer: { email: string; password: string },
  vehicleId: number,
): Promise<Reservation> {
  const stored = (await ownReservations(customer)).find(
    (reservation) => reservation.car.id === vehicleId,
  );
  assert.ok(stored, 'the reservation is stored');
  return stored;
}
