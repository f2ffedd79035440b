import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { MoneyTaskKind } from '@keyturn/shared';
import type { Database } from '../../../db/client.ts';
import { moneyTasks, type MoneyTaskRow } from '../../../db/schema.ts';

export type MoneyTask = MoneyTaskRow;

/**
 * Writes a money step in the caller's transaction, due at once, with its idempotency key: random,
 * never made from the reservation's id (ids repeat across databases and after a restore), and
 * stored before the provider hears of it, so every try of the task asks for the same payment.
 */
export async function addTask(
  tx: Database,
  task: { reservationId: number; kind: MoneyTaskKind; amountCents: number; providerRef?: string },
  now: Date,
): Promise<void> {
  await tx.insert(moneyTasks).values({
    ...task,
    idempotencyKey: randomUUID(),
    nextAttemptAt: now,
    createdAt: now,
  });
}

/** Which tasks a claim takes: one booking's due ones (its request), or any due (the worker). */
export type ClaimScope = { reservationId: number } | { limit: number };

/**
 * Takes the due tasks of the scope for this try until `until`, counting the attempt, in one
 * statement that commits before the provider is called (the outbox's claim, decision 033): SKIP
 * LOCKED and the lease keep two instances from trying one task at once.
 */
export async function claimDue(
  db: Database,
  scope: ClaimScope,
  now: Date,
  until: Date,
): Promise<MoneyTask[]> {
  const due = db
    .select({ id: moneyTasks.id })
    .from(moneyTasks)
    .where(
      and(
        eq(moneyTasks.state, 'PENDING'),
        lte(moneyTasks.nextAttemptAt, now),
        or(isNull(moneyTasks.claimedUntil), lte(moneyTasks.claimedUntil, now)),
        'reservationId' in scope ? eq(moneyTasks.reservationId, scope.reservationId) : undefined,
      ),
    )
    .orderBy(asc(moneyTasks.nextAttemptAt), asc(moneyTasks.id))
    .limit('limit' in scope ? scope.limit : 10)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(moneyTasks)
    .set({ claimId: randomUUID(), claimedUntil: until, attempts: sql`${moneyTasks.attempts} + 1` })
    .where(inArray(moneyTasks.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * The task back to waiting, due at `nextAttemptAt`, with why this try did not finish it and
 * the provider's object when it answered: a later try, or a look-up, starts from there. A task
 * whose lease ran out and another try has taken is that try's to put back.
 */
export async function retryLater(
  db: Database,
  task: MoneyTask,
  update: { nextAttemptAt: Date; lastError: string | null; providerRef?: string },
): Promise<void> {
  const ownClaim = task.claimId ? eq(moneyTasks.claimId, task.claimId) : undefined;
  await db
    .update(moneyTasks)
    .set({ ...update, claimId: null, claimedUntil: null })
    .where(and(eq(moneyTasks.id, task.id), eq(moneyTasks.state, 'PENDING'), ownClaim));
}

/** Refused for good: the step is not made, and the balance stays for the counter. */
export async function markFailed(
  db: Database,
  task: MoneyTask,
  lastError: string,
  now: Date,
): Promise<void> {
  await db
    .update(moneyTasks)
    .set({ state: 'FAILED', lastError, finishedAt: now, claimId: null, claimedUntil: null })
    .where(and(eq(moneyTasks.id, task.id), eq(moneyTasks.state, 'PENDING')));
}

/**
 * Marks the task done in the transaction that records it; false when it was done already (a
 * second finisher waits on the row, then finds it done and records nothing).
 */
export async function markDone(
  tx: Database,
  task: MoneyTask,
  providerRef: string | null,
  now: Date,
): Promise<boolean> {
  const done = await tx
    .update(moneyTasks)
    .set({
      state: 'DONE',
      providerRef,
      lastError: null,
      finishedAt: now,
      claimId: null,
      claimedUntil: null,
    })
    .where(and(eq(moneyTasks.id, task.id), eq(moneyTasks.state, 'PENDING')))
    .returning({ id: moneyTasks.id });
  return done.length > 0;
}

/** The booking's deposit hold task, when the check-out wrote one. */
export async function holdTaskOf(db: Database, reservationId: number) {
  const [row] = await db
    .select()
    .from(moneyTasks)
    .where(and(eq(moneyTasks.reservationId, reservationId), eq(moneyTasks.kind, 'HOLD')));
  return row;
}
