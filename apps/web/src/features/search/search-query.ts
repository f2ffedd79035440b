import { formatRequestDateTime } from '@keyturn/shared';
import { formWallClock } from '../trip/index.ts';
import {
  filterQuery,
  SEARCH_DEFAULT_SORT,
  SEARCH_SORTS,
  type SearchState,
} from './search-params.ts';

/** The search API's query for a complete window, a page of the API's default size. */
export function toSearchQuery({ window, filters, sort = SEARCH_DEFAULT_SORT, page }: SearchState) {
  const { sort: field, direction } = SEARCH_SORTS[sort];
  return {
    pickUpDateTime: formatRequestDateTime(formWallClock(window.pickUpDate, window.pickUpTime)),
    dropOffDateTime: formatRequestDateTime(formWallClock(window.dropOffDate, window.dropOffTime)),
    page,
    sort: field,
    direction,
    ...filterQuery(filters),
  };
}
export type SearchQuery = ReturnType<typeof toSearchQuery>;
