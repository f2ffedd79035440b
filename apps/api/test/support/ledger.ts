import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { reservations } from '../../src/db/schema.ts';
import type { ApiClient } from './harness.ts';

/** The office records money at the counter: CHARGE taken, REFUND given back. */
export function recordAtCounter(
  api: ApiClient,
  adminToken: string,
  reservationId: number,
  body: { kind: 'CHARGE' | 'REFUND'; amount: number; note?: string },
) {
  return api.post(`/api/reservations/admin/${reservationId}/payments`, {
    token: adminToken,
    body,
  });
}

/**
 * Ends a trip as the check-in would: written straight to the row, since a status is the test's
 * setup here, not what it tests (the office's edit only ends a trip whose pick-up has passed).
 */
export async function endTrip(db: Database, reservationId: number): Promise<void> {
  await db.update(reservations).set({ status: 'DONE' }).where(eq(reservations.id, reservationId));
}
