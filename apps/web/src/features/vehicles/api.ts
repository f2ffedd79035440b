import {
  POPULAR_VEHICLES_DEFAULT_SIZE,
  type Page,
  type PageQuery,
  type Vehicle,
  type VehicleFilters,
  type VehicleSortField,
} from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

/** A page of the fleet as the API takes it: the paging, and the search's filters if any. */
export type VehicleListQuery = PageQuery<VehicleSortField> & {
  [Filter in keyof VehicleFilters]?: Readonly<VehicleFilters[Filter]>;
};

export function fetchVehiclePage(query: VehicleListQuery): Promise<Page<Vehicle>> {
  return apiRequest('/car/visitors/pages', { query: { ...query } });
}

export function fetchPopularVehicles(): Promise<Vehicle[]> {
  return apiRequest('/car/visitors/popular', { query: { size: POPULAR_VEHICLES_DEFAULT_SIZE } });
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
