import type { CounterPayment } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';

/** Money taken or given back at the counter; the server keeps a refund within what was paid. */
export function recordCounterPayment(
  reservationId: number,
  payment: CounterPayment,
): Promise<{ id: number }> {
  return apiRequest(`/reservations/admin/${reservationId}/payments`, {
    method: 'POST',
    body: payment,
  });
}
