import type { OfficeVehicle, Vehicle } from '@keyturn/shared';
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

/** The sample vehicle as the office's answers give it: its plate, its odometer, at the office. */
export const sampleOfficeVehicle: OfficeVehicle = {
  ...sampleVehicle,
  plateNumber: '7ABC 123',
  odometer: 12_480,
  now: null,
};
