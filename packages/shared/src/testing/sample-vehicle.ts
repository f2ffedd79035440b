import type { VehicleRequest } from '../vehicles.ts';

/** A valid vehicle as the office enters it, for tests of the rules and forms on both sides. */
export const SAMPLE_VEHICLE_REQUEST: VehicleRequest = {
  model: 'Mazda CX-30',
  doors: 5,
  seats: 5,
  luggage: 2,
  transmission: 'Manual',
  airConditioning: true,
  fuelType: 'Gasoline',
  age: 3,
  pricePerHour: 14.5,
};
