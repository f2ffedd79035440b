import { eq, sql } from 'drizzle-orm';
import { isFinal, type ReservationStatus } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { isStillReferenced, refusedAs } from '../../db/errors.ts';
import { payments, reservationHandovers, reservations } from '../../db/schema.ts';
import { RefusedDeletion } from './refusals.ts';

export const ON_THE_ROAD_DELETION_MESSAGE =
  'This trip is on the road, so it cannot be deleted: it ends with its check-in when the car ' +
  'comes back.';
/** What the database's own references still refuse: receipts, checkouts, refunds under way. */
export const RESERVATION_WITH_PAYMENTS_MESSAGE =
  'A reservation with payments or a receipt cannot be deleted; cancel it instead.';

/** What becomes of a booking that stays: an open one can still be called off. */
const instead = (status: ReservationStatus) =>
  isFinal(status) ? 'it stays as the record of what happened' : 'cancel it instead';

/**
 * Refuses, with a RefusedDeletion (409), the deletion of a booking that is history: a trip on
 * the road, or one with money on its ledger or a hand-over record; it can be cancelled or
 * closed instead (contract section 7). Holds the booking's row until the transaction ends, so
 * no check-out or payment slips in before the delete. False when there is no such booking.
 */
export async function assertDeletable(tx: Database, id: number): Promise<boolean> {
  const [booking] = await tx
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('update');
  if (!booking) return false;
  if (booking.status === 'IN_PROGRESS') throw new RefusedDeletion(ON_THE_ROAD_DELETION_MESSAGE);
  // Read after the lock, in a statement of its own: what a writer committed while this one
  // waited for the row is seen.
  const [records] = await tx
    .select({
      paid: sql<boolean>`EXISTS (${tx
        .select({ one: sql`1` })
        .from(payments)
        .where(eq(payments.reservationId, id))})`,
      handedOver: sql<boolean>`EXISTS (${tx
        .select({ one: sql`1` })
        .from(reservationHandovers)
        .where(eq(reservationHandovers.reservationId, id))})`,
    })
    .from(sql`(VALUES (1)) AS one`);
  if (records!.paid) {
    throw new RefusedDeletion(
      `This booking has payments on its ledger, so it cannot be deleted: ${instead(booking.status)}.`,
    );
  }
  if (records!.handedOver) {
    throw new RefusedDeletion(
      `This booking has a hand-over record, so it cannot be deleted: ${instead(booking.status)}.`,
    );
  }
  return true;
}

/**
 * Deletes the booking when assertDeletable lets it: the only way a booking is deleted, by the
 * office or when its checkout could not be opened. False when there was none.
 */
export function deleteBooking(db: Database, id: number): Promise<boolean> {
  return refusedAs(
    () =>
      db.transaction(async (tx) => {
        if (!(await assertDeletable(tx, id))) return false;
        await tx.delete(reservations).where(eq(reservations.id, id));
        return true;
      }),
    isStillReferenced,
    () => new RefusedDeletion(RESERVATION_WITH_PAYMENTS_MESSAGE),
  );
}
