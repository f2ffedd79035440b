import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from '../support/database.ts';
import { schemaDrift } from '../support/schema-drift.ts';

/*
 * schema.ts is what the queries are typed by and what `drizzle-kit generate` diffs new
 * migrations against; hand-written migrations can make the database differ from it unseen.
 * Here the freshly migrated database (PGlite, or PostgreSQL under TEST_DATABASE_URL: npm test
 * runs both) is compared with it by drizzle-kit's own push. What Drizzle does not model, the
 * exclusion constraint, functions and triggers, push does not compare: sql-definitions.test.ts
 * and overlap-rules-agree.test.ts hold those.
 */

/** drizzle-kit reads the whole catalogue once per pass: seconds on PGlite, more on a busy CI. */
const READ_CATALOGUE_MS = 60_000;

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

describe('the Drizzle schema (src/db/schema.ts)', () => {
  it(
    'declares what the migrations make: drizzle-kit push finds nothing to change',
    async () => {
      expect(await schemaDrift(handle.db)).toEqual([]);
    },
    READ_CATALOGUE_MS,
  );
});
