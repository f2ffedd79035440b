import type { ServiceContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { findReservation } from '../reservations/index.ts';
import { isReceiptOwed, issueOwedReceipts } from './owed-receipts.ts';
import { findReceipt, receiptNumberText, settleIfDue } from './receipt-numbers.ts';
import { renderReceipt } from './receipt-pdf.ts';
import { listPayments } from './repository.ts';
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
    const { reservation, car, charges, owedCents, paidCents, user } = row!;
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
      payments,
      paidCents,
      timeZone,
      issuedAt: receipt?.issuedAt ?? this.ctx.now(),
    });
  }
}
