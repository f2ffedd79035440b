import type Stripe from 'stripe';
import type { ServiceContext } from '../../../context.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import type { CheckoutOutcomes } from './checkout-outcomes.ts';
import * as repository from './repository.ts';

export const BAD_SIGNATURE_MESSAGE = 'This event does not carry a valid signature.';

/**
 * The provider's webhook (decision 051). The signature is checked on the raw body; each event
 * is applied once, by its id, in the transaction that applies it, also when it is delivered
 * twice or to two instances at once. Events of no interest are acknowledged.
 */
export class ProviderWebhook {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    private readonly outcomes: CheckoutOutcomes,
  ) {}

  async receive(payload: Buffer, signature: string | undefined): Promise<void> {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature ?? '', this.webhookSecret);
    } catch {
      throw badRequest(BAD_SIGNATURE_MESSAGE);
    }
    const once = (tx: ServiceContext['db']) => repository.firstDelivery(tx, event, this.ctx.now());
    if (event.type === 'checkout.session.completed') {
      await this.outcomes.paid(event.data.object, once);
    } else if (event.type === 'checkout.session.expired') {
      const checkout = await repository.findCheckoutBySession(this.ctx.db, event.data.object.id);
      if (checkout) await this.outcomes.released(checkout.reservationId, once);
    }
  }
}
