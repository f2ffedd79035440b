import { count, eq } from 'drizzle-orm';
import {
  centsToDollars,
  formatWallClock,
  type MoneyTask,
  type MoneyTaskQuery,
} from '@keyturn/shared';
import type { ServiceContext } from '../../../context.ts';
import { moneyTasks, type MoneyTaskRow } from '../../../db/schema.ts';
import { loadPage, pageOrder, pageWindow } from '../../../lib/paging.ts';

function toMoneyTask(row: MoneyTaskRow, timeZone: string): MoneyTask {
  return {
    id: row.id,
    reservationId: row.reservationId,
    kind: row.kind,
    amount: centsToDollars(row.amountCents),
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: formatWallClock(row.createdAt, timeZone),
  };
}

/**
 * The office's page of money tasks in one state (decision 064): those still open, which the
 * worker is on, or those the provider refused, whose balance waits at the counter.
 */
export function moneyTaskPage(ctx: Pick<ServiceContext, 'db' | 'config'>, query: MoneyTaskQuery) {
  const where = eq(moneyTasks.state, query.state);
  const { limit, offset } = pageWindow(query);
  return loadPage(
    query,
    ctx.db
      .select({ rows: count() })
      .from(moneyTasks)
      .where(where)
      .then(([counted]) => counted?.rows ?? 0),
    ctx.db
      .select()
      .from(moneyTasks)
      .where(where)
      .orderBy(...pageOrder(query, { id: moneyTasks.id }, moneyTasks.id))
      .limit(limit)
      .offset(offset),
    (rows) => rows.map((row) => toMoneyTask(row, ctx.config.timeZone)),
  );
}
