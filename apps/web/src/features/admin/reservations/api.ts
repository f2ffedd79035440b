import type {
  AdminBookingRequest,
  AdminReservationRequest,
  BookingRequest,
  Page,
  Reservation,
  ReservationSortField,
  WalkInCustomer,
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

/** Whom the office books for: a customer on record, or a new one made with the booking. */
export type BookedCustomer = { userId: number } | { customer: WalkInCustomer };

/**
 * The office books for a customer, who gets the confirmation mail; a new customer's account is
 * made with the booking and mailed a link to set a password.
 */
export function createReservationFor(
  carId: number,
  whom: BookedCustomer,
  body: BookingRequest,
): Promise<{ message: string; id: number }> {
  const request: AdminBookingRequest = 'customer' in whom ? { ...body, ...whom } : body;
  const query = 'userId' in whom ? { carId, userId: whom.userId } : { carId };
  return apiRequest('/reservations/admin/add', { method: 'POST', query, body: request });
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
