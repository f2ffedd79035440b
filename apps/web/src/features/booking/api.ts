import type { BookingCreated, BookingRequest } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

export function createReservation(carId: number, body: BookingRequest): Promise<BookingCreated> {
  return apiRequest('/reservations/add', { method: 'POST', query: { carId }, body });
}
