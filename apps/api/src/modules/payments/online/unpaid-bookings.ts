import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { runPeriodically, type Periodic } from '../../../lib/periodic.ts';
import type { CheckoutOutcomes } from './checkout-outcomes.ts';
import { failureLog } from './failure-log.ts';
import type { Checkout, PaymentProvider } from './payment-provider.ts';
import * as repository from './repository.ts';

export const UNPAID_CANCEL_DELAYED_MESSAGE =
  'Our payment service cannot be reached just now, so the car is still held for you. ' +
  'Please try again in a few minutes.';

/** Bookings released per pass; the next pass takes the rest. */
const BATCH = 50;
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Releases the bookings whose time to pay ran out on the app's clock (PAYMENT_HOLD_MINUTES),
 * and reconciles the waiting ones with the provider when the server starts.
 * The provider's session is expired first, so the customer can no longer pay on it; when it
 * turns out paid meanwhile, the payment is applied instead, as the webhook would.
 */
export class UnpaidBookings {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly provider: PaymentProvider,
    private readonly outcomes: CheckoutOutcomes,
    private readonly holdMinutes: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One pass over the bookings whose time ran out; answers how many it released. */
  async releaseOverdue(): Promise<number> {
    return (await this.pass(this.ctx.now())) + (await this.releaseWithoutCheckout());
  }

  /**
   * Bookings a stopped server left waiting without a checkout (between the booking and its
   * checkout's row), released once their time to pay ran out, as if unpaid: no customer was
   * sent to pay for them, and a session the provider may have opened for one was never shown
   * to anyone and ends with its own expiry.
   */
  private async releaseWithoutCheckout(): Promise<number> {
    const left = await repository.bookingsWithoutCheckout(this.ctx.db, this.holdMinutes, BATCH);
    for (const reservationId of left) await this.outcomes.released(reservationId);
    return left.length;
  }

  /**
   * Asks the provider about every booking still waiting, overdue or not, and applies what it
   * says: a payment whose webhook never got its answer (the server stopped between the
   * provider's word and the ledger's row) is applied now, once. Run when the server starts.
   */
  reconcile(): Promise<number> {
    return this.pass(null);
  }

  /**
   * The customer gives up paying one of their bookings: their wish is recorded, then the
   * provider's session is expired, so nothing can be paid on it any more, and the booking is
   * CANCELLED and its car free at once, with no mail (none ever claimed it). False when the
   * customer has no such booking waiting, or when the session turns out paid: the payment is
   * then applied, and the booking is an ordinary paid one, cancelled under the usual rule.
   */
  async cancelUnpaid(reservationId: number, customerId: number): Promise<boolean> {
    const checkout = await repository.markCustomerCancelled(
      this.ctx.db,
      reservationId,
      customerId,
      this.ctx.now(),
    );
    if (!checkout) return false;
    let session: Checkout;
    try {
      session = await this.expireSession(checkout.sessionId);
    } catch (error) {
      throw new HttpError(503, UNPAID_CANCEL_DELAYED_MESSAGE, { cause: error });
    }
    if (session.status === 'complete') {
      await this.outcomes.paid(session);
      return false;
    }
    await this.outcomes.released(reservationId);
    return true;
  }

  /**
   * The office cancelled a booking while it waited for its payment: its checkout closes now,
   * not when the hold ends, so the customer can no longer pay for a car that is not held for
   * them. Paid just before, the payment is applied and goes back to the card, as any payment
   * that came for a released booking. The provider away, the sweep closes it when the hold
   * ends, as it did before.
   */
  async closeCheckoutOf(reservationId: number): Promise<void> {
    const checkout = await repository.findOpenCheckout(this.ctx.db, reservationId);
    if (!checkout) return;
    try {
      await this.apply(reservationId, await this.expireSession(checkout.sessionId));
    } catch (error) {
      this.log.warn(
        { ...failureLog(error), reservationId },
        'a cancelled booking kept its checkout open',
      );
    }
  }

  /** What the provider says of a session, applied: true when the booking was released. */
  private async apply(reservationId: number, session: Checkout) {
    if (session.status === 'complete') await this.outcomes.paid(session);
    else if (session.status === 'expired') {
      await this.outcomes.released(reservationId);
      return true;
    }
    return false;
  }

  private async pass(overdueAt: Date | null): Promise<number> {
    const now = this.ctx.now();
    const open = await repository.openCheckouts(this.ctx.db, overdueAt, BATCH);
    let released = 0;
    for (const { reservationId, sessionId, expiresAt } of open) {
      try {
        const overdue = expiresAt.getTime() < now.getTime();
        const session = overdue
          ? await this.expireSession(sessionId)
          : await this.provider.checkout(sessionId);
        if (await this.apply(reservationId, session)) released += 1;
      } catch (error) {
        // The provider away: this booking waits for the next pass, the others go on.
        this.log.warn(
          { ...failureLog(error), reservationId },
          'an unpaid booking could not be checked',
        );
      }
    }
    return released;
  }

  private async expireSession(sessionId: string): Promise<Checkout> {
    const session = await this.provider.checkout(sessionId);
    return session.status === 'open' ? this.provider.expireCheckout(sessionId) : session;
  }

  /** Reconciles at once, then releases what is overdue every minute until stopped. */
  start(): Periodic {
    return runPeriodically(
      SWEEP_INTERVAL_MS,
      () => this.releaseOverdue(),
      (error) => this.log.warn(failureLog(error), 'the unpaid bookings could not be released'),
      () => this.reconcile(),
    );
  }
}
