import { eq, sql } from 'drizzle-orm';
import { toWallClock, type ReservationStatus } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { receiptCounters, receipts } from '../../db/schema.ts';
import type { ReceiptMailFacts } from '../mail/kinds.ts';
import { enqueueReservationMail } from '../mail/outbox.ts';
import {
  listPayments,
  reservationAccount,
  reservationCustomer,
  type ReservationAccount,
} from './repository.ts';

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
 * Gives a settled booking its receipt number, once, and queues the mail that sends the customer
 * the receipt (decision 050). The caller holds the reservation's row lock, so two settlements
 * of one booking take turns and the second finds the number given, and queues nothing.
 * The year's counter row is raised by one statement in the same transaction: it stays locked
 * until the commit, so concurrent settlements queue on it, and a rollback gives its number
 * back, and its mail with it; the numbers have no gaps and no repeats (the unique key on year
 * and number backs it). What the mail's receipt shows is read before the counter is taken, so
 * the counter's lock covers two more statements than before, the receipt and its mail.
 */
export async function issueReceiptIfSettled(
  tx: Database,
  reservationId: number,
  account: ReservationAccount,
  now: Date,
  timeZone: string,
): Promise<void> {
  if (!isSettled(account) || (await findReceipt(tx, reservationId))) return;
  const customer = await reservationCustomer(tx, reservationId);
  const payments = await listPayments(tx, reservationId);
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
  const number = counter!.number;
  await tx.insert(receipts).values({ reservationId, year, number, issuedAt: now });
  const receipt: ReceiptMailFacts = {
    number: receiptNumberText({ year, number }),
    issuedAt: now.toISOString(),
    customer,
    payments: payments.map(({ kind, method, amountCents, note, createdAt }) => ({
      kind,
      method,
      amountCents,
      note,
      createdAt: createdAt.toISOString(),
    })),
    paidCents: account.paidCents,
  };
  await enqueueReservationMail(tx, 'receipt', reservationId, { receipt });
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
