import type {
  AdminReservationRequest,
  BookingRequest,
  Page,
  Reservation,
  ReservationSortField,
} from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';
import type { ListQuery } from '../lib/list-params.ts';
import { requestDay, type ReservationFilter } from './reservation-filters.ts';

/**
 * Every customer's reservations, or those the filters keep (the customer's own list is another
 * endpoint); the address's days (YYYY-MM-DD) go as the API reads days.
 */
export function fetchReservationPage(
  query: ListQuery<ReservationSortField, ReservationFilter>,
): Promise<Page<Reservation>> {
  return apiRequest('/reservations/admin/all/pages', {
    query: { ...query, from: requestDay(query.from), to: requestDay(query.to) },
  });
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
