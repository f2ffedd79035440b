export { DetailsImage } from './DetailsImage.tsx';
export { RentalTerms } from './RentalTerms.tsx';
export { VehicleGrid } from './VehicleGrid.tsx';
export { VehicleRate } from './VehicleRate.tsx';
export { VehicleSpecs } from './VehicleSpecs.tsx';
export {
  fetchVehicle,
  fetchVehiclePage,
  isVehicleId,
  isWindowSearch,
  pageFromSearch,
} from './api.ts';
export {
  popularVehiclesQuery,
  usePopularVehicles,
  useVehicle,
  useVehiclePage,
  vehicleChoicesQuery,
  vehicleKeys,
  vehicleListQuery,
  vehicleQuery,
} from './queries.ts';
