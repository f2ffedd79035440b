import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { reservations } from '../../src/db/schema.ts';
import { bookCar } from './bookings.ts';
import type { ApiClient } from './harness.ts';
import { at } from './times.ts';

/**
 * The office records money: CHARGE taken, REFUND given back, at the counter unless the method
 * says the card paid online.
 */
export function recordByOffice(
  api: ApiClient,
  adminToken: string,
  reservationId: number,
  body: { kind: 'CHARGE' | 'REFUND'; amount: number; note?: string; method?: string },
) {
  return api.post(`/api/reservations/admin/${reservationId}/payments`, {
    token: adminToken,
    body,
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
