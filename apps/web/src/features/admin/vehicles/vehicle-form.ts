import {
  imageTypeOfBytes,
  MAX_UPLOAD_BYTES,
  VEHICLE_DEFAULTS,
  vehicleSchema,
  type Vehicle,
  type VehicleRequest,
} from '@keyturn/shared';
import { z } from 'zod';
import { booleanInput, numberInput } from '../lib/form-resolver.ts';

export const IMAGE_REQUIRED_MESSAGE = 'Please upload an image';
export const IMAGE_TYPE_MESSAGE = 'The image must be a JPEG or PNG file';
export const IMAGE_SIZE_MESSAGE = `The image must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png';

/** The form's inputs as they hold them: numbers as typed text, air conditioning as 'true'/'false'. */
export interface VehicleFormValues {
  model: string;
  doors: string;
  seats: string;
  luggage: string;
  transmission: string;
  airConditioning: 'true' | 'false';
  fuelType: string;
  age: string;
  pricePerHour: string;
}

/** The shared vehicle rules, reading the inputs' text first. */
export const vehicleFormSchema = vehicleSchema.extend({
  doors: z.preprocess(numberInput, vehicleSchema.shape.doors),
  seats: z.preprocess(numberInput, vehicleSchema.shape.seats),
  luggage: z.preprocess(numberInput, vehicleSchema.shape.luggage),
  airConditioning: z.preprocess(booleanInput, vehicleSchema.shape.airConditioning),
  age: z.preprocess(numberInput, vehicleSchema.shape.age),
  pricePerHour: z.preprocess(numberInput, vehicleSchema.shape.pricePerHour),
});

/** A new vehicle: Automatic, no air conditioning, Diesel; everything else empty. */
export const NEW_VEHICLE_VALUES: VehicleFormValues = {
  model: '',
  doors: '',
  seats: '',
  luggage: '',
  transmission: VEHICLE_DEFAULTS.transmission,
  airConditioning: VEHICLE_DEFAULTS.airConditioning ? 'true' : 'false',
  fuelType: VEHICLE_DEFAULTS.fuelType,
  age: '',
  pricePerHour: '',
};

export function vehicleFormValues(vehicle: Vehicle): VehicleFormValues {
  return {
    model: vehicle.model,
    doors: String(vehicle.doors),
    seats: String(vehicle.seats),
    luggage: String(vehicle.luggage),
    transmission: vehicle.transmission,
    airConditioning: vehicle.airConditioning ? 'true' : 'false',
    fuelType: vehicle.fuelType,
    age: String(vehicle.age),
    pricePerHour: String(vehicle.pricePerHour),
  };
}

export function toVehicleRequest(values: VehicleFormValues): VehicleRequest {
  const request = vehicleFormSchema.parse(values);
  return { ...request, model: request.model.trim() };
}

/**
 * What is wrong with a chosen image, judged by its bytes (a text file named car.png is no
 * picture) before uploading it; null when it will do.
 */
export async function imageProblem(file: File): Promise<string | null> {
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_SIZE_MESSAGE;
  const type = imageTypeOfBytes(new Uint8Array(await file.arrayBuffer()));
  return type ? null : IMAGE_TYPE_MESSAGE;
}
