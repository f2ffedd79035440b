import type { PageQuery, SortDirection } from '@keyturn/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAddressState, type AddressCodec } from '../../../lib/use-address-state.ts';
import { NO_FILTERS, readFilters, type FilterSpec, type ListFilters } from './list-filters.ts';
import { rememberListAddress } from './list-addresses.ts';

/** The admin tables show 10 rows by default; the selector offers these. */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZES = [5, 10, 20, 50] as const;

export interface ListDefaults<S extends string> {
  sort: S;
  direction: SortDirection;
  /** Rows a page shows unless the address says otherwise: ADMIN_PAGE_SIZE when left out. */
  pageSize?: (typeof ADMIN_PAGE_SIZES)[number];
  /** The server's whitelist for this list; anything else in the address falls back. */
  sortFields: readonly S[];
}

/** A list's page, size and sort, and the filters it is narrowed by (each left out when unset). */
export type ListQuery<S extends string, F extends string = never> = PageQuery<S> & ListFilters<F>;

export interface ListParams<S extends string, F extends string = never> {
  query: ListQuery<S, F>;
  /** The filters of `query` alone. */
  filters: ListFilters<F>;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  /** A new column sorts ascending; the current one flips its direction. */
  toggleSort: (field: S) => void;
  setSort: (field: S, direction: SortDirection) => void;
  /** Changes some filters (an empty value clears one) and goes back to the first page. */
  setFilters: (change: ListFilters<F>) => void;
  /** Puts back a whole query (after a failed page change). */
  restore: (query: ListQuery<S, F>) => void;
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** The filters set in a query, by name: the page, size and sort are not filters. */
function filtersOf<F extends string>(query: ListQuery<string, F>, spec: FilterSpec<F>) {
  const filters: ListFilters<F> = {};
  for (const name of Object.keys(spec.readers) as F[]) {
    const value = query[name];
    if (value) filters[name] = value;
  }
  return filters;
}

/**
 * The query an address asks for. Values that make no sense there fall back to the list's
 * defaults, and such a filter is dropped, so an edited or old link still shows a list.
 */
export function readListAddress<S extends string, F extends string>(
  search: URLSearchParams,
  defaults: ListDefaults<S>,
  spec: FilterSpec<F>,
): ListQuery<S, F> {
  const rawPage = wholeNumber(search.get('page'));
  const rawSize = wholeNumber(search.get('size'));
  const rawSort = search.get('sort');
  const rawDirection = search.get('direction')?.toUpperCase();
  return {
    ...readFilters(search, spec),
    page: rawPage !== undefined && rawPage >= 1 ? rawPage - 1 : 0,
    size:
      rawSize !== undefined && (ADMIN_PAGE_SIZES as readonly number[]).includes(rawSize)
        ? rawSize
        : (defaults.pageSize ?? ADMIN_PAGE_SIZE),
    sort: defaults.sortFields.find((field) => field === rawSort) ?? defaults.sort,
    direction:
      rawDirection === 'ASC' || rawDirection === 'DESC' ? rawDirection : defaults.direction,
  };
}

/** The address of a query: only what differs from the list's defaults. */
export function listAddressOf<S extends string, F extends string>(
  query: ListQuery<S, F>,
  defaults: ListDefaults<S>,
  spec: FilterSpec<F>,
): URLSearchParams {
  const params = new URLSearchParams(filtersOf(query, spec) as Record<string, string>);
  if (query.page > 0) params.set('page', String(query.page + 1));
  if (query.size !== (defaults.pageSize ?? ADMIN_PAGE_SIZE)) {
    params.set('size', String(query.size));
  }
  if (query.sort !== defaults.sort || query.direction !== defaults.direction) {
    params.set('sort', query.sort);
    params.set('direction', query.direction);
  }
  return params;
}

/** Whether two queries ask for the same rows. */
export function sameListQuery<Q extends object>(a: Q, b: Q): boolean {
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const names = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...names].every((name) => left[name] === right[name]);
}

/**
 * A table's page, size, sort and filters, kept in the address
 * (`?status=DONE&page=2&size=20&sort=email&direction=ASC`, the page counted from 1 as people
 * do) so that coming back from a detail page lands on the same rows, and a list can be shared.
 * A control shows its change at once (decision 030).
 */
export function useListParams<S extends string, F extends string = never>(
  defaults: ListDefaults<S>,
  filterSpec: FilterSpec<F> = NO_FILTERS as FilterSpec<F>,
): ListParams<S, F> {
  const location = useLocation();
  useEffect(
    () => rememberListAddress(location.pathname, location.search),
    [location.pathname, location.search],
  );
  // The defaults and the filters are each list's constants.
  const codec = useMemo<AddressCodec<ListQuery<S, F>>>(
    () => ({
      read: (search) => readListAddress(search, defaults, filterSpec),
      write: (query) => listAddressOf(query, defaults, filterSpec),
    }),
    [defaults, filterSpec],
  );
  const [query, write] = useAddressState(codec);
  // Read back from its own address, so a cleared filter is gone, not an empty value.
  const change = useCallback(
    (update: (latest: ListQuery<S, F>) => ListQuery<S, F>) =>
      write((latest) => codec.read(codec.write(update(latest))), { replace: true }),
    [write, codec],
  );
  // Stable: the list's failure effect depends on it.
  const restore = useCallback((previous: ListQuery<S, F>) => change(() => previous), [change]);

  return {
    query,
    filters: filtersOf(query, filterSpec),
    setPage: (nextPage) => change((latest) => ({ ...latest, page: nextPage })),
    // A new size starts again from the first page, which always exists.
    setSize: (nextSize) => change((latest) => ({ ...latest, size: nextSize, page: 0 })),
    toggleSort: (field) =>
      change((latest) => ({
        ...latest,
        page: 0,
        sort: field,
        direction: field === latest.sort && latest.direction === 'ASC' ? 'DESC' : 'ASC',
      })),
    setSort: (field, nextDirection) =>
      change((latest) => ({ ...latest, page: 0, sort: field, direction: nextDirection })),
    // Fewer or other rows: the page the list was on may no longer exist.
    setFilters: (filters) => change((latest) => ({ ...latest, ...filters, page: 0 })),
    restore,
  };
}
