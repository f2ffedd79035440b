import { eq } from 'drizzle-orm';
import {
  PAID_SIGN,
  owesOnlyFees,
  type PaymentKind,
  type PaymentMethod,
  type ReservationStatus,
} from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { customerNote } from './mapper.ts';
import { receipts, receiptsOwed } from '../../db/schema.ts';
import {
  listPayments,
  reservationAccount,
  reservationCustomer,
  type PaymentRow,
  type ReservationAccount,
} from './repository.ts';

/**
 * Whether the booking is square, and so gets its receipt's number: a trip that ended once paid
 * its total; a booking that never became a trip (called off, a no-show), which owes only its
 * fee lines, once paid exactly those, and only if money was ever paid (decisions 053, 072): one
 * never paid has nothing to receipt.
 */
export function isSettled(
  account: Pick<ReservationAccount, 'status' | 'owedCents' | 'paidCents'>,
  payments: readonly Pick<PaymentRow, 'kind'>[],
) {
  const square = account.owedCents === account.paidCents;
  if (owesOnlyFees(account.status)) {
    return square && payments.some((payment) => PAID_SIGN[payment.kind] > 0);
  }
  return account.status === 'DONE' && square;
}

const mayBeSettled = (status: ReservationStatus) => owesOnlyFees(status) || status === 'DONE';

/** KT-2031-000123: the year and its number, six digits at least. */
export function receiptNumberText(receipt: { year: number; number: number }): string {
  return `KT-${receipt.year}-${String(receipt.number).padStart(6, '0')}`;
}

export async function findReceipt(db: Database, reservationId: number) {
  const [row] = await db.select().from(receipts).where(eq(receipts.reservationId, reservationId));
  return row;
}

/**
 * What a settlement adds to its receipt mail (decision 050): the receipt as it was numbered,
 * with what the PDF shows beyond the reservation's own facts. Instants as ISO 8601 text. The
 * ledger writes it (receipts_owed.facts) and the mail reads it, so it is declared here.
 */
export interface ReceiptMailFacts {
  /** The receipt's year and its number in the year: KT-2031-000123 (receiptNumberText). */
  year: number;
  number: number;
  issuedAt: string;
  customer: { firstName: string; lastName: string; email: string; phoneNumber: string };
  payments: {
    kind: PaymentKind;
    method: PaymentMethod;
    amountCents: number;
    note: string | null;
    createdAt: string;
  }[];
  paidCents: number;
}

/** What the receipt mail shows of the settlement; its number, year and issue come later. */
export type OwedReceiptFacts = Omit<ReceiptMailFacts, 'year' | 'number' | 'issuedAt'>;

/**
 * Records that a settled booking is owed its receipt, once, with what its mail will show of the
 * ledger now (decision 050). The caller holds the reservation's row lock, so two settlements of
 * one booking take turns and the second finds the receipt owed or given. The number is not
 * given here: the year's counter, which every settlement of the year would queue on, is taken
 * after the commit, by `issueOwedReceipts` (owed-receipts.ts), so no settlement ever waits for
 * it (decision 061). A settlement that rolls back takes its owed row back with it.
 */
export async function oweReceiptIfSettled(
  tx: Database,
  reservationId: number,
  account: ReservationAccount,
  now: Date,
): Promise<void> {
  if (!mayBeSettled(account.status)) return;
  const payments = await listPayments(tx, reservationId);
  if (!isSettled(account, payments) || (await findReceipt(tx, reservationId))) return;
  const facts: OwedReceiptFacts = {
    customer: await reservationCustomer(tx, reservationId),
    payments: payments.map((payment) => ({
      kind: payment.kind,
      method: payment.method,
      amountCents: payment.amountCents,
      // The receipt is the customer's: only a note marked for them is on it.
      note: customerNote(payment),
      createdAt: payment.createdAt.toISOString(),
    })),
    paidCents: account.paidCents,
  };
  await tx
    .insert(receiptsOwed)
    .values({ reservationId, owedSince: now, facts })
    .onConflictDoNothing();
}

/**
 * Settles a booking whose status or price has just changed, in the caller's transaction: the
 * row lock is taken here (or is already the caller's), then the rule above decides. The caller
 * calls `issueOwedReceipts` once it has committed.
 */
export async function settleIfDue(tx: Database, reservationId: number, now: Date): Promise<void> {
  const account = await reservationAccount(tx, reservationId, { lock: true });
  if (account) await oweReceiptIfSettled(tx, reservationId, account, now);
}
