import type {
  AdminReservationRequest,
  BookingRequest,
  Page,
  PageQuery,
  Reservation,
} from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListDefaults } from '../lib/list-params.ts';

export type ReservationSort = 'id' | 'pickUpTime' | 'dropOffTime' | 'totalPrice' | 'status';

/** The spec's default for reservations: latest pick-up first. */
export const RESERVATION_LIST: ListDefaults<ReservationSort> = {
  sort: 'pickUpTime',
  direction: 'DESC',
  sortFields: ['id', 'pickUpTime', 'dropOffTime', 'totalPrice', 'status'],
};

/** Every customer's reservations (the customer's own list is another endpoint). */
export function fetchReservationPage(
  query: PageQuery<ReservationSort>,
): Promise<Page<Reservation>> {
  return apiRequest('/reservations/admin/all/pages', { query: { ...query } });
}

export function fetchReservation(id: number): Promise<Reservation> {
  return apiRequest(`/reservations/${id}/admin`);
}

/** The office books for a customer, who gets the confirmation mail. */
export function createReservationFor(
  carId: number,
  userId: number,
  body: BookingRequest,
): Promise<{ message: string; id: number }> {
  return apiRequest('/reservations/admin/add', { method: 'POST', query: { carId, userId }, body });
}

export function updateReservation(
  reservationId: number,
  carId: number,
  body: AdminReservationRequest,
): Promise<{ message: string }> {
  return apiRequest('/reservations/admin/auth', {
    method: 'PUT',
    query: { carId, reservationId },
    body,
  });
}

export function deleteReservation(id: number): Promise<{ message: string }> {
  return apiRequest(`/reservations/admin/${id}/auth`, { method: 'DELETE' });
}
