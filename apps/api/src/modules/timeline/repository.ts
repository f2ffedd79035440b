import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images, reservations, users, vehicleBlocks, vehicles } from '../../db/schema.ts';
import { windowRange, type Window } from '../availability/occupancy.ts';

/** Every vehicle with its image ids, in the order the rows are shown. */
export function fleetRows(db: Database) {
  const imageIds = db
    .select({
      ids: sql`coalesce(array_agg(${images.id}::text ORDER BY ${images.createdAt}, ${images.id}), '{}')`,
    })
    .from(images)
    .where(eq(images.vehicleId, vehicles.id));
  return db
    .select({ id: vehicles.id, model: vehicles.model, image: sql<string[]>`(${imageIds})` })
    .from(vehicles)
    .orderBy(asc(vehicles.model), asc(vehicles.id));
}

/**
 * Reservations of any status that overlap the window, with their customer's name, in one
 * query on the GiST index of their time ranges (reservations_during_idx).
 */
export function reservationsDuring(db: Database, window: Window) {
  return db
    .select({
      id: reservations.id,
      carId: reservations.carId,
      start: reservations.pickUpTime,
      end: reservations.dropOffTime,
      status: reservations.status,
      customer: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      sql`tstzrange(${reservations.pickUpTime}, ${reservations.dropOffTime}, '[)') && ${windowRange(window)}`,
    )
    .orderBy(reservations.pickUpTime, reservations.id);
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
