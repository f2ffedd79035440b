import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { runPeriodically, type Periodic } from './lib/periodic.ts';
import { deleteAbandonedUploads } from './modules/files/unattached-images.ts';
import type { MoneyTasks } from './modules/payments/online/index.ts';
import { numberOwedReceipts } from './modules/payments/owed-receipts.ts';
import { deleteClosedAttemptWindows } from './modules/rate-limits/rate-limiter.ts';

const INTERVAL_MS = 60 * 60 * 1000;
/**
 * Receipts a settlement left owed (the counter busy, or a crash right after its commit) are
 * numbered by the next settlement, or by this sweep when none comes (decision 061).
 */
const OWED_RECEIPTS_INTERVAL_MS = 60 * 1000;

/** Rows that outlived their use, by what they are; each task deletes them and says how many. */
const TASKS: Record<string, (db: Database, now: Date) => Promise<number>> = {
  'uploads no vehicle took': deleteAbandonedUploads,
  'closed rate limit windows': deleteClosedAttemptWindows,
};

/**
 * Money tasks left pending (a lost answer, a crash, our database failing) are retried by every
 * instance, each claiming its own, at the pace of MONEY_RECONCILE_SECONDS, and so are the
 * refunds to the card left claimed (decision 064).
 */
function startMoneyTaskWorker(moneyTasks: MoneyTasks, log: FastifyBaseLogger): Periodic {
  return runPeriodically(
    moneyTasks.schedule.pollMs,
    async () => {
      const { done, refundsFinished } = await moneyTasks.sweep();
      if (done > 0) log.info({ done }, 'housekeeping: recorded money tasks left pending');
      if (refundsFinished > 0) {
        log.info({ refundsFinished }, 'housekeeping: finished refunds left unfinished');
      }
    },
    (error) => log.warn({ err: error }, 'housekeeping: could not run the money tasks'),
  );
}

/**
 * Deletes what nobody needs any more, at start and hourly, numbers the receipts left owed, at
 * start and every minute, and, with online payment, retries the money tasks left pending. Every
 * instance may run it: each delete is the same whoever runs it, the receipts' counter lets one
 * numbering run at a time, and a money task is claimed by one try at a time. A failed run (the
 * database away) is logged and tried again at the next. Stopping waits for the runs under way:
 * the database closes next.
 */
export function startHousekeeping(
  db: Database,
  now: () => Date,
  log: FastifyBaseLogger,
  timeZone: string,
  moneyTasks?: MoneyTasks,
): Periodic {
  const deletes = runPeriodically(
    INTERVAL_MS,
    async () => {
      for (const [what, task] of Object.entries(TASKS)) {
        try {
          const deleted = await task(db, now());
          if (deleted > 0) log.info({ deleted }, `housekeeping: deleted ${what}`);
        } catch (error) {
          log.warn({ err: error }, `housekeeping: could not delete ${what}`);
        }
      }
    },
    (error) => log.warn({ err: error }, 'housekeeping failed'),
  );
  const receipts = runPeriodically(
    OWED_RECEIPTS_INTERVAL_MS,
    async () => {
      const numbered = await numberOwedReceipts(db, now(), timeZone);
      if (numbered > 0) log.info({ numbered }, 'housekeeping: numbered receipts left owed');
    },
    (error) => log.warn({ err: error }, 'housekeeping: could not number the receipts owed'),
  );
  const money = moneyTasks && startMoneyTaskWorker(moneyTasks, log);
  return {
    async stop() {
      await Promise.all([deletes.stop(), receipts.stop(), money?.stop()]);
    },
  };
}
