import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../support/rows.ts';

/** Every table the application writes, the counters its triggers keep included. */
const TABLES = [
  'users',
  'vehicles',
  'images',
  'image_variants',
  'auth_attempt_windows',
  'reservations',
  'contact_messages',
  'data_versions',
  'row_counts',
] as const;

/** Row count and a digest of every row of every table: equal fingerprints, equal data. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = rowsOf<{ n: number; digest: string }>(
      await db.execute(
        sql.raw(
          `SELECT count(*)::int AS n, coalesce(md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))), '') AS digest FROM ${table} t`,
        ),
      ),
    );
    result[table] = `${rows[0]!.n} rows, ${rows[0]!.digest}`;
  }
  return result;
}
