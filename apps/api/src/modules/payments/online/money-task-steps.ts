import type Stripe from 'stripe';
import type { PaymentKind } from '@keyturn/shared';
import type { Database } from '../../../db/client.ts';
import { holdTaskOf, type MoneyTask } from './money-task-repository.ts';
import * as repository from './repository.ts';

/** A ledger row the provider's answer makes. */
export interface ProviderMove {
  kind: PaymentKind;
  amountCents: number;
}

/** What the provider did for a task: its PaymentIntent, and the ledger rows that follow. */
export interface StepMade {
  providerRef: string;
  moves: ProviderMove[];
}

/** The provider's answer or state says the step will not be made: the task fails. */
export class RefusedStep extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RefusedStep';
  }
}

/**
 * The provider keeps an idempotency key's answer for 24 hours; a task tried after that looks
 * its payment up instead, by the key it put in the payment's metadata.
 */
const KEY_KEPT_MS = 23 * 60 * 60_000;

const PURPOSE = { HOLD: 'deposit', CHARGE: 'return' } as const;

/**
 * Carries out one money task at the provider with its stored key, or finds out what an earlier
 * try did (decision 064). Throws the provider's error as it came; answers 'waiting' for a
 * capture or release whose hold is not confirmed yet.
 */
export class MoneyTaskSteps {
  constructor(
    private readonly db: Database,
    private readonly stripe: Stripe,
    private readonly now: () => Date,
  ) {}

  async make(task: MoneyTask): Promise<StepMade | 'waiting'> {
    if (task.kind === 'HOLD' || task.kind === 'CHARGE') return this.takeFromCard(task);
    const holdRef = task.providerRef ?? (await this.confirmedHold(task.reservationId));
    return holdRef === 'waiting' ? holdRef : this.closeHold(task, holdRef);
  }

  /** A payment from the saved card: the deposit held (manual capture), or a charge. */
  private async takeFromCard(task: MoneyTask): Promise<StepMade> {
    const checkout = await repository.findCheckout(this.db, task.reservationId);
    if (!checkout?.paymentMethodId) throw new RefusedStep('no card was saved for this booking');
    const keyMayBeGone = this.now().getTime() - task.createdAt.getTime() > KEY_KEPT_MS;
    if (task.attempts > 1 && keyMayBeGone) {
      const made = await this.findByTaskKey(checkout.customerId, task.idempotencyKey);
      if (made) return this.takenAs(task, made);
    }
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: task.amountCents,
        currency: 'usd',
        customer: checkout.customerId,
        payment_method: checkout.paymentMethodId,
        off_session: true,
        confirm: true,
        ...(task.kind === 'HOLD' && { capture_method: 'manual' as const }),
        description:
          task.kind === 'HOLD'
            ? `Deposit for Keyturn booking #${task.reservationId}`
            : `The return of Keyturn booking #${task.reservationId}`,
        metadata: {
          reservationId: String(task.reservationId),
          purpose: PURPOSE[task.kind as keyof typeof PURPOSE],
          task: task.idempotencyKey,
        },
      },
      { idempotencyKey: task.idempotencyKey },
    );
    return this.takenAs(task, intent);
  }

  private takenAs(task: MoneyTask, intent: Stripe.PaymentIntent): StepMade {
    const held = task.kind === 'HOLD' && intent.status === 'requires_capture';
    const charged = task.kind === 'CHARGE' && intent.status === 'succeeded';
    if (held || charged) {
      const amountCents = held ? intent.amount : intent.amount_received;
      return { providerRef: intent.id, moves: [{ kind: task.kind, amountCents }] };
    }
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
      throw new RefusedStep('the card was declined');
    }
    throw new Error(`payment ${intent.id} is ${intent.status}, not finished yet`);
  }

  /** The customer's payment made for this task, by the key put in its metadata. */
  private async findByTaskKey(customer: string, key: string) {
    for await (const intent of this.stripe.paymentIntents.list({ customer, limit: 100 })) {
      if (intent.metadata?.task === key) return intent;
    }
    return undefined;
  }

  /** The hold the check-in's task acts on, once its own task has made it. */
  private async confirmedHold(reservationId: number): Promise<string | 'waiting'> {
    const hold = await holdTaskOf(this.db, reservationId);
    if (hold?.state === 'PENDING') return 'waiting';
    if (hold?.state === 'DONE' && hold.providerRef) return hold.providerRef;
    throw new RefusedStep('the deposit was never held');
  }

  /**
   * Captures part of the hold (the provider releases the rest with it) or releases it whole.
   * A task tried before reads the hold first: done already, by an earlier try whose answer was
   * lost or in the provider's dashboard, it is recorded as the provider has it.
   */
  private async closeHold(task: MoneyTask, holdRef: string): Promise<StepMade> {
    if (task.attempts > 1) {
      const intent = await this.stripe.paymentIntents.retrieve(holdRef);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return closedAs(intent);
      }
    }
    const key = { idempotencyKey: task.idempotencyKey };
    const intent =
      task.kind === 'CAPTURE'
        ? await this.stripe.paymentIntents.capture(
            holdRef,
            { amount_to_capture: task.amountCents },
            key,
          )
        : await this.stripe.paymentIntents.cancel(holdRef, {}, key);
    return closedAs(intent);
  }
}

/** A hold the provider has closed, as ledger rows: what it captured, and what it released. */
function closedAs(intent: Stripe.PaymentIntent): StepMade {
  const captured = intent.status === 'succeeded' ? intent.amount_received : 0;
  const moves: ProviderMove[] = [];
  if (captured > 0) moves.push({ kind: 'CAPTURE', amountCents: captured });
  if (intent.amount > captured)
    moves.push({ kind: 'RELEASE', amountCents: intent.amount - captured });
  return { providerRef: intent.id, moves };
}
