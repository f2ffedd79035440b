import type { VehicleRequest } from '../vehicles.ts';

/** A valid vehicle as the office enters it, for tests of the rules and forms on both sides. */
export const SAMPLE_VEHICLE_REQUEST: VehicleRequest = {
  model: 'Mazda CX-30',
  doors: 4,
  seats: 5,
  luggage: 3,
  transmission: 'Tiptronic',
  airConditioning: false,
  fuelType: 'Diesel',
  age: 4,
  pricePerHour: 21.75,
};
