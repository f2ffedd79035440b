import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { LATE_GRACE_MINUTES } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import { outbox, reservations } from '../../db/schema.ts';
import type { CallerFacts, ReservationMailKind } from './kinds.ts';

const ERROR_LENGTH = 500;

/**
 * Queues a mail about the reservation as it is now, in the caller's transaction, with what only
 * the caller knows.
 */
export async function enqueueReservationMail(
  db: Database,
  kind: ReservationMailKind,
  reservationId: number,
  facts: CallerFacts = {},
): Promise<void> {
  await db.execute(
    sql`SELECT enqueue_reservation_mail(${kind}, ${reservationId}, ${JSON.stringify(facts)}::jsonb)`,
  );
}

/**
 * Queues the reminder of every booking whose pick-up is within `hoursBefore` of `now`, once
 * per reservation (outbox_one_reminder_key). A booking made inside that time gets none: its
 * confirmation has just arrived. Returns how many were queued.
 */
export async function enqueueDueReminders(
  db: Database,
  now: Date,
  hoursBefore: number,
): Promise<number> {
  const horizon = new Date(now.getTime() + hoursBefore * 3_600_000).toISOString();
  const result = await db.execute(sql`
    SELECT enqueue_reservation_mail('reminder', r.id)
    FROM reservations r
    WHERE r.status = 'CREATED'
      AND r.pick_up_time > ${now.toISOString()}::timestamptz
      AND r.pick_up_time <= ${horizon}::timestamptz
      AND r.created_at < r.pick_up_time - make_interval(hours => ${hoursBefore})
      AND NOT EXISTS (
        SELECT 1 FROM outbox o WHERE o.kind = 'reminder' AND o.reservation_id = r.id)`);
  return (result as { rows?: unknown[] }).rows?.length ?? 0;
}

/**
 * Queues the one late-return mail of every overdue trip that has none yet, marking the trip in
 * the same transaction, so a second pass (or another instance at once) queues none again: its
 * update waits for the first's rows and then no longer matches them. How many were queued.
 */
export async function enqueueLateReturnNotices(db: Database, now: Date): Promise<number> {
  const overdueSince = new Date(now.getTime() - LATE_GRACE_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(reservations)
      .set({ lateNoticeQueuedAt: now })
      .where(
        and(
          eq(reservations.status, 'IN_PROGRESS'),
          isNull(reservations.lateNoticeQueuedAt),
          lt(reservations.dropOffTime, overdueSince),
        ),
      )
      .returning({ id: reservations.id });
    for (const { id } of due) await enqueueReservationMail(tx, 'late-return', id);
    return due.length;
  });
}

export interface Claim {
  id: string;
  rows: ClaimedMail[];
}

export interface ClaimedMail {
  id: number;
  kind: string;
  recipient: string;
  payload: unknown;
}

/**
 * Takes up to `limit` due mails for this worker until `now + leaseMs` (claim_due_mails.sql: SKIP
 * LOCKED, so instances claiming at the same moment each get other rows). The claim commits
 * before anything is sent, so no transaction stays open across SMTP.
 */
export function mailClaims(
  db: Database,
): (now: Date, leaseMs: number, limit: number) => Promise<Claim> {
  const claim = prepareStatement<Omit<ClaimedMail, 'id'> & { id: string | number }>(
    db,
    'outbox_claim_due_mails',
    'SELECT id, kind, recipient, payload FROM claim_due_mails($1, $2, $3, $4)',
  );
  return async (now, leaseMs, limit) => {
    const id = randomUUID();
    const until = new Date(now.getTime() + leaseMs);
    const rows = await claim([id, now.toISOString(), until.toISOString(), limit]);
    // A bigint comes back as text from node-postgres.
    const mails = rows.map((row) => ({ ...row, id: Number(row.id) }));
    return { id, rows: mails.sort((a, b) => a.id - b.id) };
  };
}

const ofClaim = (claimId: string, mailId: number) =>
  and(eq(outbox.id, mailId), eq(outbox.claimId, claimId));

/** A mail the SMTP server accepted at `at`, not yet recorded as sent. */
export interface AcceptedMail {
  id: number;
  at: Date;
}

/** The next mail of a claim, to be sent now under a claim renewed to `until`. */
export interface NextMail {
  id: number;
  until: Date;
}

/**
 * The worker's bookkeeping between two sends, as one statement and one commit: the mail just
 * accepted is recorded as sent (a reset token is not kept beyond that), and the next one's
 * claim is checked, renewed and its attempt counted. As two statements, each mail cost two
 * commits, each waiting for its flush to disk beside the bookings' own (docs/performance.md,
 * section 2). The rows differ, so the two updates of one statement never meet.
 */
const RECORD_AND_START = `
  WITH sent AS (
    UPDATE outbox SET status = 'SENT', sent_at = $3, claim_id = NULL, claimed_until = NULL,
                      last_error = NULL, payload = payload - 'token'
    WHERE id = $2 AND claim_id = $1)
  UPDATE outbox SET claimed_until = $5, attempts = attempts + 1
  WHERE id = $4 AND claim_id = $1
  RETURNING attempts`;

export type ClaimStep = (
  claimId: string,
  accepted: AcceptedMail | undefined,
  next: NextMail | undefined,
) => Promise<number | undefined>;

/**
 * Records `accepted` as sent, then, right before `next` is sent, checks that it is still this
 * claim's. Undefined when there is no next mail, or when its claim had run out and another
 * instance has taken it (its claim_id is then another's): that one sends it. Otherwise the
 * next mail's attempts so far, this one included.
 */
export function claimSteps(db: Database): ClaimStep {
  const step = prepareStatement<{ attempts: number }>(
    db,
    'outbox_record_and_start',
    RECORD_AND_START,
  );
  return async (claimId, accepted, next) => {
    const [row] = await step([
      claimId,
      accepted?.id ?? null,
      accepted?.at.toISOString() ?? null,
      next?.id ?? null,
      next?.until.toISOString() ?? null,
    ]);
    return row?.attempts;
  };
}

/** After a failed attempt: again at `retryAt`, or given up (FAILED) when that is undefined. */
export async function markAttemptFailed(
  db: Database,
  claimId: string,
  mailId: number,
  error: string,
  retryAt: Date | undefined,
) {
  await db
    .update(outbox)
    .set({
      status: retryAt ? 'WAITING' : 'FAILED',
      nextAttemptAt: retryAt ?? sql`${outbox.nextAttemptAt}`,
      claimId: null,
      claimedUntil: null,
      lastError: error.slice(0, ERROR_LENGTH),
    })
    .where(ofClaim(claimId, mailId));
}
