import type { PageQuery, SortDirection } from '@keyturn/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useAddressValue } from '../../../lib/use-address-value.ts';
import { rememberListAddress } from './list-addresses.ts';

/** The admin tables show 10 rows by default; the selector offers these. */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZES = [5, 10, 20, 50] as const;

export interface ListDefaults<S extends string> {
  sort: S;
  direction: SortDirection;
  /** The server's whitelist for this list; anything else in the address falls back. */
  sortFields: readonly S[];
}

export interface ListParams<S extends string> {
  query: PageQuery<S>;
  setPage: (page: number) => void;
  setSize: (size: number) => void;
  /** A new column sorts ascending; the current one flips its direction. */
  toggleSort: (field: S) => void;
  setSort: (field: S, direction: SortDirection) => void;
  /** Puts back a whole query (after a failed page change). */
  restore: (query: PageQuery<S>) => void;
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * A table's page, size and sort, kept in the address (`?page=2&size=20&sort=email&direction=ASC`,
 * the page counted from 1 as people do) so that coming back from a detail page lands on the
 * same rows. Values that make no sense there fall back to the list's defaults.
 */
export function useListParams<S extends string>(defaults: ListDefaults<S>): ListParams<S> {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  useEffect(
    () => rememberListAddress(location.pathname, location.search),
    [location.pathname, location.search],
  );
  const rawPage = wholeNumber(search.get('page'));
  const rawSize = wholeNumber(search.get('size'));
  const rawSort = search.get('sort');
  const rawDirection = search.get('direction')?.toUpperCase();

  const page = rawPage !== undefined && rawPage >= 1 ? rawPage - 1 : 0;
  const size =
    rawSize !== undefined && (ADMIN_PAGE_SIZES as readonly number[]).includes(rawSize)
      ? rawSize
      : ADMIN_PAGE_SIZE;
  const sort = defaults.sortFields.find((field) => field === rawSort) ?? defaults.sort;
  const direction: SortDirection =
    rawDirection === 'ASC' || rawDirection === 'DESC' ? rawDirection : defaults.direction;

  const inAddress = useMemo(() => ({ page, size, sort, direction }), [page, size, sort, direction]);
  const addressOf = useCallback(
    (next: PageQuery<S>) => {
      const params = new URLSearchParams();
      if (next.page > 0) params.set('page', String(next.page + 1));
      if (next.size !== ADMIN_PAGE_SIZE) params.set('size', String(next.size));
      if (next.sort !== defaults.sort || next.direction !== defaults.direction) {
        params.set('sort', next.sort);
        params.set('direction', next.direction);
      }
      return params;
    },
    [defaults.sort, defaults.direction],
  );
  const [query, show] = useAddressValue(inAddress, (value) => addressOf(value).toString());

  const write = useCallback(
    (next: PageQuery<S>) => {
      show(next);
      setSearch(addressOf(next), { replace: true });
    },
    [show, setSearch, addressOf],
  );

  return {
    query,
    setPage: (nextPage) => write({ ...query, page: nextPage }),
    // A new size starts again from the first page, which always exists.
    setSize: (nextSize) => write({ ...query, size: nextSize, page: 0 }),
    toggleSort: (field) =>
      write({
        ...query,
        page: 0,
        sort: field,
        direction: field === query.sort && query.direction === 'ASC' ? 'DESC' : 'ASC',
      }),
    setSort: (field, nextDirection) =>
      write({ ...query, page: 0, sort: field, direction: nextDirection }),
    restore: write,
  };
}
