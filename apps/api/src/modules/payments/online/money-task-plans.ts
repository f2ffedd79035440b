import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { reservations } from '../../../db/schema.ts';
import { reservationAccount } from '../index.ts';
import { addTask, holdTaskOf } from './money-task-repository.ts';
import { refundSources, totalRefundable } from './refund-sources.ts';
import * as repository from './repository.ts';

/**
 * The money steps a hand-over implies, written in its transaction (decision 064): with the
 * change, or not at all. Only a booking paid online has a card to take them from; the office
 * settles every other at the counter.
 */
async function hasSavedCard(tx: Database, config: AppConfig, reservationId: number) {
  if (config.payments.mode !== 'stripe') return false;
  const checkout = await repository.findCheckout(tx, reservationId);
  return Boolean(checkout?.paymentMethodId);
}

/** At check-out: the vehicle's deposit, to be held on the saved card. */
export async function planDepositHold(
  tx: Database,
  config: AppConfig,
  reservationId: number,
  now: Date,
): Promise<void> {
  if (!(await hasSavedCard(tx, config, reservationId))) return;
  const [booking] = await tx
    .select({ depositCents: reservations.depositCents })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  const amountCents = booking?.depositCents ?? 0;
  if (amountCents > 0) await addTask(tx, { reservationId, kind: 'HOLD', amountCents }, now);
}

/**
 * The deposit still held: by the ledger (a HOLD its CAPTURE or RELEASE has not closed), or by a
 * hold task not yet confirmed, which the capture or release then waits for.
 */
async function openHold(
  tx: Database,
  reservationId: number,
): Promise<{ amountCents: number; providerRef?: string } | undefined> {
  const moves = await repository.onlineMoves(tx, reservationId);
  const hold = moves.find((move) => move.kind === 'HOLD');
  if (hold?.providerRef) {
    const closed = moves.some(
      (move) =>
        move.providerRef === hold.providerRef &&
        (move.kind === 'CAPTURE' || move.kind === 'RELEASE'),
    );
    return closed ? undefined : { amountCents: hold.amountCents, providerRef: hold.providerRef };
  }
  const task = await holdTaskOf(tx, reservationId);
  return task?.state === 'PENDING' ? { amountCents: task.amountCents } : undefined;
}

/**
 * At check-in, after the return's lines: what the booking owes (its total less what was paid,
 * read in this transaction) is captured from the hold, up to it (the provider releases the rest
 * with it), or the hold released when nothing is owed; what exceeds the hold is charged.
 */
export async function planReturnSettlement(
  tx: Database,
  config: AppConfig,
  reservationId: number,
  now: Date,
): Promise<void> {
  if (!(await hasSavedCard(tx, config, reservationId))) return;
  const account = await reservationAccount(tx, reservationId);
  let owedCents = account ? account.owedCents - account.paidCents : 0;
  const hold = await openHold(tx, reservationId);
  if (hold) {
    const captureCents = Math.max(0, Math.min(owedCents, hold.amountCents));
    const { providerRef } = hold;
    await addTask(
      tx,
      captureCents > 0
        ? { reservationId, kind: 'CAPTURE', amountCents: captureCents, providerRef }
        : { reservationId, kind: 'RELEASE', amountCents: hold.amountCents, providerRef },
      now,
    );
    owedCents -= captureCents;
  }
  if (owedCents > 0)
    await addTask(tx, { reservationId, kind: 'CHARGE', amountCents: owedCents }, now);
}

/**
 * At the customer's cancellation: all that was paid online and not given back yet, and no more
 * than was paid in all (what the office gave back at the counter is not given twice). Carried
 * out through the refund's claim (decision 056), so one meeting another refund in flight waits
 * for it as a task instead of being lost.
 */
export async function planCancellationRefund(
  tx: Database,
  config: AppConfig,
  reservationId: number,
  now: Date,
): Promise<void> {
  if (config.payments.mode !== 'stripe') return;
  const account = await reservationAccount(tx, reservationId);
  const sources = refundSources(await repository.onlineMoves(tx, reservationId));
  const amountCents = Math.min(totalRefundable(sources), account?.paidCents ?? 0);
  if (amountCents > 0) await addTask(tx, { reservationId, kind: 'REFUND', amountCents }, now);
}
