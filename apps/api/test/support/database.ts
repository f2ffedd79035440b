import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createServerDatabase } from './server-database.ts';

/** The migrated copy this worker's databases start from (template-databases.ts), read once. */
let pgliteTemplate: Promise<Blob | undefined> | undefined;

function pgliteTemplateOnce(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplateFile');
  pgliteTemplate ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return pgliteTemplate;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a new database on that PostgreSQL server, dropped again on close. Both start as a
 * copy of the suite's migrated template when there is one; migrating then finds nothing to do.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ startFrom: await pgliteTemplateOnce() });

  const database = await createServerDatabase(serverUrl, 'keyturn_test', {
    template: inject('serverTemplateDatabase'),
  });
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
