import { describe, expect, it } from 'vitest';
import { pageQuerySchema, toPage } from './paging.ts';

const query = pageQuerySchema({
  size: 6,
  sort: 'model',
  direction: 'ASC',
  sortFields: ['id', 'model'],
});

describe('page query', () => {
  it('fills in the defaults and accepts any case of direction', () => {
    expect(query.parse({})).toEqual({ page: 0, size: 6, sort: 'model', direction: 'ASC' });
    expect(query.parse({ page: '2', size: '10', sort: 'id', direction: 'desc' })).toEqual({
      page: 2,
      size: 10,
      sort: 'id',
      direction: 'DESC',
    });
  });

  it.each([
    [{ sort: 'password' }, 'Sort must be one of: id, model'],
    [{ direction: 'UP' }, 'Direction must be ASC or DESC'],
    [{ page: '-1' }, 'Page must be 0 or more'],
    [{ size: '0' }, 'Size must be between 1 and 100'],
    [{ size: '101' }, 'Size must be between 1 and 100'],
    [{ page: 'one' }, 'Page must be a whole number'],
  ])('refuses %o', (input, message) => {
    const result = query.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe('page shape', () => {
  it('describes a middle page like Spring Data does', () => {
    const page = toPage(['c', 'd'], 7, { page: 1, size: 2, sort: 'id', direction: 'ASC' });
    expect(page).toMatchObject({
      totalElements: 7,
      totalPages: 4,
      number: 1,
      numberOfElements: 2,
      first: false,
      last: false,
      empty: false,
      pageable: { pageNumber: 1, pageSize: 2, offset: 2 },
    });
  });

  it('marks an empty result as first, last and empty', () => {
    expect(toPage([], 0, { page: 0, size: 6, sort: 'id', direction: 'ASC' })).toMatchObject({
      totalPages: 0,
      first: true,
      last: true,
      empty: true,
    });
  });
});
