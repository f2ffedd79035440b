import { centsToDollars, formatWallClock, type Payment } from '@keyturn/shared';
import type { PaymentRow } from './repository.ts';

/** The note as the customer may read it: only one the office marked for them (decision 078). */
export const customerNote = (row: Pick<PaymentRow, 'note' | 'noteForCustomer'>) =>
  row.noteForCustomer ? row.note : null;

/**
 * `creditNote`: the number of the credit note a refund after the receipt got (decision 075).
 * `forOffice`: the office reads every note; anyone else only those marked for the customer.
 */
export function toPayment(
  row: PaymentRow,
  timeZone: string,
  creditNote: string | null,
  forOffice: boolean,
): Payment {
  return {
    id: row.id,
    reservationId: row.reservationId,
    kind: row.kind,
    method: row.method,
    amount: centsToDollars(row.amountCents),
    providerRef: row.providerRef,
    note: forOffice ? row.note : customerNote(row),
    noteForCustomer: row.noteForCustomer,
    createdAt: formatWallClock(row.createdAt, timeZone),
    createdBy: row.createdBy,
    creditNote,
  };
}
