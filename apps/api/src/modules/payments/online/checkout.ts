import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatWallClock } from '@keyturn/shared';
import type { StripeSettings } from '../../../config.ts';
import type { ServiceContext } from '../../../context.ts';
import { reservations, vehicles, type UserRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { deleteBooking } from '../../booking-life/index.ts';
import { loggableCause } from './failure-log.ts';
import * as repository from './repository.ts';

const MINUTE_MS = 60_000;

export const PAYMENT_SERVICE_DOWN_MESSAGE =
  'Our payment service cannot be reached just now, so nothing was booked. ' +
  'Please try again in a few minutes.';

/**
 * The provider's hosted checkout for a booking paid online (decision 051). The booking waits as
 * PENDING_PAYMENT, holding its car, for `holdMinutes` on the app's clock; the webhook confirms
 * it, or the expiry sweep releases it. The session asks the provider to keep the card for the
 * deposit and for what the return costs beyond it.
 */
export class OnlineCheckouts {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly stripe: Stripe,
    private readonly settings: StripeSettings,
  ) {}

  /**
   * Opens the checkout of a booking just made and answers where its customer pays. When the
   * provider cannot be reached the booking is taken back: nothing was booked, and the car is
   * free again at once.
   */
  async open(reservationId: number, customer: UserRow): Promise<string> {
    try {
      return await this.openSession(reservationId, customer);
    } catch (error) {
      await deleteBooking(this.ctx.db, reservationId);
      throw new HttpError(503, PAYMENT_SERVICE_DOWN_MESSAGE, { cause: loggableCause(error) });
    }
  }

  private async openSession(reservationId: number, customer: UserRow): Promise<string> {
    const [booking] = await this.ctx.db
      .select({
        totalPriceCents: reservations.totalPriceCents,
        pickUpTime: reservations.pickUpTime,
        model: vehicles.model,
      })
      .from(reservations)
      .innerJoin(vehicles, eq(vehicles.id, reservations.carId))
      .where(eq(reservations.id, reservationId));
    if (!booking) throw new Error(`reservation ${reservationId} vanished before its checkout`);
    // Random keys, never named after the booking: reservation ids repeat across databases on
    // one provider account and after a restore (decision 064). The SDK's own retries of a
    // call send its key again; nothing opens a booking's checkout a second time.
    const keys = { customer: randomUUID(), checkout: randomUUID() };
    const account = await this.stripe.customers.create(
      {
        email: customer.email,
        name: `${customer.firstName} ${customer.lastName}`,
        metadata: { userId: String(customer.id) },
      },
      { idempotencyKey: keys.customer },
    );
    const page = `${this.ctx.config.mail.publicUrl}/user/reservations/${reservationId}`;
    const pickUp = formatWallClock(booking.pickUpTime, this.ctx.config.timeZone).replace('T', ' ');
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer: account.id,
        client_reference_id: String(reservationId),
        metadata: { reservationId: String(reservationId) },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: booking.totalPriceCents,
              product_data: {
                name: `Keyturn booking #${reservationId}: ${booking.model}`,
                description: `Pick-up ${pickUp}`,
              },
            },
          },
        ],
        payment_intent_data: {
          setup_future_usage: 'off_session',
          metadata: { reservationId: String(reservationId) },
        },
        success_url: `${page}?payment=done`,
        cancel_url: page,
      },
      { idempotencyKey: keys.checkout },
    );
    if (!session.url) throw new Error(`checkout ${session.id} came without its address`);
    await repository.saveCheckout(this.ctx.db, {
      reservationId,
      sessionId: session.id,
      sessionUrl: session.url,
      customerId: account.id,
      expiresAt: new Date(this.ctx.now().getTime() + this.settings.holdMinutes * MINUTE_MS),
    });
    return session.url;
  }
}
