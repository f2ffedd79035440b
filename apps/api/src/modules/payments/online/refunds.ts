import type Stripe from 'stripe';
import type { ServiceContext } from '../../../context.ts';
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
  ) {}

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
