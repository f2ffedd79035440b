import {
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_PAGE_DEFAULTS,
  type FuelType,
  type SearchSortField,
  type SortDirection,
  type Transmission,
} from '@keyturn/shared';
import { appendQuery } from '../../lib/api.ts';
import { type TripTimes, tripFromQuery, tripQuery } from '../trip/index.ts';
import { pageFromSearch } from '../vehicles/index.ts';

/**
 * The orders the vehicle lists offer (a search's results and the catalogue alike), by the name
 * the page's address uses for each.
 */
export const SEARCH_SORTS = {
  price: { label: 'Price: lowest first', sort: 'pricePerHour', direction: 'ASC' },
  'price-desc': { label: 'Price: highest first', sort: 'pricePerHour', direction: 'DESC' },
  model: { label: 'Model: A to Z', sort: 'model', direction: 'ASC' },
  seats: { label: 'Seats: most first', sort: 'seats', direction: 'DESC' },
  newest: { label: 'Newest first', sort: 'age', direction: 'ASC' },
} as const satisfies Record<
  string,
  { label: string; sort: SearchSortField; direction: SortDirection }
>;
export type SearchSort = keyof typeof SEARCH_SORTS;
/** A search's results come cheapest first; the catalogue by model, as the spec has it. */
export const SEARCH_DEFAULT_SORT: SearchSort = 'price';
export const CATALOGUE_DEFAULT_SORT: SearchSort = 'model';

/** "At least" choices for the seats filter. */
export const MIN_SEAT_CHOICES = [2, 4, 5, 7] as const;
/** "At most" choices for the price filter, dollars per hour. */
export const MAX_PRICE_CHOICES = [20, 30, 40, 50] as const;

/** A list filter keeps the vehicles with any of its choices; it is left out when empty. */
export interface SearchFilters {
  transmission?: readonly Transmission[];
  fuelType?: readonly FuelType[];
  minSeats?: number;
  /** Dollars per hour. */
  maxPrice?: number;
  airConditioning?: true;
}

/** Everything the address of `/vehicles` holds, with a trip window or without. */
export interface SearchState {
  /** Empty strings where the address names no time (the whole catalogue). */
  window: TripTimes;
  filters: SearchFilters;
  /**
   * The order the address names, if any; without one each list has its own. Carried from the
   * catalogue to a search only when chosen, so a search is cheapest first unless asked.
   */
  sort?: SearchSort;
  /** Counted from 0, as the API does. */
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);
/** The choices named, in the choices' own order, each once; none when no choice is named. */
function someOf<T extends string>(values: readonly T[], named: string[]): T[] | undefined {
  const chosen = values.filter((candidate) => named.includes(candidate));
  return chosen.length > 0 ? chosen : undefined;
}
const oneOfNumbers = (values: readonly number[], value: number) =>
  values.includes(value) ? value : undefined;

/** The window is complete: both dates and both times are in the address. */
export function hasWholeWindow(window: TripTimes): boolean {
  return Object.values(window).every((part) => part !== '');
}

// The address is read by the catalogue's route loader, in the first download: this file keeps
// clear of the booking's rules and zod (the search's API query is in search-query.ts).

/**
 * A vehicle list's address read back. A value that is not one of the choices (an old or edited
 * link) is left out, so the list still shows rather than the API refusing it.
 */
export function readSearch(search: URLSearchParams): SearchState {
  const minSeats = Number(search.get('minSeats'));
  const maxPrice = Number(search.get('maxPrice'));
  return {
    window: tripFromQuery(search),
    filters: {
      transmission: someOf(TRANSMISSIONS, search.getAll('transmission')),
      fuelType: someOf(FUEL_TYPES, search.getAll('fuelType')),
      minSeats: oneOfNumbers(MIN_SEAT_CHOICES, minSeats),
      maxPrice: oneOfNumbers(MAX_PRICE_CHOICES, maxPrice),
      airConditioning: search.get('airConditioning') === 'true' ? true : undefined,
    },
    sort: oneOf(Object.keys(SEARCH_SORTS) as SearchSort[], search.get('sort')),
    page: pageFromSearch(search.get('page')),
  };
}

/**
 * The query of a vehicle list's address: the window first, if any, then only what differs
 * from the defaults.
 */
export function searchQueryOf({ window, filters, sort, page }: SearchState): URLSearchParams {
  const params = new URLSearchParams(tripQuery(window));
  appendQuery(params, { ...filters });
  if (sort) params.set('sort', sort);
  if (page > 0) params.set('page', String(page + 1));
  return params;
}

/** The address of a vehicle list; without anything, the plain catalogue's `/vehicles`. */
export function searchAddress(state: SearchState): string {
  const query = searchQueryOf(state).toString();
  return query ? `/vehicles?${query}` : '/vehicles';
}

/** The filters in the API's words, each left out when empty (the API refuses an empty one). */
export function filterQuery(filters: SearchFilters) {
  return {
    transmission: filters.transmission,
    fuelType: filters.fuelType,
    minSeats: filters.minSeats,
    maxPricePerHour: filters.maxPrice,
    airConditioning: filters.airConditioning,
  };
}

/** The catalogue API's query for the address's page, in the public list's page size. */
export function toCatalogueQuery({ filters, sort = CATALOGUE_DEFAULT_SORT, page }: SearchState) {
  const { sort: field, direction } = SEARCH_SORTS[sort];
  return {
    page,
    size: VEHICLE_PAGE_DEFAULTS.size,
    sort: field,
    direction,
    ...filterQuery(filters),
  };
}
export type CatalogueQuery = ReturnType<typeof toCatalogueQuery>;

/** Whether any filter narrows the list. */
export const isFiltered = (filters: SearchFilters) =>
  Object.values(filters).some((value) => value !== undefined);
