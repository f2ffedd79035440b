import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Deletes the table's row with this id; whether there was one. */
export async function deleteById(
  db: Database,
  table: PgTable & { id: PgColumn },
  id: number,
): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length === 1;
}
