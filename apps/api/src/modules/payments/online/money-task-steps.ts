import type { MoneyTask } from './money-task-repository.ts';
import { closedAs, RefusedStep, takenAs, type StepMade } from './money-task-moves.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** What a task's step reads of the booking in Keyturn's own records. */
export interface MoneyTaskFacts {
  /** The card the booking's checkout saved, with the provider's account it belongs to. */
  savedCard(reservationId: number): Promise<{ accountId: string; cardId: string } | undefined>;
  /** The booking's deposit hold task, when the check-out wrote one. */
  holdTask(reservationId: number): Promise<Pick<MoneyTask, 'state' | 'providerRef'> | undefined>;
}

/**
 * The provider keeps an idempotency key's answer for 24 hours; a task tried after that looks
 * its payment up instead, by the key it put in the payment's metadata.
 */
const KEY_KEPT_MS = 23 * 60 * 60_000;

const PURPOSE = { HOLD: 'deposit', CHARGE: 'return' } as const;

/**
 * Carries out one money task at the provider with its stored key, or finds out what an earlier
 * try did (decision 064). Throws the provider's failure as it came; answers 'waiting' for a
 * capture or release whose hold is not confirmed yet.
 */
export class MoneyTaskSteps {
  constructor(
    private readonly facts: MoneyTaskFacts,
    private readonly provider: PaymentProvider,
    private readonly now: () => Date,
  ) {}

  async make(task: MoneyTask): Promise<StepMade | 'waiting'> {
    if (task.kind === 'HOLD' || task.kind === 'CHARGE') return this.takeFromCard(task, task.kind);
    const holdRef = task.providerRef ?? (await this.confirmedHold(task.reservationId));
    return holdRef === 'waiting' ? holdRef : this.closeHold(task, holdRef);
  }

  /** A payment from the saved card: the deposit held (manual capture), or a charge. */
  private async takeFromCard(task: MoneyTask, kind: 'HOLD' | 'CHARGE'): Promise<StepMade> {
    const card = await this.facts.savedCard(task.reservationId);
    if (!card) throw new RefusedStep('no card was saved for this booking');
    const keyMayBeGone = this.now().getTime() - task.createdAt.getTime() > KEY_KEPT_MS;
    if (task.attempts > 1 && keyMayBeGone) {
      const made = await this.provider.findPaymentByKey(card.accountId, task.idempotencyKey);
      if (made) return takenAs(kind, made);
    }
    const payment = await this.provider.takeFromCard({
      ...card,
      amountCents: task.amountCents,
      mode: kind === 'HOLD' ? 'hold' : 'charge',
      description:
        kind === 'HOLD'
          ? `Deposit for Keyturn booking #${task.reservationId}`
          : `The return of Keyturn booking #${task.reservationId}`,
      metadata: { reservationId: String(task.reservationId), purpose: PURPOSE[kind] },
      key: task.idempotencyKey,
    });
    return takenAs(kind, payment);
  }

  /** The hold the check-in's task acts on, once its own task has made it. */
  private async confirmedHold(reservationId: number): Promise<string | 'waiting'> {
    const hold = await this.facts.holdTask(reservationId);
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
      const hold = await this.provider.payment(holdRef);
      if (hold.status === 'taken' || hold.status === 'cancelled') return closedAs(hold);
    }
    const key = task.idempotencyKey;
    const closed =
      task.kind === 'CAPTURE'
        ? await this.provider.capture(holdRef, task.amountCents, key)
        : await this.provider.release(holdRef, key);
    return closedAs(closed);
  }
}
