import { centsToDollars, formatWallClock, type Payment } from '@keyturn/shared';
import type { PaymentRow } from './repository.ts';

/** `creditNote`: the number of the credit note a refund after the receipt got (decision 075). */
export function toPayment(row: PaymentRow, timeZone: string, creditNote: string | null): Payment {
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
    creditNote,
  };
}
