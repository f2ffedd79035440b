import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { toPage, type Page, type PageQuery } from '@keyturn/shared';
import { badRequest } from './http-errors.ts';

/** ORDER BY the whitelisted column, then by id so that pages never overlap or skip rows. */
export function pageOrder<S extends string>(
  query: PageQuery<S>,
  columns: Record<S, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const direction = query.direction === 'ASC' ? asc : desc;
  const column = columns[query.sort];
  return column === id ? [direction(id)] : [direction(column), direction(id)];
}

/** Beyond this many rows skipped, a page is refused: the database would read them all first. */
export const MAX_PAGE_OFFSET = 10_000_000;

export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  const offset = query.page * query.size;
  if (offset > MAX_PAGE_OFFSET) throw badRequest('Page is too large', 'page');
  return { limit: query.size, offset };
}

/** Runs the count and the page's rows together and maps the rows to their response shape. */
export async function loadPage<Row, Item>(
  query: PageQuery,
  count: Promise<number>,
  rows: Promise<Row[]>,
  map: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const [total, pageRows] = await Promise.all([count, rows]);
  return toPage(await map(pageRows), total, query);
}
