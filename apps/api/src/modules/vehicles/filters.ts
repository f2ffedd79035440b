import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { dollarsToCents, type VehicleFilters } from '@keyturn/shared';
import { vehicles } from '../../db/schema.ts';

/**
 * The vehicles a list's filters keep, as one condition (undefined without a filter): the
 * catalogue's pages and a search for a window narrow the fleet by the same rule.
 */
export function matchingFilters(filters: VehicleFilters): SQL | undefined {
  return and(
    filters.transmission && inArray(vehicles.transmission, filters.transmission),
    filters.fuelType && inArray(vehicles.fuelType, filters.fuelType),
    filters.minSeats !== undefined ? gte(vehicles.seats, filters.minSeats) : undefined,
    filters.maxPricePerHour !== undefined
      ? lte(vehicles.pricePerHourCents, dollarsToCents(filters.maxPricePerHour))
      : undefined,
    filters.airConditioning !== undefined
      ? eq(vehicles.airConditioning, filters.airConditioning)
      : undefined,
  );
}
