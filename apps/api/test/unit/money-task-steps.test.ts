import { beforeEach, describe, expect, it } from 'vitest';
import type { MoneyTaskRow } from '../../src/db/schema.ts';
import { officeSentence } from '../../src/modules/payments/online/money-task-answers.ts';
import { RefusedStep } from '../../src/modules/payments/online/money-task-moves.ts';
import {
  MoneyTaskSteps,
  type MoneyTaskFacts,
} from '../../src/modules/payments/online/money-task-steps.ts';
import { refusedForGood } from '../../src/modules/payments/online/provider-answers.ts';
import { ProviderFailure } from '../../src/modules/payments/online/provider-failure.ts';
import { InMemoryPaymentProvider } from '../support/in-memory-payment-provider.ts';

const HOUR_MS = 60 * 60_000;
const WRITTEN_AT = new Date('2031-03-03T09:00:00Z');
const RESERVATION_ID = 7;

let lastTaskId = 0;
/** A task as the hand-over writes it and a try claims it: its first attempt, just written. */
function taskOf(fields: Pick<MoneyTaskRow, 'kind' | 'amountCents'> & Partial<MoneyTaskRow>) {
  lastTaskId += 1;
  return {
    id: lastTaskId,
    reservationId: RESERVATION_ID,
    idempotencyKey: `key-${lastTaskId}`,
    state: 'PENDING',
    attempts: 1,
    nextAttemptAt: WRITTEN_AT,
    claimId: 'claim',
    claimedUntil: null,
    providerRef: null,
    lastError: null,
    createdAt: WRITTEN_AT,
    finishedAt: null,
    ...fields,
  } satisfies MoneyTaskRow;
}

/** The same task claimed again by a later try. */
const retried = (task: MoneyTaskRow) => ({ ...task, attempts: task.attempts + 1 });

/** What a rejected promise threw, to read its kind and words. */
async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the step to throw');
}

let provider: InMemoryPaymentProvider;
let card: { accountId: string; cardId: string } | undefined;
let hold: Awaited<ReturnType<MoneyTaskFacts['holdTask']>>;
let now: Date;
let steps: MoneyTaskSteps;

beforeEach(() => {
  provider = new InMemoryPaymentProvider();
  card = provider.savedCard();
  hold = undefined;
  now = WRITTEN_AT;
  // The booking's records, as Keyturn's database would answer them.
  const facts: MoneyTaskFacts = {
    savedCard: async () => card,
    holdTask: async () => hold,
  };
  steps = new MoneyTaskSteps(facts, provider, () => now);
});

/** A deposit held on the card, its hold task done, as the check-in finds it. */
async function heldDeposit(amountCents: number): Promise<string> {
  const made = await steps.make(taskOf({ kind: 'HOLD', amountCents }));
  if (made === 'waiting') throw new Error('a hold never waits');
  hold = { state: 'DONE', providerRef: made.providerRef };
  return made.providerRef;
}

describe('a money task taken from the saved card', () => {
  it('holds the deposit: a HOLD row of the amount held, the rest still to capture', async () => {
    const made = await steps.make(taskOf({ kind: 'HOLD', amountCents: 20_000 }));

    expect(made).toEqual({
      providerRef: expect.any(String),
      moves: [{ kind: 'HOLD', amountCents: 20_000 }],
    });
    expect(provider.payments.get((made as { providerRef: string }).providerRef)).toMatchObject({
      status: 'held',
      amountCents: 20_000,
      takenCents: 0,
      metadata: { reservationId: String(RESERVATION_ID), purpose: 'deposit' },
    });
  });

  it('charges what the return costs beyond the hold: a CHARGE row of what was taken', async () => {
    const made = await steps.make(taskOf({ kind: 'CHARGE', amountCents: 2_400 }));

    expect(made).toEqual({
      providerRef: expect.any(String),
      moves: [{ kind: 'CHARGE', amountCents: 2_400 }],
    });
    expect([...provider.payments.values()]).toMatchObject([
      { status: 'taken', takenCents: 2_400, metadata: { purpose: 'return' } },
    ]);
  });

  it('fails for good when no card was saved, asking the provider nothing', async () => {
    card = undefined;
    const error = await thrownBy(steps.make(taskOf({ kind: 'HOLD', amountCents: 20_000 })));

    expect(error).toBeInstanceOf(RefusedStep);
    expect(provider.calls).toEqual([]);
  });

  it("fails for good when the card is declined, in the bank's words, and a retry gets the same answer", async () => {
    provider.declineCard(card!.cardId);
    const task = taskOf({ kind: 'HOLD', amountCents: 20_000 });
    const error = await thrownBy(steps.make(task));

    expect(error).toBeInstanceOf(ProviderFailure);
    expect(error).toMatchObject({
      kind: 'declined',
      provider: { declineCode: 'insufficient_funds' },
    });
    expect(refusedForGood(error)).toBe(true);
    expect(officeSentence([{ task, state: 'FAILED', error }])).toBe(
      "The deposit of $200.00 could not be held on the customer's card (Your card was " +
        'declined.); take a deposit at the counter.',
    );
    // The same key answers the same refusal; nothing more is taken.
    expect(await thrownBy(steps.make(retried(task)))).toBe(error);
    expect([...provider.payments.values()].map((payment) => payment.status)).toEqual(['declined']);
  });

  it('records a payment whose answer was lost once, when the next try asks again with the same key', async () => {
    const task = taskOf({ kind: 'CHARGE', amountCents: 2_400 });
    provider.loseNextAnswer();
    const lost = await thrownBy(steps.make(task));
    // Not refused: the task waits for its next try.
    expect(lost).toMatchObject({ kind: 'unreachable' });
    expect(refusedForGood(lost)).toBe(false);

    const made = await steps.make(retried(task));

    expect(provider.payments.size).toBe(1);
    expect(made).toEqual({
      providerRef: [...provider.payments.keys()][0],
      moves: [{ kind: 'CHARGE', amountCents: 2_400 }],
    });
  });

  it('finds the payment by the key in its metadata once the provider may have forgotten the key', async () => {
    const task = taskOf({ kind: 'HOLD', amountCents: 20_000 });
    provider.loseNextAnswer();
    await thrownBy(steps.make(task));
    provider.forgetKeys();
    now = new Date(WRITTEN_AT.getTime() + 23 * HOUR_MS + 60_000);
    provider.calls.length = 0;

    const made = await steps.make(retried(task));

    expect(provider.calls).toEqual(['findPaymentByKey']);
    expect(provider.payments.size).toBe(1);
    expect(made).toEqual({
      providerRef: [...provider.payments.keys()][0],
      moves: [{ kind: 'HOLD', amountCents: 20_000 }],
    });
  });

  it('asks again with the key while the provider still keeps it, without looking the payment up', async () => {
    const task = taskOf({ kind: 'HOLD', amountCents: 20_000 });
    provider.loseNextAnswer();
    await thrownBy(steps.make(task));
    now = new Date(WRITTEN_AT.getTime() + 22 * HOUR_MS);
    provider.calls.length = 0;

    await steps.make(retried(task));

    expect(provider.calls).toEqual(['takeFromCard']);
    expect(provider.payments.size).toBe(1);
  });
});

