import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

export type PreparedStatement<Row> = (values: unknown[]) => Promise<Row[]>;

/** What runs a statement: the pool, or the one connection a transaction holds. */
type Client = pg.Pool | pg.Client | PGlite | Transaction;

/**
 * A hand-written SQL statement for a hot path. On PostgreSQL it is a named prepared statement:
 * parsed and planned once per connection, and run without Drizzle's per-query work (which cost
 * two to three times the driver's own CPU on the booking path). PGlite runs it as it comes.
 * Values are positional ($1, $2, …); rows come back as the driver reads them. Given a
 * transaction, it runs on the transaction's connection, inside it (a walk-in's account and its
 * booking commit together: decision 069).
 */
export function prepareStatement<Row>(
  db: Database,
  name: string,
  text: string,
): PreparedStatement<Row> {
  let run: PreparedStatement<Row> | undefined;
  return (values) => {
    run ??= runnerOn(clientOf(db), name, text);
    return run(values);
  };
}

/**
 * The driver's client under Drizzle: the database's own (`$client`), or, for a transaction,
 * which has none, the connection its session holds (a pool's client, or PGlite's transaction).
 */
function clientOf(db: Database): Client {
  const drizzle = db as unknown as { $client?: Client; session: { client: Client } };
  return drizzle.$client ?? drizzle.session.client;
}

function runnerOn<Row>(client: Client, name: string, text: string): PreparedStatement<Row> {
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return async (values) =>
      (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  }
  return async (values) => (await client.query<Row>(text, values)).rows;
}
