import type { OfficePayment } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';

/** Money taken or given back; the server keeps a refund within what was paid, and says what it did. */
export function recordOfficePayment(
  reservationId: number,
  payment: OfficePayment,
): Promise<{ id: number; message: string }> {
  return apiRequest(`/reservations/admin/${reservationId}/payments`, {
    method: 'POST',
    body: payment,
  });
}
