import {
  DAY_PRICE_ABOVE_HOURS_MESSAGE,
  dayPriceProblem,
  DEPOSIT_DEFAULT,
  dollarsToCents,
  HOURS_PER_PERIOD,
  imageTypeOfBytes,
  MAX_UPLOAD_BYTES,
  VEHICLE_DEFAULTS,
  vehicleSchema,
  type OfficeVehicle,
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
  /** Empty: no plate on record. */
  plateNumber: string;
  doors: string;
  seats: string;
  luggage: string;
  transmission: string;
  airConditioning: 'true' | 'false';
  fuelType: string;
  age: string;
  pricePerHour: string;
  /** Empty: the day costs 24 hours' price. */
  pricePerDay: string;
  deposit: string;
  /** Empty: unlimited miles. */
  milesPerDay: string;
  pricePerExtraMile: string;
}

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** An emptied input of a field whose null means something (no day cap, unlimited miles). */
function numberOrNull(value: unknown): unknown {
  return isBlank(value) ? null : numberInput(value);
}

/** An emptied plate is none: the server removes the vehicle's plate on null. */
const plateOrNull = (value: unknown): unknown => (isBlank(value) ? null : value);

const PRICE_FIELDS = new Set<PropertyKey>(['pricePerHour', 'pricePerDay']);

/**
 * The shared vehicle rules, reading the inputs' text first. The form always sends the four
 * prices of contract section 6: the deposit and the price per extra mile are asked for (the
 * request's absent would keep an old value the form no longer shows), and an empty day price
 * or miles per day is null, which the server reads as none; so is an empty plate number.
 */
export const vehicleFormSchema = vehicleSchema
  .extend({
    plateNumber: z.preprocess(plateOrNull, vehicleSchema.shape.plateNumber),
    doors: z.preprocess(numberInput, vehicleSchema.shape.doors),
    seats: z.preprocess(numberInput, vehicleSchema.shape.seats),
    luggage: z.preprocess(numberInput, vehicleSchema.shape.luggage),
    airConditioning: z.preprocess(booleanInput, vehicleSchema.shape.airConditioning),
    age: z.preprocess(numberInput, vehicleSchema.shape.age),
    pricePerHour: z.preprocess(numberInput, vehicleSchema.shape.pricePerHour),
    pricePerDay: z.preprocess(numberOrNull, vehicleSchema.shape.pricePerDay),
    deposit: z.preprocess(numberInput, vehicleSchema.shape.deposit.unwrap()),
    milesPerDay: z.preprocess(numberOrNull, vehicleSchema.shape.milesPerDay),
    pricePerExtraMile: z.preprocess(numberInput, vehicleSchema.shape.pricePerExtraMile.unwrap()),
  })
  .refine(
    (vehicle) => dayPriceProblem(vehicle.pricePerHour, vehicle.pricePerDay ?? null) === null,
    {
      path: ['pricePerDay'],
      message: DAY_PRICE_ABOVE_HOURS_MESSAGE,
      // Judged only on two valid prices: a wrong hourly price has its own sentence already.
      when: (payload) => payload.issues.every((issue) => !PRICE_FIELDS.has(issue.path?.[0] ?? '')),
    },
  );

/** A new vehicle: Automatic, no air conditioning, Diesel, the default deposit; the rest empty. */
export const NEW_VEHICLE_VALUES: VehicleFormValues = {
  model: '',
  plateNumber: '',
  doors: '',
  seats: '',
  luggage: '',
  transmission: VEHICLE_DEFAULTS.transmission,
  airConditioning: VEHICLE_DEFAULTS.airConditioning ? 'true' : 'false',
  fuelType: VEHICLE_DEFAULTS.fuelType,
  age: '',
  pricePerHour: '',
  pricePerDay: '',
  deposit: String(DEPOSIT_DEFAULT),
  milesPerDay: '',
  pricePerExtraMile: '0',
};

const inputText = (value: number | null) => (value === null ? '' : String(value));

export function vehicleFormValues(vehicle: OfficeVehicle): VehicleFormValues {
  return {
    model: vehicle.model,
    plateNumber: vehicle.plateNumber ?? '',
    doors: String(vehicle.doors),
    seats: String(vehicle.seats),
    luggage: String(vehicle.luggage),
    transmission: vehicle.transmission,
    airConditioning: vehicle.airConditioning ? 'true' : 'false',
    fuelType: vehicle.fuelType,
    age: String(vehicle.age),
    pricePerHour: String(vehicle.pricePerHour),
    pricePerDay: inputText(vehicle.pricePerDay),
    deposit: String(vehicle.deposit),
    milesPerDay: inputText(vehicle.milesPerDay),
    pricePerExtraMile: String(vehicle.pricePerExtraMile),
  };
}

/**
 * What an empty day price stands for, 24 hours at the hourly price typed ('360.00'), or
 * undefined while that price is no amount yet.
 */
export function uncappedDayPrice(pricePerHour: string): string | undefined {
  const parsed = vehicleSchema.shape.pricePerHour.safeParse(numberInput(pricePerHour));
  if (!parsed.success) return undefined;
  return ((dollarsToCents(parsed.data) * HOURS_PER_PERIOD) / 100).toFixed(2);
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
