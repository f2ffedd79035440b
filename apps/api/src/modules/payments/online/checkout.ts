import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatWallClock } from '@keyturn/shared';
import type { StripeSettings } from '../../../config.ts';
import type { ServiceContext } from '../../../context.ts';
import { reservations, vehicles, type UserRow } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { deleteBooking } from '../../booking-life/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
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
    private readonly provider: PaymentProvider,
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
      throw new HttpError(503, PAYMENT_SERVICE_DOWN_MESSAGE, { cause: error });
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
    // one provider account and after a restore (decision 064). The provider's client retries
    // a call with its key; nothing opens a booking's checkout a second time.
    const keys = { account: randomUUID(), checkout: randomUUID() };
    const page = `${this.ctx.config.mail.publicUrl}/user/reservations/${reservationId}`;
    const pickUp = formatWallClock(booking.pickUpTime, this.ctx.config.timeZone).replace('T', ' ');
    const opened = await this.provider.openCheckout({
      reservationId,
      customer: {
        userId: customer.id,
        email: customer.email,
        name: `${customer.firstName} ${customer.lastName}`,
      },
      amountCents: booking.totalPriceCents,
      item: {
        name: `Keyturn booking #${reservationId}: ${booking.model}`,
        description: `Pick-up ${pickUp}`,
      },
      successUrl: `${page}?payment=done`,
      cancelUrl: page,
      keys,
    });
    await repository.saveCheckout(this.ctx.db, {
      reservationId,
      sessionId: opened.checkoutId,
      sessionUrl: opened.url,
      customerId: opened.accountId,
      expiresAt: new Date(this.ctx.now().getTime() + this.settings.holdMinutes * MINUTE_MS),
    });
    return opened.url;
  }
}
