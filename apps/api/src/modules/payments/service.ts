import { centsToDollars, dollarsToCents, type OfficePayment, type Payments } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { ADMINISTRATOR } from '../../plugins/access.ts';
import { RESERVATION_NOT_FOUND_MESSAGE } from '../reservations/index.ts';
import { checkChargeWithinBalance, checkRefundWithinPaid } from './bounds.ts';
import { creditNoteNumberText, creditNotesOf, creditRefundAfterReceipt } from './credit-notes.ts';
import { toPayment } from './mapper.ts';
import { issueOwedReceipts } from './owed-receipts.ts';
import { oweReceiptIfSettled } from './receipt-numbers.ts';
import { centsInFlight, type OnlineRefunds } from './online/index.ts';
import * as repository from './repository.ts';

export interface RecordedPayment {
  /** The ledger's row (the last one when a refund to the card went back in parts). */
  paymentId: number;
  refundedToCardCents: number;
  /** Asked of the card's provider, not yet confirmed: the sweep asks again (decision 057). */
  unconfirmedCents: number;
}

export const NO_ONLINE_PAYMENTS_MESSAGE =
  'Payments online are not switched on, so nothing can go back to a card. Refund at the counter.';

/** The ledger of each booking: reading it, and what the office records. */
export class PaymentService {
  constructor(
    private readonly ctx: ServiceContext,
    /** Refunds to the card paid online; undefined when customers pay at the counter. */
    private readonly cardRefunds?: OnlineRefunds,
  ) {}

  /** The owner's or the office's view; anyone else is told the booking does not exist. */
  async list(caller: UserRow, reservationId: number): Promise<Payments> {
    const account = await this.visibleAccount(caller, reservationId);
    const forOffice = caller.roles.includes(ADMINISTRATOR);
    const [rows, underWayCents, credited] = await Promise.all([
      repository.listPayments(this.ctx.db, reservationId),
      centsInFlight(this.ctx.db, reservationId),
      creditNotesOf(this.ctx.db, reservationId),
    ]);
    const creditNoteOf = new Map(
      credited.map((note) => [note.paymentId, creditNoteNumberText(note)]),
    );
    return {
      payments: rows.map((row) =>
        toPayment(row, this.ctx.config.timeZone, creditNoteOf.get(row.id) ?? null, forOffice),
      ),
      paid: centsToDollars(account.paidCents),
      balance: centsToDollars(account.owedCents - account.paidCents),
      refundUnderWay: centsToDollars(underWayCents),
    };
  }

  /**
   * What the office records: a refund to the card goes through the provider first
   * (`OnlineRefunds.refundByOffice`), anything else is money taken or given back at the counter.
   */
  async recordByOffice(
    office: UserRow,
    reservationId: number,
    request: OfficePayment,
  ): Promise<RecordedPayment> {
    const amountCents = dollarsToCents(request.amount);
    if (request.method === 'COUNTER') {
      const paymentId = await this.recordAtCounter(office, reservationId, request, amountCents);
      return { paymentId, refundedToCardCents: 0, unconfirmedCents: 0 };
    }
    if (!this.cardRefunds) throw badRequest(NO_ONLINE_PAYMENTS_MESSAGE, 'method');
    const refund = await this.cardRefunds.refundByOffice(
      office.id,
      reservationId,
      amountCents,
      request.note || null,
    );
    if (!refund) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
    return {
      paymentId: refund.paymentId,
      refundedToCardCents: refund.refundedCents,
      unconfirmedCents: refund.unconfirmedCents,
    };
  }

  /**
   * Money taken or given back at the counter. The reservation's row is locked first, so two
   * payments at once take turns and the second is judged on what the first left: a charge on
   * the balance still owed, a refund on what is still paid, less a refund to the card under way.
   */
  private async recordAtCounter(
    office: UserRow,
    reservationId: number,
    request: OfficePayment,
    amountCents: number,
  ): Promise<number> {
    const paymentId = await this.ctx.db.transaction(async (tx) => {
      const account = await repository.reservationAccount(tx, reservationId, { lock: true });
      if (!account) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
      if (request.kind === 'CHARGE') checkChargeWithinBalance(account, amountCents);
      else checkRefundWithinPaid(account, await centsInFlight(tx, reservationId), amountCents);
      const now = this.ctx.now();
      const id = await repository.insertPayment(tx, {
        reservationId,
        kind: request.kind,
        method: 'COUNTER',
        amountCents,
        note: request.note || null,
        noteForCustomer: request.noteForCustomer && request.note !== '',
        createdAt: now,
        createdBy: office.id,
      });
      if (request.kind === 'REFUND') {
        await creditRefundAfterReceipt(tx, {
          paymentId: id,
          reservationId,
          // The credit note is the customer's: the office's own note stays off it.
          reason: (request.noteForCustomer && request.note) || 'Refund at the counter',
          now,
          timeZone: this.ctx.config.timeZone,
        });
      }
      const paidCents =
        account.paidCents + (request.kind === 'REFUND' ? -amountCents : amountCents);
      await oweReceiptIfSettled(tx, reservationId, { ...account, paidCents }, now);
      return id;
    });
    await issueOwedReceipts(this.ctx);
    return paymentId;
  }

  async visibleAccount(caller: UserRow, reservationId: number) {
    const account = await repository.reservationAccount(this.ctx.db, reservationId);
    const visible =
      account && (account.userId === caller.id || caller.roles.includes(ADMINISTRATOR));
    if (!visible) throw notFound(RESERVATION_NOT_FOUND_MESSAGE);
    return account;
  }
}
