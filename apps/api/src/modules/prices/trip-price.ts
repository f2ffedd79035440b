import { priceTrip, type TripPrice } from '@keyturn/shared';
import type { VehicleRow } from '../../db/schema.ts';

/** What of a vehicle its trips' prices read. */
export type VehiclePrices = Pick<VehicleRow, 'pricePerHourCents' | 'pricePerDayCents'>;

export interface Trip {
  pickUp: Date;
  dropOff: Date;
}

/**
 * The price of a trip in this vehicle, as the quote shows it and a booking stores it: the one
 * place the server prices a trip, always through the shared `priceTrip` (decision 043).
 */
export function priceOfTrip(vehicle: VehiclePrices, trip: Trip, timeZone: string): TripPrice {
  return priceTrip({
    pickUp: trip.pickUp,
    dropOff: trip.dropOff,
    timeZone,
    pricePerHourCents: vehicle.pricePerHourCents,
    pricePerDayCents: vehicle.pricePerDayCents,
  });
}
