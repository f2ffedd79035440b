import { and, desc, eq, exists, not, or, sql, type SQL } from 'drizzle-orm';
import { plateNumberKey, type VehicleWhereabouts } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservationHandovers, reservations, users, vehicles } from '../../db/schema.ts';
import { everyWordIn } from '../../lib/word-search.ts';
import { shownVehicleColumns, type ShownVehicle } from './image-ids-column.ts';

/** The trip a car is on, as its column holds it (JSON: the drop-off as ISO text). */
export interface StoredTrip {
  reservationId: number;
  dueBack: string;
  customer: { id: number; firstName: string; lastName: string; phoneNumber: string };
}

/** A vehicle as the office reads it: as shown, with its last odometer and its trip now. */
export interface OfficeVehicleRow extends ShownVehicle {
  odometer: number | null;
  now: StoredTrip | null;
}

/** The car's trips of one status, the latest pick-up first: reservations_car_status_pick_up_idx. */
const tripsOfCar = (status: 'IN_PROGRESS' | 'DONE') =>
  and(eq(reservations.carId, vehicles.id), eq(reservations.status, status));

/**
 * The reading of the car's last hand-over record (decision 071): the check-out of the trip it
 * is on, else the check-in of the last trip back (trips of one car never overlap, so the last
 * by pick-up is the last returned); null before its first. One index probe of each kind.
 */
function lastOdometer(db: Database) {
  const reading = (kind: 'CHECK_OUT' | 'CHECK_IN', status: 'IN_PROGRESS' | 'DONE') =>
    db
      .select({ odometer: reservationHandovers.odometer })
      .from(reservations)
      .innerJoin(
        reservationHandovers,
        and(
          eq(reservationHandovers.reservationId, reservations.id),
          eq(reservationHandovers.kind, kind),
        ),
      )
      .where(tripsOfCar(status))
      .orderBy(desc(reservations.pickUpTime))
      .limit(1);
  return sql<
    number | null
  >`coalesce((${reading('CHECK_OUT', 'IN_PROGRESS')}), (${reading('CHECK_IN', 'DONE')}))`;
}

/** The trip the car is on now (handed over, not back), with whom to call; null at the office. */
function tripNow(db: Database) {
  const trip = db
    .select({
      trip: sql`json_build_object('reservationId', ${reservations.id},
        'dueBack', ${reservations.dropOffTime},
        'customer', json_build_object('id', ${users.id}, 'firstName', ${users.firstName},
          'lastName', ${users.lastName}, 'phoneNumber', ${users.phoneNumber}))`,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(tripsOfCar('IN_PROGRESS'))
    .orderBy(desc(reservations.pickUpTime))
    .limit(1);
  return sql<StoredTrip | null>`(${trip})`;
}

/**
 * The columns of a query that reads vehicles for the office (OfficeVehicleRow): each row's
 * odometer and trip are correlated subqueries on the car's trips by status, so a page of the
 * list is one round trip, a few index probes a row.
 */
export function officeVehicleColumns(db: Database) {
  return { ...shownVehicleColumns(db), odometer: lastOdometer(db), now: tripNow(db) };
}

/** The reading a check-out of the car is held to: its last hand-over's, or null. */
export async function lastOdometerOf(db: Database, carId: number): Promise<number | null> {
  const [row] = await db
    .select({ odometer: lastOdometer(db) })
    .from(vehicles)
    .where(eq(vehicles.id, carId));
  return row?.odometer ?? null;
}

/** A plate as vehicles_plate_number_key compares it (plateNumberKey in SQL). */
const plateKey = sql`upper(regexp_replace(coalesce(${vehicles.plateNumber}, ''), '[ -]', '', 'g'))`;

/**
 * The vehicles whose model or plate holds every word of `search`, in any case; a word is also
 * found in the plate however its spaces and dashes were typed ("7abc-123" finds 7ABC 123).
 */
export function matchingWords(search: string | undefined): SQL | undefined {
  const text = sql`(${vehicles.model} || ' ' || coalesce(${vehicles.plateNumber}, ''))`;
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  return and(
    ...words.map((word) =>
      or(everyWordIn(text, word), everyWordIn(plateKey, plateNumberKey(word) || undefined)),
    ),
  );
}

/**
 * The vehicles that are where `whereabouts` says: on a trip now, or free now (not on a trip,
 * and no booking or out-of-service time in vehicle_occupancy holds them at `now`).
 */
export function whereNow(
  db: Database,
  whereabouts: VehicleWhereabouts | undefined,
  now: Date,
): SQL | undefined {
  if (whereabouts === undefined) return undefined;
  const onTrip = exists(
    db
      .select({ one: sql`1` })
      .from(reservations)
      .where(tripsOfCar('IN_PROGRESS')),
  );
  if (whereabouts === 'ON_THE_ROAD') return onTrip;
  const heldNow = sql`EXISTS (SELECT 1 FROM vehicle_occupancy o
    WHERE o.car_id = ${vehicles.id} AND o.during @> ${now.toISOString()}::timestamptz)`;
  return and(not(onTrip), not(heldNow));
}
