/** Every wait on PostgreSQL has a limit, so a stalled database gives 503s, not hung requests. */
export interface DatabaseTimeouts {
  /** Waiting for a pooled connection and opening a new one, together. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (statement_timeout). */
  statementMs: number;
}

/** A stalled database answers 503 within connect + statement + 0.5 s (db/client.ts): 5 s. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, statementMs: 2_500 };
