import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  OUTBOX_NOT_FAILED_MESSAGE,
  formatWallClock,
  type OutboxMail,
  type OutboxQuery,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { outbox, type OutboxRow } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { loadPage, pageWindow } from '../../lib/paging.ts';
import { renderContextOf, renderMail } from './templates.ts';

const MAIL_NOT_FOUND_MESSAGE = 'Mail not found.';

/** The subject as the customer sees it: rendered from the row, like the worker does. */
function subjectOf(row: OutboxRow, ctx: ServiceContext): string {
  try {
    const context = renderContextOf(ctx.config, ctx.now());
    return renderMail(row.kind, row.payload, context).subject;
  } catch {
    // A row of a kind this version has no template for still lists, under its kind.
    return row.kind;
  }
}

function toOutboxMail(row: OutboxRow, ctx: ServiceContext): OutboxMail {
  const { timeZone } = ctx.config;
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: subjectOf(row, ctx),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: formatWallClock(row.createdAt, timeZone),
    nextAttemptAt: formatWallClock(row.nextAttemptAt, timeZone),
    sentAt: row.sentAt && formatWallClock(row.sentAt, timeZone),
  };
}

/** The office's page of the outbox, newest first, optionally of one state only. */
export function outboxPage(ctx: ServiceContext, query: OutboxQuery) {
  const where: SQL | undefined = query.status ? eq(outbox.status, query.status) : undefined;
  const { limit, offset } = pageWindow(query);
  const direction = query.direction === 'ASC' ? outbox.id : desc(outbox.id);
  return loadPage(
    query,
    ctx.db
      .select({ rows: count() })
      .from(outbox)
      .where(where)
      .then(([counted]) => counted?.rows ?? 0),
    ctx.db.select().from(outbox).where(where).orderBy(direction).limit(limit).offset(offset),
    (rows) => rows.map((row) => toOutboxMail(row, ctx)),
  );
}

/**
 * A mail the worker gave up on goes back to waiting, due now, with its attempts counted
 * afresh: the office has fixed the cause (a mistyped address, the mail server's outage).
 */
export async function retryMail(ctx: ServiceContext, id: number): Promise<void> {
  const [retried] = await ctx.db
    .update(outbox)
    .set({ status: 'WAITING', attempts: 0, nextAttemptAt: ctx.now(), lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'FAILED')))
    .returning({ id: outbox.id });
  if (retried) return;
  const [exists] = await ctx.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
  throw exists ? badRequest(OUTBOX_NOT_FAILED_MESSAGE) : notFound(MAIL_NOT_FOUND_MESSAGE);
}
