/** A vehicle as answers show it, the fleet's filters, and the vehicle service for its lookups. */
export { filtersKeep } from './filters.ts';
export { shownVehicleColumns, vehicleImageIds, type ShownVehicle } from './image-ids-column.ts';
export { toVehicle } from './mapper.ts';
export { lastOdometerOf } from './office-columns.ts';
export { VEHICLE_NOT_FOUND_MESSAGE, type VehicleService } from './service.ts';
