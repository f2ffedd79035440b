import { sql } from 'drizzle-orm';
import pg from 'pg';
import { withDeadline } from '../lib/deadline.ts';
import type { Database } from './client.ts';
import { DatabaseTimeoutError } from './errors.ts';
import { TimedClient } from './timed-client.ts';

/** A health check answers within this, whatever the database does. */
export const PROBE_LIMIT_MS = 1_500;
/** Connecting and the query each get this much of it. */
const PROBE_STEP_MS = 1_000;

export interface DatabaseProbe {
  /** Whether the database answers `select 1` within PROBE_LIMIT_MS. */
  answers(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Asks the database whether it answers, on a path of its own. On PostgreSQL that is one
 * connection outside the pool: when stalled queries hold every pooled connection, a health
 * check waiting in the pool's queue would report the queue, not the database. Checks arriving
 * together share one question.
 */
export function databaseProbe(db: Database): DatabaseProbe {
  const client = (db as unknown as { $client?: unknown }).$client;
  const own = client instanceof pg.Pool ? probePool(client) : undefined;
  const ask = async () => {
    await (own ? own.query('select 1') : db.execute(sql`select 1`));
  };
  let inFlight: Promise<boolean> | null = null;
  const probe = () =>
    withDeadline(ask(), PROBE_LIMIT_MS, () => new DatabaseTimeoutError('the health check')).then(
      () => true,
      () => false,
    );
  return {
    answers() {
      inFlight ??= probe().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    close: async () => {
      await own?.end();
    },
  };
}

function probePool(pool: pg.Pool): pg.Pool {
  const probes = new pg.Pool({
    ...(pool as unknown as { options: pg.PoolConfig }).options,
    max: 1,
    min: 0,
    Client: TimedClient,
    connectionTimeoutMillis: PROBE_STEP_MS,
    statement_timeout: PROBE_STEP_MS,
    query_timeout: PROBE_STEP_MS,
  });
  // An idle connection losing its server must not end the process; the next probe reconnects.
  probes.on('error', () => undefined);
  return probes;
}
