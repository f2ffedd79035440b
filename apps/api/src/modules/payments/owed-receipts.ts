import { eq } from 'drizzle-orm';
import { toWallClock } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { receiptsOwed } from '../../db/schema.ts';

/** Owed receipts numbered per call: a backlog (after the counter was held long) goes in steps. */
const BATCH = 100;

/**
 * Gives every receipt owed its number and queues its mail, those owed longest first, as issued
 * `now` in the company's year by the app's clock (decisions 042, 061). Each call of
 * issue_owed_receipts is a transaction of its own that holds the year's counter only while it
 * runs. Throws when the counter stays held by another session past the function's lock_timeout,
 * or the database fails: what is left stays owed, for the next call. How many it took.
 */
export async function numberOwedReceipts(
  db: Database,
  now: Date,
  timeZone: string,
): Promise<number> {
  const issue = prepareStatement<{ taken: number }>(
    db,
    'issue_owed_receipts',
    'SELECT issue_owed_receipts($1, $2, $3) AS taken',
  );
  const { year } = toWallClock(now, timeZone);
  let taken = 0;
  for (;;) {
    const [row] = await issue([year, now.toISOString(), BATCH]);
    const took = row?.taken ?? 0;
    taken += took;
    if (took < BATCH) return taken;
  }
}

/**
 * Right after a settlement commits: its receipt (and any other owed) gets its number now, so the
 * answer that follows, and the receipt downloaded next, show it. Never throws: the settlement
 * has committed and its answer must say so, whatever became of the number. A receipt this call
 * could not number stays owed; the next settlement's call or the sweep (housekeeping.ts, every
 * minute) numbers it, and the sweep logs it.
 */
export async function issueOwedReceipts(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'now'>,
): Promise<void> {
  await numberOwedReceipts(ctx.db, ctx.now(), ctx.config.timeZone).catch(() => undefined);
}

/** Whether the booking is settled and its receipt's number is still to come. */
export async function isReceiptOwed(db: Database, reservationId: number): Promise<boolean> {
  const [row] = await db
    .select({ reservationId: receiptsOwed.reservationId })
    .from(receiptsOwed)
    .where(eq(receiptsOwed.reservationId, reservationId));
  return row !== undefined;
}
