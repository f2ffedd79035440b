import type { BookingRequest } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';
import type { AvailabilityQuery } from './booking-request.ts';

export interface AvailabilityAnswer {
  available: boolean;
  totalPrice: number;
}

export function checkAvailability(query: AvailabilityQuery): Promise<AvailabilityAnswer> {
  return apiRequest('/reservations/auth', { query: { ...query } });
}

export function createReservation(carId: number, body: BookingRequest): Promise<{ id: number }> {
  return apiRequest('/reservations/add', { method: 'POST', query: { carId }, body });
}
