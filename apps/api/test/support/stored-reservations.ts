import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { reservationCharges, reservations } from '../../src/db/schema.ts';

/** A reservation's charge lines as stored, in their order, amounts in cents. */
export async function storedLines(db: Database, reservationId: number) {
  return db
    .select({
      code: reservationCharges.code,
      label: reservationCharges.label,
      quantity: reservationCharges.quantity,
      unitPriceCents: reservationCharges.unitPriceCents,
      amountCents: reservationCharges.amountCents,
    })
    .from(reservationCharges)
    .where(eq(reservationCharges.reservationId, reservationId))
    .orderBy(asc(reservationCharges.position));
}

/** The reservation's row as stored. */
export async function storedReservation(db: Database, id: number) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row!;
}
