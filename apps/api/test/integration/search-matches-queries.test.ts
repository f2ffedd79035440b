import {
  FUEL_TYPES,
  SEARCH_SORT_FIELDS,
  TRANSMISSIONS,
  type SearchSortField,
  type VehicleFilters,
} from '@keyturn/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations, vehicles } from '../../src/db/schema.ts';
import { pageOrder } from '../../src/lib/paging.ts';
import { matchingFilters } from '../../src/modules/vehicles/filters.ts';
import { useTestApp } from '../support/harness.ts';
import { sortedIds } from '../support/sorting.ts';
import { at } from '../support/times.ts';

/**
 * The search answers from the kept fleet in memory (decision 055); the catalogue's pages filter
 * and sort in SQL. Both must give a query's answer: the same vehicles for the same filters, in
 * the order PostgreSQL sorts them, models included (its collation, not JavaScript's).
 */

const t = useTestApp();
const { api } = t;

/** Models whose order differs between a byte order, a case-blind one and a locale's. */
const MODELS = ['alfa', 'Alfa', 'ALFA 2', 'alfa-2', 'Ålfa', 'beta 10', 'beta 9', 'Zeta', 'zeta'];

const FILTERS: VehicleFilters[] = [
  {},
  { fuelType: ['Hybrid', 'Electricity'] },
  { transmission: ['Manual'], minSeats: 4 },
  { maxPricePerHour: 20, airConditioning: true },
  { transmission: ['Automatic', 'Tiptronic'], fuelType: ['Gasoline'], airConditioning: false },
];

const sortColumns = {
  pricePerHour: vehicles.pricePerHourCents,
  model: vehicles.model,
  seats: vehicles.seats,
  age: vehicles.age,
};

type Result = { id: number; totalPrice: number };

async function search(filters: VehicleFilters, sort: SearchSortField, direction: 'ASC' | 'DESC') {
  const query = new URLSearchParams({
    pickUpDateTime: at(30, 10),
    dropOffDateTime: at(31, 16),
    sort,
    direction,
    size: '100',
  });
  for (const [name, value] of Object.entries(filters)) {
    for (const one of [value].flat()) query.append(name, String(one));
  }
  const response = await api.get(`/api/car/visitors/search?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Result[]; totalElements: number }>();
}

beforeAll(async () => {
  // Nothing booked: every vehicle is free, so the search and the query see the same fleet.
  await t.db.delete(reservations);
  await t.db.insert(vehicles).values(
    MODELS.map((model, n) => ({
      model,
      doors: 2 + (n % 3),
      seats: 2 + (n % 5),
      luggage: n % 4,
      transmission: TRANSMISSIONS[n % TRANSMISSIONS.length]!,
      airConditioning: n % 2 === 0,
      fuelType: FUEL_TYPES[n % FUEL_TYPES.length]!,
      age: n % 4,
      // Some share an hourly price, so ties go by id; day prices vary the trip's total.
      pricePerHourCents: 1_500 + (n % 3) * 500,
      pricePerDayCents: n % 2 === 0 ? null : 9_000 + n * 100,
    })),
  );
});

describe('the search gives what a query of the fleet gives', () => {
  for (const filters of FILTERS) {
    for (const sort of SEARCH_SORT_FIELDS.filter((field) => field !== 'totalPrice')) {
      for (const direction of ['ASC', 'DESC'] as const) {
        it(`${JSON.stringify(filters)} by ${sort} ${direction}`, async () => {
          const expected = await t.db
            .select({ id: vehicles.id })
            .from(vehicles)
            .where(matchingFilters(filters))
            .orderBy(
              ...pageOrder({ sort, direction, page: 0, size: 100 }, sortColumns, vehicles.id),
            );
          const page = await search(filters, sort, direction);
          expect(page.content.map((vehicle) => vehicle.id)).toEqual(expected.map((row) => row.id));
          expect(page.totalElements).toBe(expected.length);
        });
      }
    }
  }

  it('sorts by the trip’s total, ties by id, both ways', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const { content } = await search({}, 'totalPrice', direction);
      expect(content.map((vehicle) => vehicle.id)).toEqual(
        sortedIds(content, (vehicle) => vehicle.totalPrice, direction),
      );
    }
  });

  it('pages the same order: a later page is the next slice of it', async () => {
    const whole = await search({}, 'model', 'DESC');
    const query = new URLSearchParams({
      pickUpDateTime: at(30, 10),
      dropOffDateTime: at(31, 16),
      sort: 'model',
      direction: 'DESC',
      size: '4',
      page: '2',
    });
    const response = await api.get(`/api/car/visitors/search?${query.toString()}`);
    const page = response.json<{ content: Result[]; totalElements: number }>();
    expect(page.content.map((vehicle) => vehicle.id)).toEqual(
      whole.content.slice(8, 12).map((vehicle) => vehicle.id),
    );
    expect(page.totalElements).toBe(whole.totalElements);
  });
});
