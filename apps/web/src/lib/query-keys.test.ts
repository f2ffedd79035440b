import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reservationKeys } from '../features/reservations/queries.ts';
import { vehicleKeys } from '../features/vehicles/queries.ts';
import { queryKeys } from './query-keys.ts';

describe('query keys', () => {
  it('puts lists, details and counts of one kind under one prefix', () => {
    const keys = queryKeys('users');
    expect(keys.list({ page: 2 })).toEqual(['users', 'list', { page: 2 }]);
    expect(keys.detail(7)).toEqual(['users', 'detail', 7]);
    expect(keys.count()).toEqual(['users', 'count']);
  });

  it("invalidates the catalogue, the home page's ranking and the admin's views of vehicles at once", async () => {
    const client = new QueryClient();
    const publicPage = vehicleKeys.list({ page: 0, size: 6, sort: 'model', direction: 'ASC' });
    const adminPage = vehicleKeys.list({ page: 0, size: 10, sort: 'id', direction: 'DESC' });
    for (const key of [publicPage, adminPage, vehicleKeys.popular(), vehicleKeys.detail(3)]) {
      client.setQueryData(key, 'cached');
    }
    client.setQueryData(reservationKeys.mine(0), 'cached');
    await client.invalidateQueries({ queryKey: vehicleKeys.all });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(
      [publicPage, adminPage, vehicleKeys.popular(), vehicleKeys.detail(3)].map(stale),
    ).toEqual([true, true, true, true]);
    expect(stale(reservationKeys.mine(0))).toBe(false);
  });
});
