import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deleteById } from '../../db/delete-by-id.ts';
import { extras, reservationExtras } from '../../db/schema.ts';

export type ExtraRow = typeof extras.$inferSelect;
export type ExtraValues = Omit<typeof extras.$inferInsert, 'id'>;

export function listExtras(db: Database, { activeOnly = false } = {}): Promise<ExtraRow[]> {
  return db
    .select()
    .from(extras)
    .where(activeOnly ? eq(extras.active, true) : undefined)
    .orderBy(asc(extras.name), asc(extras.id));
}

export function findExtras(db: Database, ids: number[]): Promise<ExtraRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(extras).where(inArray(extras.id, ids));
}

export async function insertExtra(db: Database, values: ExtraValues): Promise<number> {
  const [row] = await db.insert(extras).values(values).returning({ id: extras.id });
  return row!.id;
}

export async function updateExtra(db: Database, id: number, values: Partial<ExtraValues>) {
  const rows = await db.update(extras).set(values).where(eq(extras.id, id)).returning({
    id: extras.id,
  });
  return rows.length === 1;
}

export const deleteExtra = (db: Database, id: number) => deleteById(db, extras, id);

export async function isBooked(db: Database, extraId: number): Promise<boolean> {
  const [row] = await db
    .select({ extraId: reservationExtras.extraId })
    .from(reservationExtras)
    .where(eq(reservationExtras.extraId, extraId))
    .limit(1);
  return row !== undefined;
}

/** The extras a booking holds, with how many of each. */
export function extrasOfReservation(db: Database, reservationId: number) {
  return db
    .select({ id: reservationExtras.extraId, quantity: reservationExtras.quantity })
    .from(reservationExtras)
    .where(eq(reservationExtras.reservationId, reservationId))
    .orderBy(asc(reservationExtras.position));
}

export async function replaceReservationExtras(
  db: Database,
  reservationId: number,
  chosen: readonly { id: number; quantity: number }[],
) {
  await db.delete(reservationExtras).where(eq(reservationExtras.reservationId, reservationId));
  if (chosen.length === 0) return;
  await db.insert(reservationExtras).values(
    chosen.map(({ id, quantity }, index) => ({
      reservationId,
      extraId: id,
      quantity,
      position: index + 1,
    })),
  );
}
