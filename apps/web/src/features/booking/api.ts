import type { BookingRequest } from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

export function createReservation(carId: number, body: BookingRequest): Promise<{ id: number }> {
  return apiRequest('/reservations/add', { method: 'POST', query: { carId }, body });
}
