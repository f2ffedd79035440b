import { eq } from 'drizzle-orm';
import { PAID_SIGN } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { payments } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { findReservation } from '../reservations/index.ts';
import { isReceiptOwed, issueOwedReceipts } from './owed-receipts.ts';
import { findReceipt, receiptNumberText, settleIfDue } from './receipt-numbers.ts';
import { renderCreditNote } from './credit-note-pdf.ts';
import { creditNoteNumberText, findCreditNote, parseCreditNoteNumber } from './credit-notes.ts';
import { customerNote } from './mapper.ts';
import { renderReceipt } from './receipt-pdf.ts';
import { chargesIssuedBy, listPayments, type PaymentRow } from './repository.ts';
import type { PaymentService } from './service.ts';

/** A booking's receipt as a PDF, for its owner or the office. */
export class ReceiptService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly payments: PaymentService,
  ) {}

  async pdf(caller: UserRow, reservationId: number): Promise<Buffer> {
    await this.payments.visibleAccount(caller, reservationId);
    const { timeZone } = this.ctx.config;
    // A booking settled by a change that did not settle it (an ended trip's status written
    // elsewhere) is owed its receipt now, under the same lock and rule, and numbered as any.
    await this.ctx.db.transaction((tx) => settleIfDue(tx, reservationId, this.ctx.now()));
    await issueOwedReceipts(this.ctx);
    // Asked before the receipt: one numbered in between then shows with its number.
    const owed = await isReceiptOwed(this.ctx.db, reservationId);
    const [row, payments, receipt] = await Promise.all([
      findReservation(this.ctx.db, reservationId),
      listPayments(this.ctx.db, reservationId),
      findReceipt(this.ctx.db, reservationId),
    ]);
    const { reservation, car, user } = row!;
    // A numbered receipt stays as issued (decision 075): what came after it is a credit note's.
    const { charges, owedCents, paidCents, shown } = receipt
      ? await this.asIssued(reservationId, receipt.issuedAt, payments)
      : { ...row!, shown: payments };
    return renderReceipt({
      number: receipt ? receiptNumberText(receipt) : null,
      numberToCome: owed,
      reservationId,
      customer: user,
      vehicle: car.model,
      pickUp: { time: reservation.pickUpTime, place: reservation.pickUpLocation },
      dropOff: { time: reservation.dropOffTime, place: reservation.dropOffLocation },
      status: reservation.status,
      charges,
      totalCents: reservation.totalPriceCents,
      owedCents,
      // The receipt is the customer's: only a note marked for them is on it.
      payments: shown.map((payment) => ({ ...payment, note: customerNote(payment) })),
      paidCents,
      timeZone,
      issuedAt: receipt?.issuedAt ?? this.ctx.now(),
    });
  }

  /**
   * The receipt as it was numbered: the lines and the ledger's rows up to its issue. It was
   * numbered square, so what it owed is what it had been paid.
   */
  private async asIssued(reservationId: number, issuedAt: Date, payments: PaymentRow[]) {
    const shown = payments.filter((payment) => payment.createdAt <= issuedAt);
    const paidCents = shown.reduce(
      (sum, payment) => sum + payment.amountCents * PAID_SIGN[payment.kind],
      0,
    );
    const charges = await chargesIssuedBy(this.ctx.db, reservationId, issuedAt);
    return { charges, owedCents: paidCents, paidCents, shown };
  }

  /** A refund's credit note as a PDF, for the booking's owner or the office. */
  async creditNotePdf(caller: UserRow, reservationId: number, numberText: string) {
    await this.payments.visibleAccount(caller, reservationId);
    const wanted = parseCreditNoteNumber(numberText);
    const note = wanted && (await findCreditNote(this.ctx.db, reservationId, wanted));
    if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND_MESSAGE);
    const [row, [refund]] = await Promise.all([
      findReservation(this.ctx.db, reservationId),
      this.ctx.db.select().from(payments).where(eq(payments.id, note.paymentId)),
    ]);
    return renderCreditNote({
      number: creditNoteNumberText(note),
      receipt: receiptNumberText({ year: note.receiptYear, number: note.receiptNumber }),
      reservationId,
      customer: row!.user,
      vehicle: row!.car.model,
      reason: note.reason,
      amountCents: refund!.amountCents,
      method: refund!.method,
      issuedAt: note.issuedAt,
      timeZone: this.ctx.config.timeZone,
    });
  }
}

export const CREDIT_NOTE_NOT_FOUND_MESSAGE = 'Credit note not found.';
