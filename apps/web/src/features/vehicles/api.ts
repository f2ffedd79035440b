import type { Page, PageQuery, Vehicle } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

export type VehicleSort = 'id' | 'model' | 'age' | 'pricePerHour' | 'seats' | 'doors';

/** The spec's public list: 6 a page, by model ascending. */
export const VEHICLE_PAGE_SIZE = 6;
/** The home page's popular vehicles: the three most booked of late. */
export const POPULAR_VEHICLE_COUNT = 3;

/** The public catalogue's query for a page (counted from 0). */
export const publicVehiclePage = (page: number): PageQuery<VehicleSort> => ({
  page,
  size: VEHICLE_PAGE_SIZE,
  sort: 'model',
  direction: 'ASC',
});

export function fetchVehiclePage(query: PageQuery<VehicleSort>): Promise<Page<Vehicle>> {
  return apiRequest('/car/visitors/pages', { query: { ...query } });
}

export function fetchPopularVehicles(): Promise<Vehicle[]> {
  return apiRequest('/car/visitors/popular', { query: { size: POPULAR_VEHICLE_COUNT } });
}

export function fetchVehicle(id: number): Promise<Vehicle> {
  return apiRequest(`/car/visitors/${id}`);
}

export function fetchAllVehicles(): Promise<Vehicle[]> {
  return apiRequest('/car/visitors/all');
}

/** The URL counts pages from 1 for people; the API counts from 0. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/** The address names a trip window, whole or not: `/vehicles` then shows a search's results. */
export const isWindowSearch = (search: URLSearchParams) =>
  search.has('pickUp') || search.has('dropOff');

export const isVehicleId = (id: number) => Number.isInteger(id) && id > 0;
