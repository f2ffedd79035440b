import type { OfficeCharge } from '@keyturn/shared';
import { apiRequest } from '../../../lib/api.ts';

/** A discount, surcharge or fee added to the booking; the server keeps a discount within the balance. */
export function addOfficeCharge(
  reservationId: number,
  charge: OfficeCharge,
): Promise<{ message: string }> {
  return apiRequest(`/reservations/admin/${reservationId}/charges`, {
    method: 'POST',
    body: charge,
  });
}
