import { centsToDollars, formatWallClock, type Payment } from '@keyturn/shared';
import type { PaymentRow } from './repository.ts';

export function toPayment(row: PaymentRow, timeZone: string): Payment {
  return {
    id: row.id,
    reservationId: row.reservationId,
    kind: row.kind,
    method: row.method,
    amount: centsToDollars(row.amountCents),
    providerRef: row.providerRef,
    note: row.note,
    createdAt: formatWallClock(row.createdAt, timeZone),
    createdBy: row.createdBy,
  };
}
