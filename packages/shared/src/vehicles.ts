import { z } from 'zod';
import { FUEL_TYPES, TRANSMISSIONS } from './enums.ts';
import { boundedInteger, formBoolean, formNumber, requiredNumber, requiredText } from './fields.ts';
import { dollarAmount as dollars } from './dollar-amount.ts';
import { DOLLARS_META, hasAtMostTwoDecimals } from './money.ts';
import { HOURS_PER_PERIOD } from './rental-periods.ts';

export const BUILT_IN_VEHICLE_MESSAGE = 'This is a built-in vehicle and cannot be updated.';
export const MAX_PRICE_PER_HOUR = 100_000;
export const MAX_DEPOSIT = 100_000;
export const MAX_MILES_PER_DAY = 10_000;
export const MAX_PRICE_PER_EXTRA_MILE = 1_000;
export const DAY_PRICE_ABOVE_HOURS_MESSAGE = `Price per day can be at most ${HOURS_PER_PERIOD} times the price per hour`;

/**
 * The day price's own rule, which needs the hourly price beside it: the server judges it on
 * the vehicle as it will be, the form on its two fields. Null when it holds.
 */
export function dayPriceProblem(pricePerHour: number, pricePerDay: number | null): string | null {
  return pricePerDay !== null && pricePerDay > HOURS_PER_PERIOD * pricePerHour
    ? DAY_PRICE_ABOVE_HOURS_MESSAGE
    : null;
}

/** The whole-number fields' bounds, for the schema and for the form's inputs. */
export const VEHICLE_COUNT_BOUNDS = {
  doors: { min: 1, max: 9 },
  seats: { min: 1, max: 99 },
  luggage: { min: 0, max: 99 },
  age: { min: 0, max: 99 },
} as const;
const bounded = (label: string, field: keyof typeof VEHICLE_COUNT_BOUNDS) =>
  boundedInteger(label, VEHICLE_COUNT_BOUNDS[field].min, VEHICLE_COUNT_BOUNDS[field].max);

/** A plate's length as written, its spaces and dashes counted (contract section 7). */
export const PLATE_NUMBER_LENGTH = { min: 2, max: 12 } as const;
/** Letters and digits, in groups a single space or dash apart: "7ABC123", "KT-4821", "B MW 1". */
const PLATE_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;
export const PLATE_NUMBER_CHARACTERS_MESSAGE =
  'Plate number may hold only letters and digits, with single spaces or dashes between them';

/**
 * A plate as two plates are compared: in capitals, without its spaces and dashes, so "7abc-123"
 * and "7ABC 123" are one plate. The database's vehicles_plate_number_key reads it the same way.
 */
export const plateNumberKey = (plate: string) => plate.toUpperCase().replace(/[ -]/g, '');

export const plateNumberTakenMessage = (plate: string) =>
  `Another vehicle has the plate number ${plate} already; check the plate.`;

/**
 * A licence plate as the office types it: trimmed, kept in capitals with its spaces and dashes
 * as typed. Blank is refused (null removes a plate).
 */
export const plateNumberField = z
  .string({ error: 'Plate number must be text' })
  .trim()
  .min(1, 'Plate number cannot be blank; send null to remove it')
  .min(
    PLATE_NUMBER_LENGTH.min,
    `Plate number must be at least ${PLATE_NUMBER_LENGTH.min} characters`,
  )
  .max(
    PLATE_NUMBER_LENGTH.max,
    `Plate number must be at most ${PLATE_NUMBER_LENGTH.max} characters`,
  )
  .regex(PLATE_NUMBER_PATTERN, PLATE_NUMBER_CHARACTERS_MESSAGE)
  .overwrite((plate) => plate.toUpperCase());

export const vehicleSchema = z.object({
  model: requiredText('Model', 'Please enter the model')
    .max(30, 'Model must be at most 30 characters')
    .meta({ example: 'Toyota Corolla' }),
  // Contract section 7, optional so that spec clients keep working, as the prices below are.
  plateNumber: plateNumberField.nullable().optional().meta({
    description:
      "The licence plate: letters and digits, single spaces or dashes between them, 2-12 characters, stored in capitals. No two vehicles share one, whatever their case, spaces and dashes (409). Absent on a new vehicle: none; absent on an update keeps the vehicle's; null removes it.",
    example: '7ABC 123',
  }),
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
  // The prices of contract section 6, optional so that spec clients keep working: absent on a
  // new vehicle is the default, absent on an update keeps what the vehicle has.
  pricePerDay: formNumber(
    dollars('Price per day', MAX_PRICE_PER_HOUR * HOURS_PER_PERIOD, { positive: true }),
  )
    .nullable()
    .optional()
    .meta({
      ...DOLLARS_META,
      description: `The most any ${HOURS_PER_PERIOD} hours of a trip cost; null: ${HOURS_PER_PERIOD} × pricePerHour`,
      example: 90,
    }),
  deposit: formNumber(dollars('Deposit', MAX_DEPOSIT))
    .optional()
    .meta({ ...DOLLARS_META, description: 'Held during a trip; default 200', example: 200 }),
  milesPerDay: formNumber(
    requiredNumber('Miles per day')
      .int('Miles per day must be a whole number')
      .min(1, 'Miles per day must be at least 1')
      .max(MAX_MILES_PER_DAY, `Miles per day must be at most ${MAX_MILES_PER_DAY}`),
  )
    .nullable()
    .optional()
    .meta({ description: 'Miles included per 24 hours; null: unlimited', example: 200 }),
  pricePerExtraMile: formNumber(dollars('Price per extra mile', MAX_PRICE_PER_EXTRA_MILE))
    .optional()
    .meta({ ...DOLLARS_META, description: 'Default 0', example: 0.35 }),
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
  pricePerDay: z.number().nullable(),
  deposit: z.number(),
  milesPerDay: z.number().int().nullable(),
  pricePerExtraMile: z.number(),
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
