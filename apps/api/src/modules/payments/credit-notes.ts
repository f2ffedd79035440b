import { and, asc, eq, sql } from 'drizzle-orm';
import { toWallClock } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { creditNoteCounters, creditNotes } from '../../db/schema.ts';
import { findReceipt } from './receipt-numbers.ts';

/** KT-CN-2031-000045: the year and its number, six digits at least. */
export function creditNoteNumberText(note: { year: number; number: number }): string {
  return `KT-CN-${note.year}-${String(note.number).padStart(6, '0')}`;
}

/** 'KT-CN-2031-000045' as its year and number; undefined for anything else. */
export function parseCreditNoteNumber(text: string): { year: number; number: number } | undefined {
  const match = /^KT-CN-(\d{4})-(\d{6,})$/.exec(text);
  return match ? { year: Number(match[1]), number: Number(match[2]) } : undefined;
}

interface RefundRecorded {
  paymentId: number;
  reservationId: number;
  /** Why the money went back: the office's note, or what the refund was for. */
  reason: string;
  now: Date;
  timeZone: string;
}

/**
 * In the refund's own transaction, after its ledger row: a refund of a booking whose receipt
 * was numbered leaves that receipt as issued and gets a credit note (contract section 7,
 * decision 075). The year's counter is raised here, so a refund rolled back takes its number
 * back and the numbers have no gaps; refunds after a receipt are rare enough that one waiting
 * for another's commit costs nothing anyone notices.
 */
export async function creditRefundAfterReceipt(tx: Database, refund: RefundRecorded) {
  const receipt = await findReceipt(tx, refund.reservationId);
  if (!receipt) return;
  const { year } = toWallClock(refund.now, refund.timeZone);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.year,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ number: creditNoteCounters.lastNumber });
  await tx.insert(creditNotes).values({
    paymentId: refund.paymentId,
    reservationId: refund.reservationId,
    year,
    number: counter!.number,
    issuedAt: refund.now,
    receiptYear: receipt.year,
    receiptNumber: receipt.number,
    reason: refund.reason,
  });
}

/** The booking's credit notes, the oldest first. */
export function creditNotesOf(db: Database, reservationId: number) {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.reservationId, reservationId))
    .orderBy(asc(creditNotes.year), asc(creditNotes.number));
}

/** One credit note of the booking, by its year and number. */
export async function findCreditNote(
  db: Database,
  reservationId: number,
  note: { year: number; number: number },
) {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(
      and(
        eq(creditNotes.reservationId, reservationId),
        eq(creditNotes.year, note.year),
        eq(creditNotes.number, note.number),
      ),
    );
  return row;
}
