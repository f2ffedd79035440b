import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../../context.ts';
import type { CheckoutOutcomes } from './checkout-outcomes.ts';
import * as repository from './repository.ts';

/** Bookings released per pass; the next pass takes the rest. */
const BATCH = 50;
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Releases the bookings whose time to pay ran out on the app's clock (PAYMENT_HOLD_MINUTES).
 * The provider's session is expired first, so the customer can no longer pay on it; when it
 * turns out paid meanwhile, the payment is applied instead, as the webhook would.
 */
export class UnpaidBookings {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly stripe: Stripe,
    private readonly outcomes: CheckoutOutcomes,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One pass; answers how many bookings it released. */
  async releaseOverdue(): Promise<number> {
    const due = await repository.overdueCheckouts(this.ctx.db, this.ctx.now(), BATCH);
    let released = 0;
    for (const { reservationId, sessionId } of due) {
      try {
        const session = await this.expireSession(sessionId);
        if (session.status === 'complete') await this.outcomes.paid(session);
        else {
          await this.outcomes.expired(reservationId);
          released += 1;
        }
      } catch (error) {
        // The provider away: this booking waits for the next pass, the others go on.
        this.log.warn({ err: error, reservationId }, 'an unpaid booking could not be released');
      }
    }
    return released;
  }

  private async expireSession(sessionId: string): Promise<Stripe.Checkout.Session> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    return session.status === 'open' ? this.stripe.checkout.sessions.expire(sessionId) : session;
  }

  /** Runs a pass every minute until stopped; a pass never overlaps the one before. */
  start(): { stop(): Promise<void> } {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running.then(() => this.releaseOverdue());
    }, SWEEP_INTERVAL_MS).unref();
    return {
      stop: () => {
        clearInterval(timer);
        return running.then(() => undefined);
      },
    };
  }
}
