import type { Page, Vehicle } from '@keyturn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api.ts';

/** The spec's public list: 6 a page, by model ascending. */
export const VEHICLE_PAGE_SIZE = 6;
/** The home page's popular vehicles: the list's first three. */
export const POPULAR_VEHICLE_COUNT = 3;

export function fetchVehiclePage(page: number, size = VEHICLE_PAGE_SIZE): Promise<Page<Vehicle>> {
  return apiRequest('/car/visitors/pages', {
    query: { page, size, sort: 'model', direction: 'ASC' },
  });
}

export function fetchVehicle(id: number): Promise<Vehicle> {
  return apiRequest(`/car/visitors/${id}`);
}

/** The URL counts pages from 1 for people; the API counts from 0. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

export const vehiclePageQuery = (page: number, size = VEHICLE_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['vehicles', 'page', page, size],
    queryFn: () => fetchVehiclePage(page, size),
  });

export const isVehicleId = (id: number) => Number.isInteger(id) && id > 0;

export const vehicleQuery = (id: number) =>
  queryOptions({ queryKey: ['vehicles', id], queryFn: () => fetchVehicle(id) });

export function useVehiclePage(page: number, size = VEHICLE_PAGE_SIZE) {
  return useQuery({
    ...vehiclePageQuery(page, size),
    // While the next page loads, the current cards stay instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}

export function useVehicle(id: number) {
  return useQuery({ ...vehicleQuery(id), enabled: isVehicleId(id) });
}
