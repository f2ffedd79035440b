import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { REFUND_ABOVE_PAID_MESSAGE, REFUND_ABOVE_PAID_ONLINE_MESSAGE } from '@keyturn/shared';
import type { ServiceContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';
import { settleIfDue } from '../receipt-numbers.ts';
import { insertPayment, reservationAccount } from '../repository.ts';
import { drawRefund, refundSources, totalRefundable, type RefundSource } from './refund-sources.ts';
import * as repository from './repository.ts';

export const CARD_REFUND_FAILED_MESSAGE =
  'The payment service could not give the money back just now, so nothing was refunded. ' +
  'Please try again in a few minutes, or refund at the counter.';

/** What the office's refund to the card came to. */
export interface CardRefund {
  /** The ledger's last row of it. */
  paymentId: number;
  refundedCents: number;
}

interface RefundRequest {
  reservationId: number;
  amountCents: number;
  /** Names this refund: a retry of the same one is the same refund at the provider. */
  reason: string;
  refundedBy: number | null;
  note: string | null;
}

/**
 * Gives money paid online back to the card, and records each refund once the provider has
 * taken it. A refund is drawn on the booking's online payments oldest first
 * (`refund-sources.ts`), one refund at the provider for each payment it draws on; its
 * idempotency key names the refund and the payment, so a retry is never a second refund.
 */
export class OnlineRefunds {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly stripe: Stripe,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Gives back all the customer paid online and has not had back (a cancellation before the
   * notice deadline). False when the provider could not be reached: the office sees what was
   * paid on the cancelled booking and refunds it.
   */
  async refundPaidOnline(reservationId: number, reason: string): Promise<boolean> {
    try {
      await this.refundAll(reservationId, reason);
      return true;
    } catch (error) {
      this.log.error({ err: error, reservationId }, 'a refund could not be made online');
      return false;
    }
  }

  /**
   * Gives back all the customer paid online and has not had back, and no more than they paid
   * in all: what the office gave back at the counter of an online payment is not given twice.
   * Throws when it cannot.
   */
  async refundAll(reservationId: number, reason: string): Promise<void> {
    const account = await reservationAccount(this.ctx.db, reservationId);
    const sources = refundSources(await repository.onlineMoves(this.ctx.db, reservationId));
    const { refundedCents } = await this.refund(this.ctx.db, sources, {
      reservationId,
      amountCents: Math.min(totalRefundable(sources), account?.paidCents ?? 0),
      reason,
      refundedBy: null,
      note: null,
    });
    // All back, a called-off booking is square: its receipt records what moved (decision 053).
    if (refundedCents > 0) {
      await this.ctx.db.transaction((tx) =>
        settleIfDue(tx, reservationId, this.ctx.now(), this.ctx.config.timeZone),
      );
    }
  }

  /**
   * The office gives back part of what was paid online. The booking's row stays locked until
   * the refund is recorded, so two refunds at once take turns and the second is judged on what
   * the first left. When the provider refuses a later part, what went through is kept and said.
   * Undefined when there is no such booking.
   */
  async refundByOffice(
    officeId: number,
    reservationId: number,
    amountCents: number,
    note: string | null,
  ): Promise<CardRefund | undefined> {
    return this.ctx.db.transaction(async (tx) => {
      const account = await reservationAccount(tx, reservationId, { lock: true });
      if (!account) return undefined;
      if (amountCents > account.paidCents) throw badRequest(REFUND_ABOVE_PAID_MESSAGE, 'amount');
      const moves = await repository.onlineMoves(tx, reservationId);
      const sources = refundSources(moves);
      if (amountCents > totalRefundable(sources)) {
        throw badRequest(REFUND_ABOVE_PAID_ONLINE_MESSAGE, 'amount');
      }
      const earlierRefunds = moves.filter((move) => move.kind === 'REFUND').length;
      const refund = await this.refund(tx, sources, {
        reservationId,
        amountCents,
        reason: `office-${earlierRefunds}-${amountCents}`,
        refundedBy: officeId,
        note,
      });
      await settleIfDue(tx, reservationId, this.ctx.now(), this.ctx.config.timeZone);
      return refund;
    });
  }

  /**
   * Draws the refund on the booking's online payments, as the caller read them. Throws only
   * when nothing went back; a refusal after a first part went through ends the refund there.
   */
  private async refund(
    db: Database,
    sources: readonly RefundSource[],
    request: RefundRequest,
  ): Promise<CardRefund> {
    const { reservationId } = request;
    const parts = drawRefund(sources, request.amountCents);
    const done: CardRefund = { paymentId: 0, refundedCents: 0 };
    for (const { intentId, cents } of parts) {
      let refund: Stripe.Refund;
      try {
        refund = await this.stripe.refunds.create(
          { payment_intent: intentId, amount: cents },
          { idempotencyKey: `keyturn-refund-${request.reason}-${reservationId}-${intentId}` },
        );
      } catch (error) {
        if (done.refundedCents === 0) {
          throw new HttpError(503, CARD_REFUND_FAILED_MESSAGE, { cause: error });
        }
        this.log.error({ err: error, reservationId }, 'a refund went through only in part');
        break;
      }
      done.paymentId = await insertPayment(db, {
        reservationId,
        kind: 'REFUND',
        method: 'CARD_ONLINE',
        amountCents: cents,
        providerRef: refund.id,
        note: request.note,
        createdAt: this.ctx.now(),
        createdBy: request.refundedBy,
      });
      done.refundedCents += cents;
    }
    return done;
  }
}
