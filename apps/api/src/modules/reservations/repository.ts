import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, ReservationSortField } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations, rowCounts, users, vehicles } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { occupiedDuring, type Window } from '../availability/occupancy.ts';
import { vehicleImageIds } from '../vehicles/image-ids-column.ts';

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
    .select({
      reservation: reservations,
      car: vehicles,
      carImage: vehicleImageIds(db),
      user: customerColumns,
    })
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

/** Whether something holds the vehicle in the half-open window [from, to) (occupancy.ts). */
export async function isOccupied(
  db: Database,
  carId: number,
  window: Window,
  ignoreReservationId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ taken: sql<boolean>`EXISTS (${occupiedDuring(carId, window, ignoreReservationId)})` })
    .from(sql`(VALUES (1)) AS one`);
  return row!.taken;
}

/**
 * The vehicle's price, its row held until the transaction ends, so that writers of its
 * reservations take turns (the booking statement takes the same lock) instead of deadlocking
 * in the exclusion check. Undefined for an unknown vehicle.
 */
export async function lockVehicle(db: Database, carId: number) {
  const [row] = await db
    .select({ pricePerHourCents: vehicles.pricePerHourCents })
    .from(vehicles)
    .where(eq(vehicles.id, carId))
    .for('no key update');
  return row;
}

/**
 * The reservation as committed now, its row held until the transaction ends: two edits of one
 * reservation take turns, and each judges its status change on what the other left.
 */
export async function lockReservation(db: Database, id: number) {
  const [row] = await db
    .select({
      userId: reservations.userId,
      carId: reservations.carId,
      status: reservations.status,
      pickUpTime: reservations.pickUpTime,
      dropOffTime: reservations.dropOffTime,
      pickUpLocation: reservations.pickUpLocation,
      dropOffLocation: reservations.dropOffLocation,
    })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('no key update');
  return row;
}

export async function updateReservation(db: Database, id: number, changes: ReservationChanges) {
  await db.update(reservations).set(changes).where(eq(reservations.id, id));
}
