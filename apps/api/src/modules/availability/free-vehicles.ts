import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { dollarsToCents, type PageQuery, type SearchSortField } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { vehicles, type VehicleRow } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { occupiedDuring, type Window } from './occupancy.ts';

export interface VehicleFilters {
  transmission?: VehicleRow['transmission'][];
  fuelType?: VehicleRow['fuelType'][];
  minSeats?: number;
  maxPricePerHour?: number;
  airConditioning?: boolean;
}

const sortColumns = {
  pricePerHour: vehicles.pricePerHourCents,
  model: vehicles.model,
  seats: vehicles.seats,
  age: vehicles.age,
};

function matching(filters: VehicleFilters, window: Window): SQL {
  return and(
    filters.transmission && inArray(vehicles.transmission, filters.transmission),
    filters.fuelType && inArray(vehicles.fuelType, filters.fuelType),
    filters.minSeats !== undefined ? gte(vehicles.seats, filters.minSeats) : undefined,
    filters.maxPricePerHour !== undefined
      ? lte(vehicles.pricePerHourCents, dollarsToCents(filters.maxPricePerHour))
      : undefined,
    filters.airConditioning !== undefined
      ? eq(vehicles.airConditioning, filters.airConditioning)
      : undefined,
    sql`NOT EXISTS (${occupiedDuring(vehicles.id, window)})`,
  )!;
}

/**
 * A page of the vehicles that match the filters and are free for the whole window, with the
 * number of them all, in one query: an anti-join on the exclusion index, never a query per
 * vehicle. Only a page beyond the last one needs a second query for the count.
 */
export async function freeVehiclesPage(
  db: Database,
  window: Window,
  filters: VehicleFilters,
  query: PageQuery<SearchSortField>,
): Promise<{ rows: VehicleRow[]; total: number }> {
  const where = matching(filters, window);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ vehicle: vehicles, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(vehicles)
    .where(where)
    .orderBy(...pageOrder(query, sortColumns, vehicles.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) {
    return { rows: rows.map((row) => row.vehicle), total: rows[0]?.total ?? 0 };
  }
  const [counted] = await db.select({ total: count() }).from(vehicles).where(where);
  return { rows: [], total: counted!.total };
}
