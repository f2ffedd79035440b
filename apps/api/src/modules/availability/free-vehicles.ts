import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, SearchSortField, VehicleFilters } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { vehicles } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { matchingFilters } from '../vehicles/filters.ts';
import { shownVehicleColumns, type ShownVehicle } from '../vehicles/image-ids-column.ts';
import { vehiclesHeldDuring, type Window } from './occupancy.ts';

const sortColumns = {
  pricePerHour: vehicles.pricePerHourCents,
  model: vehicles.model,
  seats: vehicles.seats,
  age: vehicles.age,
};

function matching(filters: VehicleFilters, window: Window): SQL {
  return and(matchingFilters(filters), sql`${vehicles.id} NOT IN (${vehiclesHeldDuring(window)})`)!;
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
