import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { leavePendingPayment } from '../../booking-life/index.ts';
import { enqueueReservationMail } from '../../mail/index.ts';
import { insertPayment } from '../index.ts';
import type { Checkout, PaymentProvider } from './payment-provider.ts';
import type { OnlineRefunds } from './refunds.ts';
import * as repository from './repository.ts';

/**
 * What a paid or expired checkout does to its booking (decision 051), whoever learns of it
 * first: the webhook, or the sweep that finds the session complete. Paid: a CHARGE row, the
 * booking CREATED and its confirmation queued, once, whatever the number of messengers. Paid
 * after the booking was released (expired, cancelled): the money goes back.
 */
export class CheckoutOutcomes {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly provider: PaymentProvider,
    private readonly refunds: OnlineRefunds,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Applies a paid checkout. `inTransaction` runs first in the same transaction (the
   * webhook's once-per-event record): when it answers false nothing is applied.
   */
  async paid(
    paidCheckout: Checkout,
    inTransaction: (tx: Database) => Promise<boolean> = async () => true,
  ): Promise<void> {
    const checkout = await repository.findCheckoutBySession(this.ctx.db, paidCheckout.id);
    const { paymentId } = paidCheckout;
    if (!checkout || !paidCheckout.paid || !paymentId) return;
    // The card the customer paid with, kept for the deposit and later charges.
    const payment = await this.provider.payment(paymentId);
    const amountCents = paidCheckout.amountCents ?? payment.takenCents;
    const { reservationId } = checkout;
    const outcome = await this.ctx.db.transaction(async (tx) => {
      const now = this.ctx.now();
      if (!(await inTransaction(tx))) return 'known';
      const first = await repository.markPaid(tx, reservationId, {
        paymentIntentId: paymentId,
        paymentMethodId: payment.cardId,
        closedAt: now,
      });
      if (!first) return 'known';
      await insertPayment(tx, {
        reservationId,
        kind: 'CHARGE',
        method: 'CARD_ONLINE',
        amountCents,
        providerRef: paymentId,
        note: null,
        createdAt: now,
        createdBy: null,
      });
      if (!(await leavePendingPayment(tx, reservationId, 'CREATED', 'payment', now))) return 'late';
      await enqueueReservationMail(tx, 'booking-confirmed', reservationId);
      return 'confirmed';
    });
    if (outcome === 'late') {
      this.log.warn({ reservationId }, 'a payment came for a released booking; refunding it');
      await this.refunds.refundAll(reservationId, 'released');
    }
  }

  /**
   * Releases a booking whose payment did not come, its car free again: EXPIRED, or CANCELLED
   * when its customer gave up paying (marked before the session was closed, so the webhook of
   * the expiry and the customer's own request agree, whichever comes first). Its checkout is
   * closed either way, the booking moved on or not (the office may have cancelled it
   * meanwhile): the provider's session is over, and an open checkout would be asked about
   * again at every pass of the sweep.
   */
  async released(
    reservationId: number,
    inTransaction: (tx: Database) => Promise<boolean> = async () => true,
  ): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      if (!(await inTransaction(tx))) return;
      const checkout = await repository.findCheckout(tx, reservationId);
      const [status, action] = checkout?.customerCancelledAt
        ? (['CANCELLED', 'customer-cancel'] as const)
        : (['EXPIRED', 'expiry'] as const);
      await leavePendingPayment(tx, reservationId, status, action, this.ctx.now());
      await repository.markClosed(tx, reservationId, this.ctx.now());
    });
  }
}
