import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.ts';
import { runPeriodically, type Periodic } from './lib/periodic.ts';
import { deleteAbandonedUploads } from './modules/files/unattached-images.ts';
import { deleteClosedAttemptWindows } from './modules/rate-limits/rate-limiter.ts';

const INTERVAL_MS = 60 * 60 * 1000;

/** Rows that outlived their use, by what they are; each task deletes them and says how many. */
const TASKS: Record<string, (db: Database, now: Date) => Promise<number>> = {
  'uploads no vehicle took': deleteAbandonedUploads,
  'closed rate limit windows': deleteClosedAttemptWindows,
};

/**
 * Deletes what nobody needs any more, at start and hourly. Every instance may run it: each
 * delete is the same whoever runs it. A failed run (the database away) is logged and tried
 * again next hour. Stopping waits for the deletes under way: the database closes next.
 */
export function startHousekeeping(db: Database, now: () => Date, log: FastifyBaseLogger): Periodic {
  return runPeriodically(
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
}
