import { formatCents, type MoneyTaskKind } from '@keyturn/shared';
import type { MoneyTask } from './money-task-repository.ts';
import { providerRefusal } from './provider-answers.ts';
import { RefusedStep } from './money-task-moves.ts';

/** Where a task that did not finish stopped: the office is told whose the failure was. */
export type Unfinished = 'provider' | 'waiting' | 'database' | 'keyturn';

/** What one try of a task came to. */
export type TaskResult =
  | { task: MoneyTask; state: 'DONE' }
  | { task: MoneyTask; state: 'FAILED'; error: unknown }
  | { task: MoneyTask; state: 'PENDING'; stopped: Unfinished };

/** The step as the office names it once made. */
const MADE: Record<MoneyTaskKind, (amount: string) => string> = {
  HOLD: (amount) => `The deposit of ${amount} was held on the customer's card`,
  CAPTURE: (amount) => `${amount} was taken from the deposit`,
  RELEASE: (amount) => `The deposit of ${amount} was released`,
  CHARGE: (amount) => `${amount} was charged to the customer's card`,
  REFUND: (amount) => `${amount} went back to the customer's card`,
};

/** The step as the office names it while not confirmed. */
const ASKED: Record<MoneyTaskKind, (amount: string) => string> = {
  HOLD: (amount) => `The deposit of ${amount} is not confirmed yet`,
  CAPTURE: (amount) => `Taking ${amount} from the deposit is not confirmed yet`,
  RELEASE: (amount) => `Releasing the deposit of ${amount} is not confirmed yet`,
  CHARGE: (amount) =>
    `The payment service did not confirm whether ${amount} was charged to the customer's ` +
    'card: it is not confirmed yet',
  REFUND: (amount) => `Giving ${amount} back to the customer's card is not confirmed yet`,
};

const WHY_NOT_CONFIRMED: Record<'provider' | 'waiting' | 'keyturn', string> = {
  provider: 'the payment service did not answer',
  waiting: 'it waits for the step before it to be confirmed',
  keyturn: 'Keyturn could not finish it just now',
};

/** The card's bank's words, the provider's refusal, or why the step could not be made. */
function reasonOf(error: unknown): string {
  return error instanceof RefusedStep ? error.message : providerRefusal(error);
}

function refused(task: MoneyTask, error: unknown): string {
  const amount = formatCents(task.amountCents);
  const reason = reasonOf(error);
  if (task.kind === 'HOLD') {
    return `The deposit of ${amount} could not be held on the customer's card (${reason}); take a deposit at the counter.`;
  }
  if (task.kind === 'REFUND') {
    return `${amount} could not be given back to the customer's card (${reason}); give it back at the counter.`;
  }
  if (task.kind === 'CHARGE') {
    return `${amount} could not be charged to the customer's card (${reason}); it stays as the booking's balance, to settle at the counter.`;
  }
  return `The deposit could not be taken or released online (${reason}); the balance stays on the booking, to settle at the counter.`;
}

function unfinished(task: MoneyTask, stopped: Unfinished): string {
  const amount = formatCents(task.amountCents);
  if (stopped === 'database') {
    return (
      `${MADE[task.kind](amount)}, but Keyturn's own database could not record it just now ` +
      "(the fault is ours, not the payment service's). Keyturn records it over the next few " +
      'minutes; nothing needs doing at the counter meanwhile.'
    );
  }
  // The step may have been made: taken again at the counter, it would be taken twice.
  const meanwhile =
    task.kind === 'HOLD'
      ? 'do not take a deposit at the counter meanwhile.'
      : "until then what is owed stays as the booking's balance. Look at the booking's " +
        'payments again before taking it at the counter.';
  return (
    `${ASKED[task.kind](amount)}: ${WHY_NOT_CONFIRMED[stopped]}. Keyturn asks again over the ` +
    `next few minutes and it shows in the booking's payments once confirmed; ${meanwhile}`
  );
}

/** What the office is told of the tasks a hand-over carried out: null when all went through. */
export function officeSentence(results: readonly TaskResult[]): string | null {
  const sentences = results.flatMap((result) => {
    if (result.state === 'DONE') return [];
    return [
      result.state === 'FAILED'
        ? refused(result.task, result.error)
        : unfinished(result.task, result.stopped),
    ];
  });
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/**
 * Keyturn's own database failed before any task was tried: nothing was asked of the provider,
 * and the worker carries them out.
 */
export const TASKS_NOT_STARTED_MESSAGE =
  "Keyturn's own database did not answer, so the card has not been asked yet (the fault is " +
  "ours, not the payment service's). Keyturn does it over the next few minutes; nothing needs " +
  'doing at the counter meanwhile.';
