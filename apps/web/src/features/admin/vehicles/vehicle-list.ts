import {
  VEHICLE_WHEREABOUTS,
  type OfficeVehicle,
  type Page,
  type VehicleSortField,
} from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import { oneOf, searchWords, type FilterSpec } from '../lib/list-filters.ts';
import type { ListQuery } from '../lib/list-params.ts';
import { vehicleKeys } from '../../vehicles/index.ts';

export type VehicleFilter = 'search' | 'now';
type VehicleListQuery = ListQuery<VehicleSortField, VehicleFilter>;

/**
 * The office's vehicle filters, in the address as the API takes them: words of the model or
 * the plate, and where the car is now (on the road, or free now).
 */
export const VEHICLE_FILTERS: FilterSpec<VehicleFilter> = {
  readers: { search: searchWords, now: oneOf(VEHICLE_WHEREABOUTS) },
};

/**
 * A page of the office's list, under the one vehicle key space: a change of a vehicle or a
 * hand-over (vehicleKeys.all) refreshes it. Kept apart from the vehicle page's queries, so the
 * two pages share no chunk of their own.
 */
export const officeVehicleListKey = (query: VehicleListQuery) =>
  [...vehicleKeys.all, 'office', 'list', query] as const;

/** A page of the office's vehicle list, searched and filtered as the address says. */
export function fetchOfficeVehiclePage(query: VehicleListQuery): Promise<Page<OfficeVehicle>> {
  return apiRequest('/car/admin/pages', { query: { ...query } });
}
