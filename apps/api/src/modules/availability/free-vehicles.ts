import { eq, sql } from 'drizzle-orm';
import {
  rentalCents,
  type PageQuery,
  type PeriodFactors,
  type SearchSortField,
  type VehicleFilters,
} from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { dataVersions, type VehicleRow } from '../../db/schema.ts';
import { pageWindow } from '../../lib/paging.ts';
import type { PriceList } from '../prices/index.ts';
import { filtersKeep, type ShownVehicle } from '../vehicles/index.ts';
import { vehiclesHeldDuring, type Window } from './occupancy.ts';

/** What a search asks the database: who holds the window, and the catalogue's version then. */
export interface HeldVehicles {
  held: ReadonlySet<number>;
  catalogueVersion: number;
}

/**
 * The vehicles something holds during a window (occupancy.ts's rule, one probe of the GiST
 * index on `during`) and, in the same snapshot, the catalogue's version, to tell whether the
 * kept fleet still stands. A statement prepared once, at the first search (the server starts
 * without its database): a search is one round trip, with no query to build or plan.
 */
export function heldVehicles(db: Database): (window: Window) => Promise<HeldVehicles> {
  let statement: ReturnType<typeof prepareHeldVehicles> | undefined;
  return async ({ from, to }) => {
    statement ??= prepareHeldVehicles(db);
    const [row] = await statement.execute({ from: from.toISOString(), to: to.toISOString() });
    return { held: new Set(row!.held), catalogueVersion: row!.catalogueVersion };
  };
}

function prepareHeldVehicles(db: Database) {
  return db
    .select({
      catalogueVersion: dataVersions.version,
      held: sql<number[]>`ARRAY(${vehiclesHeldDuring({
        from: sql.placeholder('from'),
        to: sql.placeholder('to'),
      })})`,
    })
    .from(dataVersions)
    .where(eq(dataVersions.name, 'catalogue'))
    .prepare('vehicles_held_during');
}

/** A free vehicle with the trip's rental price in it. */
export interface PricedVehicle extends ShownVehicle {
  rentalCents: number;
}

export interface FreeVehiclesPage {
  rows: PricedVehicle[];
  total: number;
}

type KeptOrder = Exclude<SearchSortField, 'totalPrice'>;

const SORT_VALUES: Record<Exclude<KeptOrder, 'model'>, (vehicle: VehicleRow) => number> = {
  pricePerHour: (vehicle) => vehicle.pricePerHourCents,
  seats: (vehicle) => vehicle.seats,
  age: (vehicle) => vehicle.age,
};

/** The fleet in each order a search may ask for, ascending, then by id: made once per list. */
const keptOrders = new WeakMap<PriceList, Map<KeptOrder, ShownVehicle[]>>();

function fleetIn(list: PriceList, order: KeptOrder): ShownVehicle[] {
  let orders = keptOrders.get(list);
  if (!orders) keptOrders.set(list, (orders = new Map([['model', list.fleet]])));
  let fleet = orders.get(order);
  if (!fleet) {
    const value = SORT_VALUES[order as Exclude<KeptOrder, 'model'>];
    fleet = list.fleet.toSorted(
      (a, b) => value(a.vehicle) - value(b.vehicle) || a.vehicle.id - b.vehicle.id,
    );
    orders.set(order, fleet);
  }
  return fleet;
}

/**
 * A page of the kept fleet's vehicles that match the filters and are not `held`, each priced
 * for the trip's periods by the price rule every quote uses, with the number of them all. The
 * order is a query's: the sort, then the id, both in the direction asked; models as PostgreSQL
 * sorts them (the list's own order). In memory, a search costs no more than its one probe of
 * the occupancy index (decision 055).
 */
export function freeVehiclesPage(
  list: PriceList,
  held: ReadonlySet<number>,
  periods: readonly PeriodFactors[],
  filters: VehicleFilters,
  query: PageQuery<SearchSortField>,
): FreeVehiclesPage {
  const { limit, offset } = pageWindow(query);
  const keeps = filtersKeep(filters);
  const priced = (shown: ShownVehicle): PricedVehicle => ({
    ...shown,
    rentalCents: rentalCents(
      periods,
      shown.vehicle.pricePerHourCents,
      shown.vehicle.pricePerDayCents,
    ),
  });
  const free = fleetIn(list, query.sort === 'totalPrice' ? 'model' : query.sort).filter(
    ({ vehicle }) => !held.has(vehicle.id) && keeps(vehicle),
  );
  const ascending =
    query.sort === 'totalPrice'
      ? free
          .map(priced)
          .sort((a, b) => a.rentalCents - b.rentalCents || a.vehicle.id - b.vehicle.id)
      : free;
  const inOrder = query.direction === 'ASC' ? ascending : ascending.toReversed();
  const page = inOrder.slice(offset, offset + limit);
  return {
    rows: query.sort === 'totalPrice' ? (page as PricedVehicle[]) : page.map(priced),
    total: free.length,
  };
}
