import type { Vehicle } from '@keyturn/shared';
import { SAMPLE_VEHICLE_REQUEST } from '@keyturn/shared/testing';

/** The shared sample vehicle as the API answers it: a day price, a deposit, miles and a photo. */
export const sampleVehicle: Vehicle = {
  id: 7,
  ...SAMPLE_VEHICLE_REQUEST,
  pricePerHour: 15,
  pricePerDay: 90,
  deposit: 250,
  milesPerDay: 150,
  pricePerExtraMile: 0.4,
  builtIn: false,
  image: ['abc'],
};