describe("a money task on the deposit's hold", () => {
  it('captures part of the hold: a CAPTURE row of what is owed and a RELEASE row of the rest', async () => {
    const holdRef = await heldDeposit(20_000);
    const made = await steps.make(
      taskOf({ kind: 'CAPTURE', amountCents: 2_400, providerRef: holdRef }),
    );

    expect(made).toEqual({
      providerRef: holdRef,
      moves: [
        { kind: 'CAPTURE', amountCents: 2_400 },
        { kind: 'RELEASE', amountCents: 17_600 },
      ],
    });
  });

  it('captures the whole hold: a CAPTURE row alone', async () => {
    const holdRef = await heldDeposit(20_000);
    const made = await steps.make(
      taskOf({ kind: 'CAPTURE', amountCents: 20_000, providerRef: holdRef }),
    );

    expect(made).toEqual({
      providerRef: holdRef,
      moves: [{ kind: 'CAPTURE', amountCents: 20_000 }],
    });
  });

  it('releases the hold whole when nothing is owed: a RELEASE row of it', async () => {
    const holdRef = await heldDeposit(20_000);
    const made = await steps.make(
      taskOf({ kind: 'RELEASE', amountCents: 20_000, providerRef: holdRef }),
    );

    expect(made).toEqual({
      providerRef: holdRef,
      moves: [{ kind: 'RELEASE', amountCents: 20_000 }],
    });
    expect(provider.payments.get(holdRef)?.status).toBe('cancelled');
  });

  it('acts on the hold its task made, once that task is done', async () => {
    const holdRef = await heldDeposit(20_000);
    const made = await steps.make(taskOf({ kind: 'RELEASE', amountCents: 20_000 }));

    expect(made).toMatchObject({ providerRef: holdRef });
  });

  it('waits while the hold is not confirmed, and fails for good when it was never made', async () => {
    hold = { state: 'PENDING', providerRef: null };
    expect(await steps.make(taskOf({ kind: 'CAPTURE', amountCents: 2_400 }))).toBe('waiting');

    hold = { state: 'FAILED', providerRef: null };
    const error = await thrownBy(steps.make(taskOf({ kind: 'CAPTURE', amountCents: 2_400 })));
    expect(error).toBeInstanceOf(RefusedStep);
    expect(provider.calls).toEqual([]);
  });

  it('records a capture whose answer was lost as the provider has it, capturing once', async () => {
    const holdRef = await heldDeposit(20_000);
    const task = taskOf({ kind: 'CAPTURE', amountCents: 2_400, providerRef: holdRef });
    provider.loseNextAnswer();
    await thrownBy(steps.make(task));
    provider.calls.length = 0;

    const made = await steps.make(retried(task));

    // The hold is read first and found captured: nothing is asked of it again.
    expect(provider.calls).toEqual(['payment']);
    expect(made).toEqual({
      providerRef: holdRef,
      moves: [
        { kind: 'CAPTURE', amountCents: 2_400 },
        { kind: 'RELEASE', amountCents: 17_600 },
      ],
    });
  });

  it('captures on a later try when the first one never reached the provider', async () => {
    const holdRef = await heldDeposit(20_000);
    const task = taskOf({ kind: 'CAPTURE', amountCents: 2_400, providerRef: holdRef });
    provider.failNext();
    expect(await thrownBy(steps.make(task))).toMatchObject({ kind: 'unreachable' });
    expect(provider.payments.get(holdRef)?.status).toBe('held');

    const made = await steps.make(retried(task));

    expect(made).toMatchObject({
      moves: [{ kind: 'CAPTURE', amountCents: 2_400 }, { kind: 'RELEASE' }],
    });
  });
});
