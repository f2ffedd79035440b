import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

export type PreparedStatement<Row> = (values: unknown[]) => Promise<Row[]>;

/**
 * A hand-written SQL statement for a hot path. On PostgreSQL it is a named prepared statement:
 * parsed and planned once per connection, and run without Drizzle's per-query work (which cost
 * two to three times the driver's own CPU on the booking path). PGlite runs it as it comes.
 * Values are positional ($1, $2, …); rows come back as the driver reads them.
 */
export function prepareStatement<Row>(
  db: Database,
  name: string,
  text: string,
): PreparedStatement<Row> {
  let run: PreparedStatement<Row> | undefined;
  return (values) => {
    run ??= runnerOn((db as unknown as { $client: pg.Pool | PGlite }).$client, name, text);
    return run(values);
  };
}

function runnerOn<Row>(
  client: pg.Pool | PGlite,
  name: string,
  text: string,
): PreparedStatement<Row> {
  if (client instanceof pg.Pool) {
    return async (values) =>
      (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
  }
  return async (values) => (await client.query<Row>(text, values)).rows;
}
