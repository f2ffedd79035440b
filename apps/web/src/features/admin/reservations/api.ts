import type {
  AdminReservationRequest,
  BookingRequest,
  Page,
  PageQuery,
  Reservation,
  ReservationSortField,
} from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';

/** Every customer's reservations (the customer's own list is another endpoint). */
export function fetchReservationPage(
  query: PageQuery<ReservationSortField>,
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
