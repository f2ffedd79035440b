import {
  priceTrip,
  type ChargeLine,
  type ChosenExtra,
  type RatePeriod,
  type TripPrice,
} from '@keyturn/shared';
import type { VehicleRow } from '../../db/schema.ts';

/** What of a vehicle its trips' prices read. */
export type VehiclePrices = Pick<VehicleRow, 'pricePerHourCents' | 'pricePerDayCents'>;

export interface Trip {
  pickUp: Date;
  dropOff: Date;
  extras?: readonly ChosenExtra[];
  /** 0 or absent unless the driver is young (reservations/driver-rules.ts). */
  youngDriverFeePerDayCents?: number;
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
    extras: trip.extras,
    youngDriverFeePerDayCents: trip.youngDriverFeePerDayCents,
    pricePerHourCents: vehicle.pricePerHourCents,
    pricePerDayCents: vehicle.pricePerDayCents,
  });
}

/** A line as the booking stores it: an extra's line also names the extra and how many were chosen. */
export type StoredLine = ChargeLine & { extraId?: number; extraQuantity?: number };

/** `priceTrip` gives the rental line first, then one line per extra in the order chosen. */
export function linesToStore(price: TripPrice, extras: readonly ChosenExtra[] = []): StoredLine[] {
  return price.lines.map((line, index) => {
    const extra = line.code === 'EXTRA' ? extras[index - 1] : undefined;
    return extra ? { ...line, extraId: extra.id, extraQuantity: extra.quantity } : line;
  });
}
