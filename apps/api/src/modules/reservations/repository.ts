import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations, rowCounts, users, vehicles } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';

export const RESERVATION_SORT_FIELDS = [
  'id',
  'pickUpTime',
  'dropOffTime',
  'totalPrice',
  'status',
] as const;
export type ReservationSortField = (typeof RESERVATION_SORT_FIELDS)[number];

type NewReservation = typeof reservations.$inferInsert;
export type ReservationChanges = Partial<Omit<NewReservation, 'id' | 'userId' | 'createdAt'>>;

const sortColumns = {
  id: reservations.id,
  pickUpTime: reservations.pickUpTime,
  dropOffTime: reservations.dropOffTime,
  totalPrice: reservations.totalPriceCents,
  status: reservations.status,
};

const customerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
};

/** A reservation with its vehicle and its customer's contact details. */
function selectDetailed(db: Database) {
  return db
    .select({ reservation: reservations, car: vehicles, user: customerColumns })
    .from(reservations)
    .innerJoin(vehicles, eq(vehicles.id, reservations.carId))
    .innerJoin(users, eq(users.id, reservations.userId));
}
export type DetailedReservation = Awaited<ReturnType<typeof selectDetailed>>[number];

export async function findReservation(db: Database, id: number) {
  const [row] = await selectDetailed(db).where(eq(reservations.id, id));
  return row;
}

export async function countReservations(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reservations).where(where);
  return row!.total;
}

/** All reservations, from the counts the triggers keep (exact, without scanning the table). */
export async function countAllReservations(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${rowCounts.rows})` })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, 'reservations'));
  return Number(row?.total ?? 0);
}

export function listReservationsPage(
  db: Database,
  query: PageQuery<ReservationSortField>,
  where?: SQL,
) {
  const { limit, offset } = pageWindow(query);
  return selectDetailed(db)
    .where(where)
    .orderBy(...pageOrder(query, sortColumns, reservations.id))
    .limit(limit)
    .offset(offset);
}

export function listAllReservations(db: Database) {
  return selectDetailed(db).orderBy(reservations.pickUpTime, reservations.id);
}

export const ofUser = (userId: number) => eq(reservations.userId, userId);

/** Whether a CREATED reservation of the vehicle overlaps the half-open window [from, to). */
export async function overlapsCreated(
  db: Database,
  carId: number,
  from: Date,
  to: Date,
  ignoreReservationId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.carId, carId),
        eq(reservations.status, 'CREATED'),
        sql`tstzrange(${reservations.pickUpTime}, ${reservations.dropOffTime}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
        ignoreReservationId ? ne(reservations.id, ignoreReservationId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Holds the vehicle's row until the transaction ends, so writers of its reservations take turns
 * (the booking statement takes the same lock) instead of deadlocking in the exclusion check.
 */
export async function lockVehicleReservations(db: Database, carId: number): Promise<void> {
  await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.id, carId))
    .for('no key update');
}

export async function updateReservation(db: Database, id: number, changes: ReservationChanges) {
  await db.update(reservations).set(changes).where(eq(reservations.id, id));
}

export async function deleteReservation(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(reservations)
    .where(eq(reservations.id, id))
    .returning({ id: reservations.id });
  return rows.length === 1;
}
