import type { Page, Vehicle } from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { reservationKeys } from '../../reservations/index.ts';
import { vehicleKeys } from '../../vehicles/index.ts';
import { userKeys } from '../users/index.ts';

/** The spec's dashboard request: up to 20 vehicles for the carousel. */
export const DASHBOARD_VEHICLE_COUNT = 20;

/** Each statistic is the `totalElements` of its paged list; one row is enough to learn it. */
async function countOf(path: string): Promise<number> {
  const page = await apiRequest<Page<unknown>>(path, { query: { page: 0, size: 1 } });
  return page.totalElements;
}

export const STATISTICS = {
  members: { key: userKeys.count(), path: '/user/auth/pages' },
  vehicles: { key: vehicleKeys.count(), path: '/car/visitors/pages' },
  reservations: { key: reservationKeys.count(), path: '/reservations/admin/all/pages' },
} as const;

export type Statistic = keyof typeof STATISTICS;

export function useStatistic(which: Statistic) {
  const { key, path } = STATISTICS[which];
  return useQuery({ queryKey: key, queryFn: () => countOf(path) });
}

export function useDashboardVehicles() {
  return useQuery({
    queryKey: [...vehicleKeys.all, 'dashboard'],
    queryFn: () =>
      apiRequest<Page<Vehicle>>('/car/visitors/pages', {
        query: { size: DASHBOARD_VEHICLE_COUNT },
      }),
  });
}
