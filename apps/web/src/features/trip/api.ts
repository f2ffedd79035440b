import { apiRequest } from '../../lib/api.ts';
import type { AvailabilityQuery } from './trip-times.ts';

/** Whether the car is free for the trip, and what the trip costs. */
export interface TripQuoteAnswer {
  available: boolean;
  totalPrice: number;
}

export function checkAvailability(query: AvailabilityQuery): Promise<TripQuoteAnswer> {
  return apiRequest('/reservations/auth', { query: { ...query } });
}
