import type { ListObject } from '../objects.ts';
import { invalidRequest, noSuch } from './errors.ts';
import type { Params } from './params.ts';

/**
 * A list answer, newest first, paged by `limit` (1-100, default 10) and `starting_after`, the
 * two paging parameters the SDK's auto-pagination sends.
 */
export function listAnswer<T extends { id: string; object: string }>(
  oldestFirst: readonly T[],
  url: string,
  params: Params,
): ListObject<T> {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('Invalid limit: must be between 1 and 100', { param: 'limit' });
  }
  const items = [...oldestFirst].reverse();
  const after = params.string('starting_after');
  let start = 0;
  if (after !== undefined) {
    const index = items.findIndex((item) => item.id === after);
    if (index < 0) throw noSuch(items[0]?.object ?? 'object', after, 'starting_after');
    start = index + 1;
  }
  return {
    object: 'list',
    data: items.slice(start, start + limit),
    has_more: start + limit < items.length,
    url,
  };
}
