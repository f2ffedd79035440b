import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  fetchAllVehicles,
  fetchPopularVehicles,
  fetchVehicle,
  fetchVehiclePage,
  isVehicleId,
  type VehicleListQuery,
} from './api.ts';

/** One key space for vehicles: the catalogue, the home page and the admin area read it alike. */
export const vehicleKeys = {
  ...queryKeys('vehicles'),
  popular: () => ['vehicles', 'popular'] as const,
  /** Every vehicle, for the admin's reservation form's choice of car. */
  choices: () => ['vehicles', 'choices'] as const,
};

export const vehicleListQuery = (query: VehicleListQuery) =>
  queryOptions({ queryKey: vehicleKeys.list(query), queryFn: () => fetchVehiclePage(query) });

export const popularVehiclesQuery = queryOptions({
  queryKey: vehicleKeys.popular(),
  queryFn: fetchPopularVehicles,
});

export const vehicleQuery = (id: number) =>
  queryOptions({ queryKey: vehicleKeys.detail(id), queryFn: () => fetchVehicle(id) });

export const vehicleChoicesQuery = queryOptions({
  queryKey: vehicleKeys.choices(),
  queryFn: fetchAllVehicles,
});

/** A page of the public catalogue, its filters and order as the page's address has them. */
export function useVehiclePage(query: VehicleListQuery) {
  return useQuery({
    ...vehicleListQuery(query),
    // While the next page loads, the current cards stay instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}

export function usePopularVehicles() {
  return useQuery(popularVehiclesQuery);
}

export function useVehicle(id: number) {
  return useQuery({ ...vehicleQuery(id), enabled: isVehicleId(id) });
}
