import type {
  ExtendTripRequest,
  ExtendedTrip,
  ExtensionAnswer,
  Page,
  Payments,
  Reservation,
} from '@keyturn/shared';
import { apiRequest } from '../../lib/api.ts';

/** The spec's defaults for a customer's own reservations: 20 a page, latest pick-up first. */
const RESERVATION_PAGE_SIZE = 20;

export function fetchMyReservations(page: number): Promise<Page<Reservation>> {
  return apiRequest('/reservations/auth/all', {
    query: { page, size: RESERVATION_PAGE_SIZE, sort: 'pickUpTime', direction: 'DESC' },
  });
}

export function fetchMyReservation(id: number): Promise<Reservation> {
  return apiRequest(`/reservations/${id}/auth`);
}

/** The customer's own cancellation; the server holds the notice rule too. */
export function cancelMyReservation(id: number): Promise<{ message: string }> {
  return apiRequest(`/reservations/${id}/cancel`, { method: 'PATCH' });
}

/** How long the trip may be extended; with a later drop-off, the trip as the extension would store it. */
export function fetchTripExtension(id: number, dropOffTime?: string): Promise<ExtensionAnswer> {
  return apiRequest(`/reservations/${id}/extension`, { query: { dropOffTime } });
}

/** The customer's extension; the server decides whether the car is free by then (409 if not). */
export function extendTrip(id: number, request: ExtendTripRequest): Promise<ExtendedTrip> {
  return apiRequest(`/reservations/${id}/extend`, { method: 'PATCH', body: request });
}

/** A booking's ledger, paid and balance: its owner's or the office's. */
export function fetchPayments(id: number): Promise<Payments> {
  return apiRequest(`/reservations/${id}/payments`);
}

/** The booking's receipt as a PDF, fetched with the bearer token (a plain link could not send it). */
export function fetchReceipt(id: number): Promise<Blob> {
  return apiRequest(`/reservations/${id}/receipt`, { responseType: 'blob' });
}

/** A refund's credit note (KT-CN-2031-000045), for a refund after the receipt. */
export function fetchCreditNote(id: number, number: string): Promise<Blob> {
  return apiRequest(`/reservations/${id}/credit-notes/${encodeURIComponent(number)}`, {
    responseType: 'blob',
  });
}
