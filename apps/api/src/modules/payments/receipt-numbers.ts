import { eq, sql } from 'drizzle-orm';
import { toWallClock, type ReservationStatus } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { receiptCounters, receipts } from '../../db/schema.ts';
import { reservationAccount, type ReservationAccount } from './repository.ts';

/** A booking that will not move again: with nothing owed, it is settled and gets its number. */
const ENDED: readonly ReservationStatus[] = ['DONE', 'CANCELLED', 'NO_SHOW'];

export function isSettled(
  account: Pick<ReservationAccount, 'status' | 'totalPriceCents' | 'paidCents'>,
) {
  return ENDED.includes(account.status) && account.totalPriceCents === account.paidCents;
}

/** KT-2031-000123: the year and its number, six digits at least. */
export function receiptNumberText(receipt: { year: number; number: number }): string {
  return `KT-${receipt.year}-${String(receipt.number).padStart(6, '0')}`;
}

export async function findReceipt(db: Database, reservationId: number) {
  const [row] = await db.select().from(receipts).where(eq(receipts.reservationId, reservationId));
  return row;
}

/**
 * Gives a settled booking its receipt number, once. The caller holds the reservation's row
 * lock, so two settlements of one booking take turns and the second finds the number given.
 * The year's counter row is raised by one statement in the same transaction: it stays locked
 * until the commit, so concurrent settlements queue on it, and a rollback gives its number
 * back; the numbers have no gaps and no repeats (the unique key on year and number backs it).
 */
export async function issueReceiptIfSettled(
  tx: Database,
  reservationId: number,
  account: ReservationAccount,
  now: Date,
  timeZone: string,
): Promise<void> {
  if (!isSettled(account) || (await findReceipt(tx, reservationId))) return;
  // The company's year, by the app's clock (decision 042).
  const { year } = toWallClock(now, timeZone);
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptCounters.lastNumber });
  await tx.insert(receipts).values({ reservationId, year, number: counter!.number, issuedAt: now });
}

/**
 * Settles a booking whose status or price has just changed, in the caller's transaction: the
 * row lock is taken here (or is already the caller's), then the rule above decides.
 */
export async function settleIfDue(
  tx: Database,
  reservationId: number,
  now: Date,
  timeZone: string,
): Promise<void> {
  const account = await reservationAccount(tx, reservationId, { lock: true });
  if (account) await issueReceiptIfSettled(tx, reservationId, account, now, timeZone);
}
