import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { vehicleBlocks, vehicles, type ReservationRow } from '../../db/schema.ts';
import { windowRange, type Window } from '../availability/index.ts';
import { vehicleImageIds } from '../vehicles/index.ts';

/** Every vehicle with its image ids, in the order the rows are shown. */
export function fleetRows(db: Database) {
  return db
    .select({ id: vehicles.id, model: vehicles.model, image: vehicleImageIds(db) })
    .from(vehicles)
    .orderBy(asc(vehicles.model), asc(vehicles.id));
}

/**
 * Reservations of any status that overlap [$1, $2), with their customer's name, on the GiST
 * index of their time ranges (reservations_during_idx). A week of the fleet is thousands of rows,
 * so this one is a prepared statement read without Drizzle's per-row mapping, the instants as
 * milliseconds (a number reads several times faster than a timestamp's text parsed into a
 * Date), and in no order: the service sorts numbers for less than PostgreSQL's sort costs.
 */
export const RESERVATIONS_DURING = `
  SELECT r.id, r.car_id AS "carId",
         (extract(epoch FROM r.pick_up_time) * 1000)::float8 AS start,
         (extract(epoch FROM r.drop_off_time) * 1000)::float8 AS "end",
         r.status, u.id AS "customerId", u.first_name AS "firstName", u.last_name AS "lastName"
  FROM reservations r JOIN users u ON u.id = r.user_id
  WHERE tstzrange(r.pick_up_time, r.drop_off_time, '[)')
        && tstzrange($1::timestamptz, $2::timestamptz, '[)')`;

export interface BookedRow {
  id: number;
  carId: number;
  start: number;
  end: number;
  status: ReservationRow['status'];
  customerId: number;
  firstName: string;
  lastName: string;
}

export function reservationsDuring(db: Database, window: Window): Promise<BookedRow[]> {
  const statement = prepareStatement<BookedRow>(db, 'timeline_reservations', RESERVATIONS_DURING);
  return statement([window.from.toISOString(), window.to.toISOString()]);
}

/** Out-of-service blocks that overlap the window, on the GiST index of their time ranges. */
export function blocksDuring(db: Database, window: Window) {
  return db
    .select()
    .from(vehicleBlocks)
    .where(
      sql`tstzrange(${vehicleBlocks.startTime}, ${vehicleBlocks.endTime}, '[)') && ${windowRange(window)}`,
    )
    .orderBy(vehicleBlocks.startTime, vehicleBlocks.id);
}
