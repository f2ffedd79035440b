import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clippedTo, occupiedDuring, unusableDuring, type Window } from './occupancy.ts';

export interface Interval {
  start: Date;
  end: Date;
}

/**
 * The vehicle's taken times within the window (the buffer before each holder included, as a
 * booking must end that long before it), merged: range_agg joins overlapping and touching
 * ranges, so back-to-back bookings read as one busy stretch and nothing tells where one
 * customer's booking ends and the next begins.
 */
export async function busyTimes(db: Database, vehicleId: number, window: Window) {
  const merged = sql`range_agg(${clippedTo(unusableDuring(sql`o.during`), window)})`;
  const epochMs = (bound: string) =>
    sql<number>`(extract(epoch FROM ${sql.raw(bound)}(b)) * 1000)::float8`.mapWith(Number);
  const rows = await db
    .select({ start: epochMs('lower'), end: epochMs('upper') })
    .from(sql`unnest((SELECT ${merged} FROM (${occupiedDuring(vehicleId, window)}) o)) AS b`)
    .orderBy(sql`1`);
  return rows.map((row): Interval => ({ start: new Date(row.start), end: new Date(row.end) }));
}
