import { z } from 'zod';
import { FUEL_TYPES, TRANSMISSIONS } from './enums.ts';
import { boundedInteger, formBoolean, formNumber, requiredNumber } from './fields.ts';
import { VEHICLE_PAGE_DEFAULTS } from './list-defaults.ts';
import { DOLLARS_META, hasAtMostTwoDecimals } from './money.ts';
import { pageQuerySchema } from './paging.ts';
import { MAX_PRICE_PER_HOUR, VEHICLE_COUNT_BOUNDS } from './vehicles.ts';

/** A query parameter that may repeat (`?fuelType=Diesel&fuelType=Hybrid`): always a list. */
function oneOrMore<T extends readonly [string, ...string[]]>(values: T, label: string) {
  const message = `${label} must be one of: ${values.join(', ')}`;
  const value = z.enum(values, { error: message });
  return z
    .union([value, z.array(value)], { error: message })
    .transform((chosen) => (Array.isArray(chosen) ? chosen : [chosen]));
}

/**
 * What a list of vehicles may be narrowed to, all optional: the catalogue's pages and a search
 * for a window take the same filters, with the same sentences for a bad value.
 */
export const vehicleFiltersSchema = z.object({
  transmission: oneOrMore(TRANSMISSIONS, 'Transmission').optional(),
  fuelType: oneOrMore(FUEL_TYPES, 'Fuel type').optional(),
  minSeats: boundedInteger(
    'Minimum seats',
    VEHICLE_COUNT_BOUNDS.seats.min,
    VEHICLE_COUNT_BOUNDS.seats.max,
  ).optional(),
  maxPricePerHour: formNumber(
    requiredNumber('Maximum price per hour')
      .gt(0, 'Maximum price per hour must be greater than 0')
      .lt(MAX_PRICE_PER_HOUR, `Maximum price per hour must be less than ${MAX_PRICE_PER_HOUR}`)
      .refine(hasAtMostTwoDecimals, 'Maximum price per hour can have at most 2 decimals'),
  )
    .meta({ ...DOLLARS_META, example: 50 })
    .optional(),
  airConditioning: formBoolean('Air conditioning must be true or false').optional(),
});
export type VehicleFilters = z.infer<typeof vehicleFiltersSchema>;

/** A page of the catalogue: the whole fleet, whatever is booked, narrowed by the filters. */
export const vehiclePageQuerySchema = pageQuerySchema(VEHICLE_PAGE_DEFAULTS).extend(
  vehicleFiltersSchema.shape,
);
export type VehiclePageQuery = z.infer<typeof vehiclePageQuerySchema>;
