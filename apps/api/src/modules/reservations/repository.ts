import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ChargeLine,
  PageQuery,
  ReservationStatus,
  ReservationSortField,
} from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservationCharges, reservations, rowCounts, users, vehicles } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { matchingUsers } from '../accounts/index.ts';
import { pendingCheckoutOfReservation } from '../payments/online/index.ts';
import { owedCentsOfReservation, paidCentsOfReservation } from '../payments/index.ts';
import { freeUntil, occupiedDuring, type Window } from '../availability/index.ts';
import { handoversColumn } from '../handover/index.ts';
import { vehicleImageIds } from '../vehicles/index.ts';

type NewReservation = typeof reservations.$inferInsert;
/** What an update may change; never the status, which only modules/booking-life writes. */
export type ReservationChanges = Partial<
  Omit<NewReservation, 'id' | 'userId' | 'createdAt' | 'status'>
>;

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

/** The reservation's charge lines in their order, as one JSON array. */
function chargesColumn(db: Database) {
  const lines = db
    .select({
      lines: sql`coalesce(json_agg(json_build_object(
        'code', ${reservationCharges.code}, 'label', ${reservationCharges.label},
        'quantity', ${reservationCharges.quantity},
        'unitPriceCents', ${reservationCharges.unitPriceCents},
        'amountCents', ${reservationCharges.amountCents}) ORDER BY ${reservationCharges.position}),
        '[]')`,
    })
    .from(reservationCharges)
    .where(eq(reservationCharges.reservationId, reservations.id));
  return sql<ChargeLine[]>`(${lines})`;
}

/**
 * A reservation with its vehicle, its charge lines, its hand-over records and its customer's
 * contact details.
 */
function selectDetailed(db: Database) {
  return db
    .select({
      reservation: reservations,
      car: vehicles,
      carImage: vehicleImageIds(db),
      charges: chargesColumn(db),
      handover: handoversColumn(db),
      owedCents: owedCentsOfReservation(),
      paidCents: paidCentsOfReservation(),
      pendingCheckout: pendingCheckoutOfReservation(),
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
  return db.$count(reservations, where);
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

/** What the office narrows its list by; an absent one narrows nothing. */
export interface ReservationFilter {
  status?: ReservationStatus;
  carId?: number;
  /** Words of the customer's name or email, as the user search reads them. */
  customer?: string;
  /** The reservations that hold their vehicle at some time from `from` until before `to`. */
  during?: { from?: Date; to?: Date };
}

/**
 * The filter as a condition, undefined when it narrows nothing. Each part has an index to
 * answer it but the status (a scan: decision 040): the vehicle's, the customer's (after a scan
 * of the users), and the GiST index of the reservations' time ranges, whose expression the
 * overlap repeats (an open end is an unbounded range).
 */
export function matchingReservations(db: Database, filter: ReservationFilter): SQL | undefined {
  const customerMatches = matchingUsers(filter.customer);
  const { during } = filter;
  return and(
    filter.status && eq(reservations.status, filter.status),
    filter.carId === undefined ? undefined : eq(reservations.carId, filter.carId),
    customerMatches &&
      inArray(reservations.userId, db.select({ id: users.id }).from(users).where(customerMatches)),
    during &&
      sql`tstzrange(${reservations.pickUpTime}, ${reservations.dropOffTime}, '[)')
        && tstzrange(${during.from?.toISOString() ?? null}::timestamptz,
                     ${during.to?.toISOString() ?? null}::timestamptz, '[)')`,
  );
}

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

/** Whether a read holds the row it reads until the transaction ends (FOR NO KEY UPDATE). */
export interface ReadLock {
  lock: boolean;
}

/**
 * The vehicle's price; with the lock, its row held until the transaction ends, so that writers
 * of its reservations take turns (the booking statement takes the same lock) instead of
 * deadlocking in the exclusion check. Undefined for an unknown vehicle.
 */
export async function lockVehicle(
  db: Database,
  carId: number,
  { lock }: ReadLock = { lock: true },
) {
  const query = db
    .select({
      pricePerHourCents: vehicles.pricePerHourCents,
      pricePerDayCents: vehicles.pricePerDayCents,
      depositCents: vehicles.depositCents,
    })
    .from(vehicles)
    .where(eq(vehicles.id, carId));
  const [row] = await (lock ? query.for('no key update') : query);
  return row;
}

/**
 * The reservation as committed now; with the lock, its row held until the transaction ends:
 * two edits of one reservation take turns, and each judges its status change on what the other
 * left.
 */
export async function lockReservation(
  db: Database,
  id: number,
  { lock }: ReadLock = { lock: true },
) {
  const query = db
    .select({
      userId: reservations.userId,
      carId: reservations.carId,
      status: reservations.status,
      pickUpTime: reservations.pickUpTime,
      dropOffTime: reservations.dropOffTime,
      pickUpLocation: reservations.pickUpLocation,
      dropOffLocation: reservations.dropOffLocation,
      totalPriceCents: reservations.totalPriceCents,
      depositCents: reservations.depositCents,
    })
    .from(reservations)
    .where(eq(reservations.id, id));
  const [row] = await (lock ? query.for('no key update') : query);
  return row;
}

/**
 * Whose the reservation is and which vehicle it holds, read without a lock: a writer must lock
 * the vehicle before the reservation (lockVehicle), so it learns the vehicle first.
 */
export async function findTripOwner(db: Database, id: number) {
  const [row] = await db
    .select({ userId: reservations.userId, carId: reservations.carId })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row;
}

/**
 * The latest the reservation's vehicle is free until after `from` for the reservation itself
 * (occupancy.ts `freeUntil`); null when nothing holds the vehicle later.
 */
export async function vehicleFreeUntil(
  db: Database,
  carId: number,
  from: Date,
  reservationId: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<string | null>`(${freeUntil(carId, from, reservationId)})` })
    .from(sql`(VALUES (1)) AS one`);
  return row?.until == null ? null : new Date(row.until);
}

/** What the driver rules and the licence check at pick-up read of a customer. */
export async function findDriver(db: Database, userId: number) {
  const [row] = await db
    .select({
      dateOfBirth: users.dateOfBirth,
      licenseExpiry: users.licenseExpiry,
      licenseNumber: users.licenseNumber,
      licenseRegion: users.licenseRegion,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** The reservation's charge lines, in their order. */
export async function findCharges(db: Database, id: number): Promise<ChargeLine[]> {
  return db
    .select({
      code: reservationCharges.code,
      label: reservationCharges.label,
      quantity: reservationCharges.quantity,
      unitPriceCents: reservationCharges.unitPriceCents,
      amountCents: reservationCharges.amountCents,
    })
    .from(reservationCharges)
    .where(eq(reservationCharges.reservationId, id))
    .orderBy(reservationCharges.position);
}

/** The booking's lines become these, in their order. */
export async function replaceCharges(db: Database, id: number, lines: readonly ChargeLine[]) {
  await db.delete(reservationCharges).where(eq(reservationCharges.reservationId, id));
  await db
    .insert(reservationCharges)
    .values(lines.map((line, index) => ({ reservationId: id, position: index + 1, ...line })));
}

export async function updateReservation(db: Database, id: number, changes: ReservationChanges) {
  await db.update(reservations).set(changes).where(eq(reservations.id, id));
}
