import type { Page } from '@keyturn/shared';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toastError } from '../../../lib/toast.ts';
import { usePageInRange } from '../../../lib/use-page-in-range.ts';
import { NO_FILTERS, type FilterSpec } from './list-filters.ts';
import {
  sameListQuery,
  useListParams,
  type ListDefaults,
  type ListParams,
  type ListQuery,
} from './list-params.ts';

export const PAGE_CHANGE_ERROR = 'There was an error while changing the page';

export interface AdminList<T, S extends string, F extends string = never> extends ListParams<S, F> {
  data: Page<T> | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}

/**
 * One admin table's server-side page. Loading the list in the first place fails quietly (the
 * spec only logs it); a failed change of page, size, sort or filter says so in a toast and
 * goes back to the rows that were showing.
 */
export function useAdminList<T, S extends string, F extends string = never>(
  listKey: (query: ListQuery<S, F>) => QueryKey,
  fetchPage: (query: ListQuery<S, F>) => Promise<Page<T>>,
  defaults: ListDefaults<S>,
  filterSpec: FilterSpec<F> = NO_FILTERS as FilterSpec<F>,
): AdminList<T, S, F> {
  const params = useListParams(defaults, filterSpec);
  const { query, restore } = params;
  const result = useQuery({
    queryKey: listKey(query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
  const lastShown = useRef<ListQuery<S, F> | null>(null);
  const movingBack = usePageInRange(
    result.isPlaceholderData ? undefined : result.data,
    params.setPage,
  );

  useEffect(() => {
    if (result.isSuccess && !result.isPlaceholderData) lastShown.current = query;
  }, [result.isSuccess, result.isPlaceholderData, query]);

  useEffect(() => {
    if (!result.isError) return;
    const previous = lastShown.current;
    if (previous && !sameListQuery(previous, query)) {
      void toastError(PAGE_CHANGE_ERROR);
      restore(previous);
    } else {
      console.error('Loading the list failed', result.error);
    }
  }, [result.isError, result.error, query, restore]);

  return {
    ...params,
    data: result.data,
    isPending: result.isPending || movingBack,
    isFetching: result.isFetching,
    isError: result.isError,
  };
}
