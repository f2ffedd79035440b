import { priceTrip, type RatePeriod, type TripPrice } from '@keyturn/shared';
import type { VehicleRow } from '../../db/schema.ts';

/** What of a vehicle its trips' prices read. */
export type VehiclePrices = Pick<VehicleRow, 'pricePerHourCents' | 'pricePerDayCents'>;

export interface Trip {
  pickUp: Date;
  dropOff: Date;
}

/** What prices every trip alike: the company's zone and its rate periods. */
export interface PriceRules {
  timeZone: string;
  ratePeriods: readonly RatePeriod[];
}

/**
 * The price of a trip in this vehicle, as the quote shows it and a booking stores it: the one
 * place the server prices a trip, always through the shared `priceTrip` (decision 043).
 */
export function priceOfTrip(vehicle: VehiclePrices, trip: Trip, rules: PriceRules): TripPrice {
  return priceTrip({
    pickUp: trip.pickUp,
    dropOff: trip.dropOff,
    timeZone: rules.timeZone,
    ratePeriods: rules.ratePeriods,
    pricePerHourCents: vehicle.pricePerHourCents,
    pricePerDayCents: vehicle.pricePerDayCents,
  });
}
