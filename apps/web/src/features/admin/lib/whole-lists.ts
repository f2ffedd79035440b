import { toPage, type Page, type PageQuery } from '@keyturn/shared';
import { ApiError } from '../../../lib/api.ts';

/*
 * Records the server sends as one whole list (rate periods, extras: a handful each, without
 * paging or a call for one record), shown in the same paged, sortable tables and record pages
 * as the lists the server pages itself.
 */

/** Each sortable column's value to compare rows by. */
export type SortValues<T, S extends string> = Record<S, (row: T) => string | number>;

const compare = (a: string | number, b: string | number) =>
  typeof a === 'string' && typeof b === 'string'
    ? a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })
    : Number(a) - Number(b);

/** The page `query` asks for, sorted as asked; rows that tie keep the server's order. */
export function pageOfWholeList<T, S extends string>(
  rows: readonly T[],
  query: PageQuery<S>,
  sortValues: SortValues<T, S>,
): Page<T> {
  const valueOf = sortValues[query.sort];
  const sign = query.direction === 'ASC' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => sign * compare(valueOf(a), valueOf(b)));
  const start = query.page * query.size;
  return toPage(sorted.slice(start, start + query.size), rows.length, query);
}

/** The record with this id, or the 404 a call for it would have answered. */
export function recordOfWholeList<T extends { id: number }>(
  rows: readonly T[],
  id: number,
  missingMessage: string,
): T {
  const record = rows.find((row) => row.id === id);
  if (!record) throw new ApiError(404, missingMessage);
  return record;
}
