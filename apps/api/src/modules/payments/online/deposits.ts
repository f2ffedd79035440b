import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@keyturn/shared';
import type { ServiceContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { reservations } from '../../../db/schema.ts';
import { issueOwedReceipts } from '../owed-receipts.ts';
import { settleIfDue } from '../receipt-numbers.ts';
import { insertPayment, reservationAccount, type NewPayment } from '../repository.ts';
import { failureLog } from './failure-log.ts';
import { providerRefusal, refusedForGood } from './provider-answers.ts';
import * as repository from './repository.ts';

type ProviderMove = Omit<NewPayment, 'reservationId' | 'method' | 'createdAt' | 'note'>;

interface SavedCard {
  customerId: string;
  paymentMethodId: string;
}

/** What is taken from the saved card, and why: the deposit held, or what the return costs. */
interface CardPayment {
  kind: 'HOLD' | 'CHARGE';
  amountCents: number;
  purpose: 'deposit' | 'return';
  description: string;
}

/**
 * The deposit and what the return costs, on the card saved when the booking was paid online
 * (decision 051). At check-out the vehicle's deposit is held; at check-in what the booking
 * still owes is captured from the hold, up to it, the rest of the hold released, and what
 * exceeds it charged to the card. Each answers null when all went through, else a sentence for
 * the office: a refused card never blocks the hand-over, it leaves a balance the office sees.
 */
export class OnlineDeposits {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly stripe: Stripe,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Holds the deposit on the saved card, after the check-out. */
  async hold(reservationId: number): Promise<string | null> {
    const card = await this.savedCard(reservationId);
    const [booking] = await this.ctx.db
      .select({ depositCents: reservations.depositCents })
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    const depositCents = booking?.depositCents ?? 0;
    if (!card || depositCents <= 0) return null;
    try {
      await this.takeFromCard(reservationId, card, {
        kind: 'HOLD',
        amountCents: depositCents,
        purpose: 'deposit',
        description: `Deposit for Keyturn booking #${reservationId}`,
      });
      return null;
    } catch (error) {
      this.log.warn({ ...failureLog(error), reservationId }, 'the deposit could not be held');
      return (
        `The deposit of ${formatCents(depositCents)} could not be held on the ` +
        `customer's card (${providerRefusal(error)}); take a deposit at the counter.`
      );
    }
  }

  /** After the check-in: takes what is owed from the hold and the card, releases the rest. */
  async settleReturn(reservationId: number): Promise<string | null> {
    const card = await this.savedCard(reservationId);
    if (!card) return null;
    try {
      return await this.takeWhatIsOwed(reservationId, card);
    } catch (error) {
      this.log.warn(
        { ...failureLog(error), reservationId },
        'the return could not be settled online',
      );
      return (
        `The deposit could not be taken or released online (${providerRefusal(error)}); the ` +
        'balance stays on the booking, to settle at the counter.'
      );
    }
  }

  private async takeWhatIsOwed(reservationId: number, card: SavedCard): Promise<string | null> {
    const account = await reservationAccount(this.ctx.db, reservationId);
    let owedCents = account ? account.totalPriceCents - account.paidCents : 0;
    const held = await this.openHold(reservationId);
    if (held) {
      const captureCents = Math.max(0, Math.min(owedCents, held.amountCents));
      const moves: ProviderMove[] = [];
      if (captureCents > 0) {
        await this.stripe.paymentIntents.capture(
          held.providerRef,
          { amount_to_capture: captureCents },
          { idempotencyKey: randomUUID() },
        );
        moves.push({ kind: 'CAPTURE', amountCents: captureCents, providerRef: held.providerRef });
      } else {
        await this.stripe.paymentIntents.cancel(
          held.providerRef,
          {},
          { idempotencyKey: randomUUID() },
        );
      }
      if (held.amountCents > captureCents) {
        moves.push({
          kind: 'RELEASE',
          amountCents: held.amountCents - captureCents,
          providerRef: held.providerRef,
        });
      }
      await this.record(reservationId, moves);
      owedCents -= captureCents;
    }
    if (owedCents <= 0) return null;
    try {
      await this.takeFromCard(reservationId, card, {
        kind: 'CHARGE',
        amountCents: owedCents,
        purpose: 'return',
        description: `The return of Keyturn booking #${reservationId}`,
      });
      return null;
    } catch (error) {
      this.log.warn({ ...failureLog(error), reservationId }, 'the return could not be charged');
      if (!refusedForGood(error)) {
        // The charge may have gone through: taken again at the counter, it would be twice.
        return (
          `The payment service did not confirm whether ${formatCents(owedCents)} was charged ` +
          "to the customer's card, so it stays as the booking's balance. Look at this payment " +
          "in the payment service's dashboard before taking it at the counter."
        );
      }
      return (
        `${formatCents(owedCents)} could not be charged to the customer's card ` +
        `(${providerRefusal(error)}); it stays as the booking's balance, to settle at the counter.`
      );
    }
  }

  /**
   * Takes money from the saved card while the customer is away, and records it: a HOLD is only
   * held, to be captured or released at the return.
   */
  private async takeFromCard(
    reservationId: number,
    card: SavedCard,
    { kind, amountCents, purpose, description }: CardPayment,
  ): Promise<void> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: amountCents,
        currency: 'usd',
        customer: card.customerId,
        payment_method: card.paymentMethodId,
        off_session: true,
        confirm: true,
        ...(kind === 'HOLD' && { capture_method: 'manual' as const }),
        description,
        metadata: { reservationId: String(reservationId), purpose },
      },
      { idempotencyKey: randomUUID() },
    );
    await this.record(reservationId, [{ kind, amountCents, providerRef: intent.id }]);
  }

  private async savedCard(reservationId: number): Promise<SavedCard | undefined> {
    const checkout = await repository.findCheckout(this.ctx.db, reservationId);
    if (!checkout?.paymentMethodId) return undefined;
    return { customerId: checkout.customerId, paymentMethodId: checkout.paymentMethodId };
  }

  /** The deposit held at check-out, unless it was captured or released since. */
  private async openHold(reservationId: number) {
    const moves = await repository.onlineMoves(this.ctx.db, reservationId);
    const hold = moves.find((move) => move.kind === 'HOLD');
    const closed = moves.some(
      (move) =>
        move.providerRef === hold?.providerRef &&
        (move.kind === 'CAPTURE' || move.kind === 'RELEASE'),
    );
    return hold?.providerRef && !closed
      ? { amountCents: hold.amountCents, providerRef: hold.providerRef }
      : undefined;
  }

  /** The provider's moves, as ledger rows, and the receipt when they settle the booking. */
  private async record(reservationId: number, moves: ProviderMove[]): Promise<void> {
    if (moves.length === 0) return;
    await this.ctx.db.transaction(async (tx: Database) => {
      const now = this.ctx.now();
      for (const move of moves) {
        await insertPayment(tx, {
          ...move,
          reservationId,
          method: 'CARD_ONLINE',
          note: null,
          createdAt: now,
        });
      }
      await settleIfDue(tx, reservationId, now);
    });
    await issueOwedReceipts(this.ctx);
  }
}
