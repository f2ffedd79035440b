import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@keyturn/shared';
import { localTime } from '../../lib/local-time.ts';
import { moneyDocument } from './money-document.ts';

/** What a credit note shows; the amount in cents, the time shown in the company's zone. */
export interface CreditNoteFacts {
  /** KT-CN-2031-000045. */
  number: string;
  /** The receipt it follows, which stays as issued: KT-2031-000123. */
  receipt: string;
  reservationId: number;
  customer: { firstName: string; lastName: string; email: string; phoneNumber: string };
  vehicle: string;
  reason: string;
  amountCents: number;
  method: PaymentMethod;
  issuedAt: Date;
  timeZone: string;
}

/** A refund after the receipt, as its credit note (decision 075). */
export function renderCreditNote(facts: CreditNoteFacts): Promise<Buffer> {
  const { doc, amountLine, heading, finish } = moneyDocument(`Credit note ${facts.number}`);
  doc.text(`Issued ${localTime(facts.issuedAt, facts.timeZone)}`);
  doc.text(`Credits receipt ${facts.receipt}, which stays as it was issued.`);

  heading('Customer');
  doc.text(`${facts.customer.firstName} ${facts.customer.lastName}`);
  doc.text(`${facts.customer.email} · ${facts.customer.phoneNumber}`);

  heading(`Booking #${facts.reservationId}`);
  doc.text(`Vehicle: ${facts.vehicle}`);

  heading('Refund');
  doc.text(`Reason: ${facts.reason}`);
  doc.text(`Given back: ${PAYMENT_METHOD_LABELS[facts.method].toLowerCase()}`);
  amountLine('Credited', facts.amountCents, true);
  return finish();
}

/** The file a credit note travels as: keyturn-credit-note-KT-CN-2031-000045.pdf. */
export const creditNoteFilename = (number: string) => `keyturn-credit-note-${number}.pdf`;
