import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Reservation } from '@keyturn/shared';
import type { Database } from '../../src/db/client.ts';
import { reservations } from '../../src/db/schema.ts';
import { bookCar } from './bookings.ts';
import { fromNow } from './clock.ts';
import type { ApiClient } from './harness.ts';
import { asRequestTime, at } from './times.ts';

const HOUR_MS = 3_600_000;

/**
 * The office records money: CHARGE taken, REFUND given back, at the counter unless the method
 * says the card paid online.
 */
export function recordByOffice(
  api: ApiClient,
  adminToken: string,
  reservationId: number,
  body: {
    kind: 'CHARGE' | 'REFUND';
    amount: number;
    note?: string;
    method?: string;
    noteForCustomer?: boolean;
  },
) {
  return api.post(`/api/reservations/admin/${reservationId}/payments`, {
    token: adminToken,
    body,
  });
}

/** The office takes the booking's whole price at the counter; fails unless it is recorded. */
export async function payInFull(
  api: ApiClient,
  adminToken: string,
  reservation: Reservation,
  note?: string,
): Promise<void> {
  const paid = await recordByOffice(api, adminToken, reservation.id, {
    kind: 'CHARGE',
    amount: reservation.totalPrice,
    // A note given here is the receipt's: it is marked for the customer.
    note,
    noteForCustomer: note !== undefined,
  });
  expect(paid.statusCode, paid.body).toBe(201);
}

/**
 * A booking whose customer never came: its pick-up moved to an hour ago on the tests' clock,
 * straight in the row (no booking can be made in the past), then the office's edit form saved as
 * it is but for its status, NO_SHOW, which the office may tell once the pick-up time has passed
 * (a trip ends as DONE only by its check-in). Gives the answer.
 */
export async function noShowByOfficeEdit(
  api: ApiClient,
  adminToken: string,
  db: Database,
  reservationId: number,
) {
  const missed = { pickUpTime: fromNow(-HOUR_MS), dropOffTime: fromNow(HOUR_MS) };
  await db.update(reservations).set(missed).where(eq(reservations.id, reservationId));
  const read = await api.get(`/api/reservations/${reservationId}/admin`, { token: adminToken });
  const reservation = read.json<Reservation>();
  return api.put('/api/reservations/admin/auth', {
    token: adminToken,
    query: { reservationId: reservation.id, carId: reservation.carId },
    body: {
      pickUpTime: asRequestTime(reservation.pickUpTime),
      dropOffTime: asRequestTime(reservation.dropOffTime),
      pickUpLocation: reservation.pickUpLocation,
      dropOffLocation: reservation.dropOffLocation,
      status: 'NO_SHOW',
    },
  });
}

/**
 * Ends a trip as the check-in will: written straight to the row, as a status the test starts
 * from, so that what settles the booking afterwards is the call the test makes.
 */
export async function endTrip(db: Database, reservationId: number): Promise<void> {
  await db.update(reservations).set({ status: 'DONE' }).where(eq(reservations.id, reservationId));
}

/**
 * Books two hours of the vehicle on a day of their own for each call, counting on from
 * `firstDay` days ahead, so that no two bookings of a test file collide.
 */
export function bookingDays(api: ApiClient, carId: number, firstDay: number) {
  let day = firstDay;
  return (token: string) => {
    day++;
    return bookCar(api, token, carId, { pickUpTime: at(day, 10), dropOffTime: at(day, 12) });
  };
}
