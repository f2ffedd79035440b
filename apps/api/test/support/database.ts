import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createServerDatabase } from './server-database.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a new database on that PostgreSQL server, dropped again on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});

  const database = await createServerDatabase(serverUrl, 'keyturn_test');
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
