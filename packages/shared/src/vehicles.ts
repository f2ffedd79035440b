import { z } from 'zod';
import { FUEL_TYPES, TRANSMISSIONS } from './enums.ts';
import { boundedInteger, formBoolean, formNumber, requiredNumber, requiredText } from './fields.ts';
import { DOLLARS_META, hasAtMostTwoDecimals } from './money.ts';

export const BUILT_IN_VEHICLE_MESSAGE = 'This is a built-in vehicle and cannot be updated.';
export const MAX_PRICE_PER_HOUR = 100_000;

/** The whole-number fields' bounds, for the schema and for the form's inputs. */
export const VEHICLE_COUNT_BOUNDS = {
  doors: { min: 1, max: 9 },
  seats: { min: 1, max: 99 },
  luggage: { min: 0, max: 99 },
  age: { min: 0, max: 99 },
} as const;
const bounded = (label: string, field: keyof typeof VEHICLE_COUNT_BOUNDS) =>
  boundedInteger(label, VEHICLE_COUNT_BOUNDS[field].min, VEHICLE_COUNT_BOUNDS[field].max);

export const vehicleSchema = z.object({
  model: requiredText('Model', 'Please enter the model')
    .max(30, 'Model must be at most 30 characters')
    .meta({ example: 'Toyota Corolla' }),
  doors: bounded('Doors', 'doors').meta({ example: 4 }),
  seats: bounded('Seats', 'seats').meta({ example: 5 }),
  luggage: bounded('Luggage', 'luggage').meta({ example: 2 }),
  transmission: z
    .enum(TRANSMISSIONS, {
      error: `Transmission must be one of ${TRANSMISSIONS.join(', ')}`,
    })
    .meta({ example: 'Automatic' }),
  airConditioning: formBoolean('Air conditioning must be Yes or No').meta({ example: true }),
  fuelType: z
    .enum(FUEL_TYPES, { error: `Fuel type must be one of ${FUEL_TYPES.join(', ')}` })
    .meta({ example: 'Gasoline' }),
  age: bounded('Age', 'age').meta({ example: 3 }),
  pricePerHour: formNumber(
    requiredNumber('Price per hour')
      .gt(0, 'Price per hour must be greater than 0')
      .lt(MAX_PRICE_PER_HOUR, `Price per hour must be less than ${MAX_PRICE_PER_HOUR}`)
      .refine(hasAtMostTwoDecimals, 'Price per hour can have at most 2 decimals'),
  ).meta({ ...DOLLARS_META, example: 12.5 }),
});
export type VehicleRequest = z.infer<typeof vehicleSchema>;

export const vehicleResponseSchema = z.object({
  id: z.number().int(),
  model: z.string(),
  doors: z.number(),
  seats: z.number(),
  luggage: z.number(),
  transmission: vehicleSchema.shape.transmission,
  airConditioning: z.boolean(),
  fuelType: vehicleSchema.shape.fuelType,
  age: z.number(),
  pricePerHour: z.number(),
  builtIn: z.boolean(),
  image: z.array(z.string()),
});
export type Vehicle = z.infer<typeof vehicleResponseSchema>;

export const VEHICLE_DEFAULTS = {
  transmission: 'Automatic',
  airConditioning: false,
  fuelType: 'Diesel',
} as const;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
