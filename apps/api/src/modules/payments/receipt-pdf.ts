import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  RESERVATION_STATUS_LABELS,
  formatWallClock,
  owesOnlyFees,
  type ChargeLine,
  type ReservationStatus,
} from '@keyturn/shared';
import { localTime } from '../../lib/local-time.ts';
import { MARGIN, moneyDocument } from './money-document.ts';
import type { PaymentRow } from './repository.ts';

/** What a receipt shows; amounts in cents, times as instants shown in the company's zone. */
export interface ReceiptFacts {
  /** KT-2031-000123 once settled; null: the receipt is provisional. */
  number: string | null;
  /** Settled, its number not given yet: the counter was busy, the sweep gives it (decision 061). */
  numberToCome?: boolean;
  reservationId: number;
  customer: { firstName: string; lastName: string; email: string; phoneNumber: string };
  vehicle: string;
  pickUp: { time: Date; place: string };
  dropOff: { time: Date; place: string };
  status: ReservationStatus;
  charges: readonly Pick<ChargeLine, 'label' | 'amountCents'>[];
  totalCents: number;
  /** The total, or for a booking that never became a trip its fee lines (contract section 7). */
  owedCents: number;
  payments: readonly Pick<PaymentRow, 'kind' | 'method' | 'amountCents' | 'note' | 'createdAt'>[];
  paidCents: number;
  timeZone: string;
  issuedAt: Date;
}

/** The receipt as a PDF (money-document.ts). */
export function renderReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const { doc, amountLine, heading, finish } = moneyDocument(receiptTitle(facts));
  const feesOnly = owesOnlyFees(facts.status);
  doc.text(
    facts.number ? `Issued ${localTime(facts.issuedAt, facts.timeZone)}` : provisionalNote(facts),
  );

  heading('Customer');
  doc.text(`${facts.customer.firstName} ${facts.customer.lastName}`);
  doc.text(`${facts.customer.email} · ${facts.customer.phoneNumber}`);

  heading(`Booking #${facts.reservationId}`);
  doc.text(`Vehicle: ${facts.vehicle}`);
  doc.text(`Pick-up: ${localTime(facts.pickUp.time, facts.timeZone)}, ${facts.pickUp.place}`);
  doc.text(`Drop-off: ${localTime(facts.dropOff.time, facts.timeZone)}, ${facts.dropOff.place}`);
  doc.text(`Status: ${RESERVATION_STATUS_LABELS[facts.status]}`);

  heading('Charges');
  for (const line of facts.charges) amountLine(line.label, line.amountCents);
  amountLine('Total', facts.totalCents, true);

  heading('Payments');
  if (facts.payments.length === 0) doc.font('Helvetica').text('No payments yet.');
  for (const payment of facts.payments) {
    const when = formatWallClock(payment.createdAt, facts.timeZone).slice(0, 16).replace('T', ' ');
    const what = `${PAYMENT_KIND_LABELS[payment.kind]}, ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}, ${when}`;
    amountLine(what, payment.kind === 'REFUND' ? -payment.amountCents : payment.amountCents);
    // The office's note on a line of its own, so a long one never pushes the amount about.
    if (payment.note) doc.font('Helvetica-Oblique').text(payment.note, MARGIN + 12);
  }
  amountLine('Paid', facts.paidCents, true);
  // Never a trip, only its fees are owed: what is paid beyond them goes back (decisions 053, 072).
  const balance = facts.owedCents - facts.paidCents;
  if (!feesOnly) amountLine('Balance', balance, true);
  else if (balance < 0) amountLine('To be refunded', -balance, true);
  else if (balance > 0 || facts.owedCents > 0) amountLine('Balance', balance, true);
  else doc.font('Helvetica').text(`Nothing is owed: ${neverATrip(facts.status)}.`, MARGIN);
  return finish();
}

/** Why a booking that owes only its fees had no trip. */
const neverATrip = (status: ReservationStatus) =>
  status === 'NO_SHOW'
    ? 'this booking was not picked up'
    : 'this booking was called off before its trip';

/** Why a receipt has no number yet, and when it gets one. */
function provisionalNote(facts: Pick<ReceiptFacts, 'numberToCome' | 'status'>): string {
  if (facts.numberToCome) {
    return 'PROVISIONAL: this booking is settled; its receipt gets its number within a few minutes. Download it again then.';
  }
  return owesOnlyFees(facts.status)
    ? 'PROVISIONAL: this booking is not settled yet; its receipt is numbered once its fees are paid and anything paid beyond them refunded.'
    : 'PROVISIONAL: this booking is not settled yet; its receipt is numbered once it has ended and nothing is owed.';
}

/** The file a receipt travels as, in a mail: keyturn-receipt-KT-2031-000123.pdf. */
export const receiptFilename = (number: string) => `keyturn-receipt-${number}.pdf`;

function receiptTitle(facts: Pick<ReceiptFacts, 'number'>): string {
  return facts.number ? `Receipt ${facts.number}` : 'Receipt PROVISIONAL';
}
