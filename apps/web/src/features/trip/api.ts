import type { ChosenExtraRequest, Extra, Quote } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';
import type { AvailabilityQuery } from './trip-times.ts';

/** Whether the car is free for the trip, and what the trip costs, line by line. */
export interface TripQuoteAnswer {
  available: boolean;
  /** Why the booking would be refused, when it is not available. */
  reason?: string;
  totalPrice: number;
  quote: Quote;
}

/** The quote's repeated `extra` parameter: one `ID:QUANTITY` per chosen extra. */
const extraParams = (extras: readonly ChosenExtraRequest[]) =>
  extras.map(({ id, quantity }) => `${id}:${quantity}`);

/**
 * Whom the office's quote prices: a customer on record, or a new one (a walk-in) by the
 * driver's date of birth and licence expiry as typed (MM/DD/YYYY), none of them required.
 */
export type QuotedDriver = { userId: number } | { dateOfBirth?: string; licenseExpiry?: string };

/**
 * The car's availability and the trip's price for the signed-in driver, or, asked by the office
 * for a driver (a customer's id, or a new customer's facts), for that driver (whose age may add
 * the young-driver fee).
 */
export function checkAvailability(
  query: AvailabilityQuery,
  extras: readonly ChosenExtraRequest[] = [],
  driver?: QuotedDriver,
): Promise<TripQuoteAnswer> {
  const asked = { ...query, extra: extraParams(extras) };
  return driver === undefined
    ? apiRequest('/reservations/auth', { query: asked })
    : apiRequest('/reservations/admin/quote', { query: { ...asked, ...driver } });
}

/** What a trip may take besides the car, as offered now. */
export function fetchOfferedExtras(): Promise<Extra[]> {
  return apiRequest('/extras/visitors');
}
