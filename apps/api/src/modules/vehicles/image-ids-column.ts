import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images, vehicles, type VehicleRow } from '../../db/schema.ts';

/**
 * The vehicle's image ids, oldest first, as a column of a query over `vehicles`: a list of
 * vehicles then comes with its images in the same round trip (one index probe per row).
 */
export function vehicleImageIds(db: Database) {
  const ids = db
    .select({
      ids: sql`coalesce(array_agg(${images.id}::text ORDER BY ${images.createdAt}, ${images.id}), '{}')`,
    })
    .from(images)
    .where(eq(images.vehicleId, vehicles.id));
  return sql<string[]>`(${ids})`;
}

/** A vehicle as shown to people: its row and its image ids. */
export interface ShownVehicle {
  vehicle: VehicleRow;
  image: string[];
}

/** The columns of a query that reads vehicles to show them (ShownVehicle). */
export function shownVehicleColumns(db: Database) {
  return { vehicle: vehicles, image: vehicleImageIds(db) };
}
