import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { reservations } from '../../../db/schema.ts';
import { paidCentsBy } from '../paid.ts';
import { insertPayment } from '../repository.ts';
import * as repository from './repository.ts';

/**
 * Gives money paid online back to the card, and records the refund once the provider has
 * taken it. `reason` names this refund: a retry of the same one is the same refund at the
 * provider (its idempotency key), never a second.
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
    const [row] = await this.ctx.db
      .select({ cents: paidCentsBy(reservationId, 'CARD_ONLINE') })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    try {
      await this.refund(reservationId, row?.cents ?? 0, reason);
      return true;
    } catch (error) {
      this.log.error({ err: error, reservationId }, 'a refund could not be made online');
      return false;
    }
  }

  async refund(
    reservationId: number,
    amountCents: number,
    reason: string,
    refundedBy: number | null = null,
  ): Promise<void> {
    const checkout = await repository.findCheckout(this.ctx.db, reservationId);
    if (!checkout?.paymentIntentId || amountCents <= 0) return;
    const refund = await this.stripe.refunds.create(
      { payment_intent: checkout.paymentIntentId, amount: amountCents },
      { idempotencyKey: `keyturn-refund-${reason}-${reservationId}` },
    );
    await insertPayment(this.ctx.db, {
      reservationId,
      kind: 'REFUND',
      method: 'CARD_ONLINE',
      amountCents,
      providerRef: refund.id,
      note: null,
      createdAt: this.ctx.now(),
      createdBy: refundedBy,
    });
  }
}
