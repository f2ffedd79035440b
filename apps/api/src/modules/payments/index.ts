/** The ledger for other modules: what was paid, payments written, receipts owed and printed. */
export { checkRefundWithinPaid } from './bounds.ts';
export { creditRefundAfterReceipt } from './credit-notes.ts';
export { issueOwedReceipts } from './owed-receipts.ts';
export { owedCentsOfReservation, paidCentsBy, paidCentsOfReservation } from './paid.ts';
export { receiptNumberText, settleIfDue, type ReceiptMailFacts } from './receipt-numbers.ts';
export { receiptFilename, renderReceipt } from './receipt-pdf.ts';
export {
  insertPayment,
  lockReservation,
  reservationAccount,
  type ReservationAccount,
} from './repository.ts';
