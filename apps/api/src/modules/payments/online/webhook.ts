import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { HttpError, badRequest } from '../../../lib/http-errors.ts';
import type { CheckoutOutcomes } from './checkout-outcomes.ts';
import { failureLog } from './failure-log.ts';
import type { PaymentProvider, ProviderEvent } from './payment-provider.ts';
import { ProviderFailure } from './provider-failure.ts';
import * as repository from './repository.ts';

export const BAD_SIGNATURE_MESSAGE = 'This event does not carry a valid signature.';
export const EVENT_NOT_APPLIED_MESSAGE =
  'The payment service could not be asked about this event, so it was not applied. ' +
  'Please deliver it again.';

/** What became of a signed event; each is answered 200. */
export type WebhookOutcome = 'applied' | 'ignored' | 'unreadable';

/**
 * The provider's webhook (decision 051). The signature is checked on the raw body; each event
 * is applied once, by its id, in the transaction that applies it, also when it is delivered
 * twice or to two instances at once. Events of no interest are acknowledged.
 *
 * A signed event Keyturn cannot read (no `data.object`, a field of another type, not JSON) is
 * acknowledged too, and logged as an error for a person to look at. The provider retries every
 * answer but a 2xx for days, and a signed body never reads differently on its next delivery:
 * a 4xx or 5xx would only keep it coming and mark the endpoint as failing, in the way of the
 * events that do read. Nothing is lost by it: the payment sweep asks the provider itself about
 * every booking still waiting for its payment (`unpaid-bookings.ts`).
 */
export class ProviderWebhook {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly provider: PaymentProvider,
    private readonly outcomes: CheckoutOutcomes,
    private readonly log: FastifyBaseLogger,
  ) {}

  async receive(payload: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const read = this.provider.readSignedEvent(payload, signature);
    if (read.kind === 'forged') throw badRequest(BAD_SIGNATURE_MESSAGE);
    if (read.kind === 'unreadable') {
      const { id: eventId, type: eventType, problem } = read;
      this.log.error(
        { eventId, eventType, problem },
        'a signed provider event could not be read; acknowledged, nothing applied',
      );
      return 'unreadable';
    }
    if (read.kind === 'ignored') {
      this.log.info({ eventId: read.id, eventType: read.type }, 'a provider event of no interest');
      return 'ignored';
    }
    await this.apply(read.event);
    this.log.info(
      { eventId: read.event.id, eventType: read.event.type },
      'a provider event received',
    );
    return 'applied';
  }

  /**
   * Applies the event; when the provider cannot be asked what it names (its API away or slow,
   * our key refused), answers 503, so that the provider delivers it again: unlike a body that
   * does not read, a later delivery may well be applied.
   */
  private async apply(event: ProviderEvent): Promise<void> {
    try {
      await this.applyOnce(event);
    } catch (error) {
      if (!(error instanceof ProviderFailure)) throw error;
      this.log.warn(
        { eventId: event.id, eventType: event.type, ...failureLog(error) },
        'a provider event could not be applied; the provider will deliver it again',
      );
      throw new HttpError(503, EVENT_NOT_APPLIED_MESSAGE, { cause: error });
    }
  }

  private async applyOnce(event: ProviderEvent): Promise<void> {
    const once = (tx: ServiceContext['db']) => repository.firstDelivery(tx, event, this.ctx.now());
    if (event.happened === 'checkout-completed') {
      await this.outcomes.paid(event.checkout, once);
    } else {
      const checkout = await repository.findCheckoutBySession(this.ctx.db, event.checkoutId);
      if (checkout) await this.outcomes.released(checkout.reservationId, once);
    }
  }
}
