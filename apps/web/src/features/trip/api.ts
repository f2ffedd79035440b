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
 * The car's availability and the trip's price for the signed-in driver, or, asked by the office
 * with a customer's id, for that customer (whose age may add the young-driver fee).
 */
export function checkAvailability(
  query: AvailabilityQuery,
  extras: readonly ChosenExtraRequest[] = [],
  customerId?: number,
): Promise<TripQuoteAnswer> {
  const asked = { ...query, extra: extraParams(extras) };
  return customerId === undefined
    ? apiRequest('/reservations/auth', { query: asked })
    : apiRequest('/reservations/admin/quote', { query: { ...asked, userId: customerId } });
}

/** What a trip may take besides the car, as offered now. */
export function fetchOfferedExtras(): Promise<Extra[]> {
  return apiRequest('/extras/visitors');
}
