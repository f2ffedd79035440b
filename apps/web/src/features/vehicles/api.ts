import {
  POPULAR_VEHICLES_DEFAULT_SIZE,
  VEHICLE_PAGE_DEFAULTS,
  type Page,
  type PageQuery,
  type Vehicle,
  type VehicleSortField,
} from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

/** The public catalogue's query for a page (counted from 0), as the server pages it unasked. */
export const publicVehiclePage = (page: number): PageQuery<VehicleSortField> => {
  const { size, sort, direction } = VEHICLE_PAGE_DEFAULTS;
  return { page, size, sort, direction };
};

export function fetchVehiclePage(query: PageQuery<VehicleSortField>): Promise<Page<Vehicle>> {
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

/** The catalogue's address for a page counted from 0: the first page has no number. */
export const catalogueAddress = (page: number) =>
  page === 0 ? '/vehicles' : `/vehicles?page=${page + 1}`;

/** The address names a trip window, whole or not: `/vehicles` then shows a search's results. */
export const isWindowSearch = (search: URLSearchParams) =>
  search.has('pickUp') || search.has('dropOff');

export const isVehicleId = (id: number) => Number.isInteger(id) && id > 0;
