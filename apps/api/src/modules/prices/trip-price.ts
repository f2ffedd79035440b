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

/** What a trip's young-driver fee is judged on: its window and the fee the driver rules set. */
export type FeeTrip = Pick<Trip, 'pickUp' | 'dropOff' | 'youngDriverFeePerDayCents'>;

const PERIOD_MS = 86_400_000;

/** The young-driver line `priceTrip` gives the trip, or null when the driver pays no fee. */
function youngDriverLine(trip: FeeTrip, timeZone: string): ChargeLine | null {
  // Only priceTrip makes this line, so the fee is counted one way; the rental it prices beside
  // it, here at no price, is not read.
  const { lines } = priceTrip({ ...trip, timeZone, pricePerHourCents: 0, pricePerDayCents: null });
  return lines.find((line) => line.code === 'YOUNG_DRIVER') ?? null;
}

/**
 * The young-driver fee a trip owes beyond the `periodsCharged` its lines charge already, as one
 * line; null when it owes none. A trip priced while the driver's age was unknown owes it whole.
 */
export function youngDriverFeeDue(
  trip: FeeTrip,
  timeZone: string,
  periodsCharged: number,
): ChargeLine | null {
  const owed = youngDriverLine(trip, timeZone);
  const missing = (owed?.quantity ?? 0) - periodsCharged;
  if (!owed || missing <= 0) return null;
  if (missing === owed.quantity) return owed;
  // Periods are 24 hours of elapsed time from pick-up, so a trip of exactly the missing ones
  // gets their line, worded as priceTrip words it.
  const missingOnly = new Date(trip.pickUp.getTime() + missing * PERIOD_MS);
  return youngDriverLine({ ...trip, dropOff: missingOnly }, timeZone);
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
