import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The rows of a hand-written statement, as either driver reads them. */
export async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** A number the drivers may give as a string (bigint, numeric) or a bigint. */
export function toNumber(value: unknown): number {
  const number = Number(value);
  if (!Number.isFinite(number)) throw new Error(`not a number from the database: ${String(value)}`);
  return number;
}
