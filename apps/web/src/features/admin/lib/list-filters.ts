import { SEARCH_MAX_LENGTH } from '@keyturn/shared';
import { parseIsoDate } from '../../../lib/iso-days.ts';

/** A list's filters by name, each a value as the address holds it; an unset one is absent. */
export type ListFilters<F extends string> = Partial<Record<F, string>>;

/** How a filter's value is read from the address: undefined drops a value that makes no sense. */
export type FilterReader = (raw: string) => string | undefined;

export interface FilterSpec<F extends string> {
  /** Each filter, named as its address parameter and as the API's, and how it is read. */
  readers: Record<F, FilterReader>;
  /** Drops what makes no sense together (a range of days the wrong way round). */
  together?: (filters: ListFilters<F>) => ListFilters<F>;
}

/** A list that is not filtered. */
export const NO_FILTERS: FilterSpec<never> = { readers: {} };

/** The filters an address holds, each read by its reader. */
export function readFilters<F extends string>(
  search: URLSearchParams,
  spec: FilterSpec<F>,
): ListFilters<F> {
  const filters: ListFilters<F> = {};
  for (const [name, read] of Object.entries(spec.readers) as [F, FilterReader][]) {
    const raw = search.get(name);
    const value = raw === null ? undefined : read(raw);
    if (value) filters[name] = value;
  }
  return spec.together ? spec.together(filters) : filters;
}

/** Words to search for, as typed (the server trims them); blank is no search. */
export const searchWords: FilterReader = (raw) =>
  raw.trim() === '' ? undefined : raw.slice(0, SEARCH_MAX_LENGTH);

/** One of a list of choices. */
export const oneOf =
  (choices: readonly string[]): FilterReader =>
  (raw) =>
    choices.includes(raw) ? raw : undefined;

/** A real calendar day, YYYY-MM-DD, as a date input holds it. */
export const isoDay: FilterReader = (raw) => (parseIsoDate(raw) ? raw : undefined);

/** A record's id. */
export const recordId: FilterReader = (raw) => (/^[1-9]\d{0,8}$/.test(raw) ? raw : undefined);
