import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { dollarsToCents, type VehicleFilters } from '@keyturn/shared';
import { vehicles, type VehicleRow } from '../../db/schema.ts';

/**
 * One filter: the vehicle's field it looks at, the value the filters give it (undefined when
 * not asked for), and the same test twice, as SQL for a list's query and on a kept row for the
 * search (availability/free-vehicles.ts); search-matches-queries.test.ts holds them to one answer.
 */
interface FilterRule<F extends keyof VehicleRow, V> {
  field: F;
  value: (filters: VehicleFilters) => V | undefined;
  sql: (column: (typeof vehicles)[F], value: V) => SQL;
  keeps: (fieldValue: VehicleRow[F], value: V) => boolean;
}

const rule = <F extends keyof VehicleRow, V>(r: FilterRule<F, V>) => r;

const oneOf = <F extends 'transmission' | 'fuelType'>(field: F) =>
  rule<F, readonly VehicleRow[F][]>({
    field,
    value: (filters) => filters[field] as readonly VehicleRow[F][] | undefined,
    sql: (column, values) => inArray(column, values),
    keeps: (fieldValue, values) => values.includes(fieldValue),
  });

const RULES = [
  oneOf('transmission'),
  oneOf('fuelType'),
  rule({
    field: 'seats',
    value: (filters) => filters.minSeats,
    sql: (column, min: number) => gte(column, min),
    keeps: (seats, min) => seats >= min,
  }),
  rule({
    field: 'pricePerHourCents',
    value: ({ maxPricePerHour }) =>
      maxPricePerHour === undefined ? undefined : dollarsToCents(maxPricePerHour),
    sql: (column, max: number) => lte(column, max),
    keeps: (cents, max) => cents <= max,
  }),
  rule({
    field: 'airConditioning',
    value: (filters) => filters.airConditioning,
    sql: (column, wanted: boolean) => eq(column, wanted),
    keeps: (airConditioning, wanted) => airConditioning === wanted,
  }),
] as const;

type AnyRule = FilterRule<keyof VehicleRow, unknown>;
const rules = RULES as unknown as readonly AnyRule[];

/**
 * The vehicles a list's filters keep, as one condition (undefined without a filter): the
 * catalogue's pages narrow the fleet by it.
 */
export function matchingFilters(filters: VehicleFilters): SQL | undefined {
  return and(
    ...rules.map((r) => {
      const value = r.value(filters);
      return value === undefined ? undefined : r.sql(vehicles[r.field], value);
    }),
  );
}

/** The same filters as a test of a vehicle's row, for a search over the kept fleet. */
export function filtersKeep(filters: VehicleFilters): (row: VehicleRow) => boolean {
  const asked = rules.flatMap((r) => {
    const value = r.value(filters);
    return value === undefined ? [] : [(row: VehicleRow) => r.keeps(row[r.field], value)];
  });
  return (row) => asked.every((keeps) => keeps(row));
}
