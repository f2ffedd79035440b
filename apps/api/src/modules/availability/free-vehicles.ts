import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, PeriodFactors, SearchSortField, VehicleFilters } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { vehicles } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { CATALOGUE_VERSION } from '../prices/price-book.ts';
import { matchingFilters } from '../vehicles/filters.ts';
import { shownVehicleColumns, type ShownVehicle } from '../vehicles/image-ids-column.ts';
import { vehiclesHeldDuring, type Window } from './occupancy.ts';

/** An integer array as PostgreSQL reads it ('{100,150}'): one parameter, whatever its length. */
const intArray = (values: number[]) => `{${values.join(',')}}`;

/**
 * What the trip costs in each vehicle, summed in SQL so that results sort and page by it:
 * `rentalCents` of packages/shared to the cent, each period the lesser of its hours' and its
 * day's price, each rounded half up once (decision 043).
 */
export function rentalCentsColumn(periods: readonly PeriodFactors[]): SQL<number> {
  const hourFactors = intArray(periods.map((period) => period.hourFactor));
  const dayFactors = intArray(periods.map((period) => period.dayFactor));
  return sql<number>`(SELECT coalesce(sum(least(
      (p.hour_factor::bigint * ${vehicles.pricePerHourCents} + 50) / 100,
      (p.day_factor::bigint * coalesce(${vehicles.pricePerDayCents}, 24 * ${vehicles.pricePerHourCents}) + 50) / 100)), 0)
    FROM unnest(${hourFactors}::int[], ${dayFactors}::int[]) AS p(hour_factor, day_factor))`.mapWith(
    Number,
  );
}

const sortColumns = (rentalCents: SQL) => ({
  pricePerHour: vehicles.pricePerHourCents,
  totalPrice: rentalCents,
  model: vehicles.model,
  seats: vehicles.seats,
  age: vehicles.age,
});

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
  periods: readonly PeriodFactors[],
  filters: VehicleFilters,
  query: PageQuery<SearchSortField>,
): Promise<FreeVehiclesPage> {
  const rows = await freeVehiclesQuery(db, window, periods, filters, query);
  if (rows.length > 0 || pageWindow(query).offset === 0) {
    return { rows, total: rows[0]?.total ?? 0, catalogueVersion: rows[0]?.catalogueVersion };
  }
  const [counted] = await db
    .select({ total: count() })
    .from(vehicles)
    .where(matching(filters, window));
  return { rows: [], total: counted!.total };
}

/** A free vehicle with the trip's rental price in it. */
export interface PricedVehicle extends ShownVehicle {
  rentalCents: number;
}

export interface FreeVehiclesPage {
  rows: PricedVehicle[];
  total: number;
  /** The catalogue's version the query saw, to check the prices it was given; none without rows. */
  catalogueVersion?: number;
}

/**
 * The page's one query, with each vehicle's images, the trip's rental price, the number of
 * all matches and the catalogue's version on each row.
 */
export function freeVehiclesQuery(
  db: Database,
  window: Window,
  periods: readonly PeriodFactors[],
  filters: VehicleFilters,
  query: PageQuery<SearchSortField>,
) {
  const { limit, offset } = pageWindow(query);
  const rentalCents = rentalCentsColumn(periods);
  return db
    .select({
      ...shownVehicleColumns(db),
      rentalCents,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
      catalogueVersion: CATALOGUE_VERSION,
    })
    .from(vehicles)
    .where(matching(filters, window))
    .orderBy(...pageOrder(query, sortColumns(rentalCents), vehicles.id))
    .limit(limit)
    .offset(offset);
}
