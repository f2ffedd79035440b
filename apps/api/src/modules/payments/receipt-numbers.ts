import { eq, sql } from 'drizzle-orm';
import { PAID_SIGN, isCalledOff, toWallClock, type ReservationStatus } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { receipts } from '../../db/schema.ts';
import type { ReceiptMailFacts } from '../mail/kinds.ts';
import {
  listPayments,
  reservationAccount,
  reservationCustomer,
  type PaymentRow,
  type ReservationAccount,
} from './repository.ts';

/** A trip that will not move again, or a booking that will not be one: settled once square. */
const OWING_WHEN_ENDED: readonly ReservationStatus[] = ['DONE', 'NO_SHOW'];

/**
 * Whether the booking is square, and so gets its receipt's number: a trip that ended (or a
 * no-show) once paid its total; a booking called off, which owes nothing, once all that was
 * paid on it has gone back, and only if money was ever paid (decision 053): one never paid has
 * nothing to receipt.
 */
export function isSettled(
  account: Pick<ReservationAccount, 'status' | 'totalPriceCents' | 'paidCents'>,
  payments: readonly Pick<PaymentRow, 'kind'>[],
) {
  if (isCalledOff(account.status)) {
    return account.paidCents === 0 && payments.some((payment) => PAID_SIGN[payment.kind] > 0);
  }
  return OWING_WHEN_ENDED.includes(account.status) && account.totalPriceCents === account.paidCents;
}

const mayBeSettled = (status: ReservationStatus) =>
  isCalledOff(status) || OWING_WHEN_ENDED.includes(status);

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
 * The year's counter row is raised in the same transaction: it stays locked until the commit,
 * so concurrent settlements queue on it, and a rollback gives its number back, and its mail
 * with it; the numbers have no gaps and no repeats (the unique key on year and number backs
 * it). Raising the counter, writing the receipt and queueing its mail are one statement, and
 * what the mail's receipt shows is read before it: once raised, the counter is held only for
 * what the caller does next and its commit.
 */
export async function issueReceiptIfSettled(
  tx: Database,
  reservationId: number,
  account: ReservationAccount,
  now: Date,
  timeZone: string,
): Promise<void> {
  if (!mayBeSettled(account.status)) return;
  const payments = await listPayments(tx, reservationId);
  if (!isSettled(account, payments) || (await findReceipt(tx, reservationId))) return;
  // The company's year, by the app's clock (decision 042).
  const { year } = toWallClock(now, timeZone);
  const customer = await reservationCustomer(tx, reservationId);
  const receipt: Omit<ReceiptMailFacts, 'number'> = {
    year,
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
  await tx.execute(sql`
    WITH counter AS (
      INSERT INTO receipt_counters (year, last_number) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last_number = receipt_counters.last_number + 1
      RETURNING last_number
    ), receipt AS (
      INSERT INTO receipts (reservation_id, year, number, issued_at)
      SELECT ${reservationId}::integer, ${year}::integer, last_number, ${now.toISOString()}::timestamptz
      FROM counter
      RETURNING number
    )
    SELECT enqueue_reservation_mail('receipt', ${reservationId}, jsonb_build_object('receipt',
             ${JSON.stringify(receipt)}::jsonb || jsonb_build_object('number', receipt.number)))
    FROM receipt`);
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
