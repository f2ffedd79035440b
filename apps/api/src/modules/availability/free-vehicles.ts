import { and, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { dollarsToCents, type PageQuery, type SearchSortField } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { vehicles, type VehicleRow } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { shownVehicleColumns, type ShownVehicle } from '../vehicles/image-ids-column.ts';
import { vehiclesHeldDuring, type Window } from './occupancy.ts';

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
    sql`${vehicles.id} NOT IN (${vehiclesHeldDuring(window)})`,
  )!;
}

/**
 * A page of the vehicles that match the filters and are free for the whole window, with the
 * number of them all and their images, in one query: the vehicles held during the window come from one probe of
 * the occupancy index and are left out (a hashed anti-join), never a query per vehicle. Only a
 * page beyond the last one needs a second query for the count.
 */
export async function freeVehiclesPage(
  db: Database,
  window: Window,
  filters: VehicleFilters,
  query: PageQuery<SearchSortField>,
): Promise<{ rows: ShownVehicle[]; total: number }> {
  const rows = await freeVehiclesQuery(db, window, filters, query);
  if (rows.length > 0 || pageWindow(query).offset === 0) {
    return { rows, total: rows[0]?.total ?? 0 };
  }
  const [counted] = await db
    .select({ total: count() })
    .from(vehicles)
    .where(matching(filters, window));
  return { rows: [], total: counted!.total };
}

/** The page's one query, with each vehicle's images and the number of all matches on each row. */
export function freeVehiclesQuery(
  db: Database,
  window: Window,
  filters: VehicleFilters,
  query: PageQuery<SearchSortField>,
) {
  const { limit, offset } = pageWindow(query);
  return db
    .select({
      ...shownVehicleColumns(db),
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(vehicles)
    .where(matching(filters, window))
    .orderBy(...pageOrder(query, sortColumns, vehicles.id))
    .limit(limit)
    .offset(offset);
}
