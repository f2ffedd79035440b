import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { pageOfWholeList, recordOfWholeList } from './whole-lists.ts';

const rows = [
  { id: 1, name: 'child seat', price: 8 },
  { id: 2, name: 'GPS', price: 4.5 },
  { id: 3, name: 'Additional driver', price: 8 },
];
const sortValues = {
  name: (row: (typeof rows)[number]) => row.name,
  price: (row: (typeof rows)[number]) => row.price,
};

describe('a list the server sends whole', () => {
  it('is sorted as asked, ties in the server order, and cut into pages', () => {
    const byName = pageOfWholeList(
      rows,
      { page: 0, size: 2, sort: 'name', direction: 'ASC' },
      sortValues,
    );
    expect(byName.content.map((row) => row.id)).toEqual([3, 1]);
    expect(byName).toMatchObject({ totalElements: 3, totalPages: 2, first: true, last: false });
    const byPrice = pageOfWholeList(
      rows,
      { page: 0, size: 5, sort: 'price', direction: 'DESC' },
      sortValues,
    );
    expect(byPrice.content.map((row) => row.id)).toEqual([1, 3, 2]);
    const second = pageOfWholeList(
      rows,
      { page: 1, size: 2, sort: 'name', direction: 'ASC' },
      sortValues,
    );
    expect(second.content.map((row) => row.id)).toEqual([2]);
    expect(second.pageable.offset).toBe(2);
  });

  it('gives one record, or the 404 a call for a missing one would', () => {
    expect(recordOfWholeList(rows, 2, 'gone').name).toBe('GPS');
    expect(() => recordOfWholeList(rows, 9, 'gone')).toThrow(ApiError);
  });
});
