import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { onPostgres } from '../support/database.ts';
import { createServerDatabase } from '../support/server-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export interface ServerOnOwnDatabase {
  server: ServerProcess;
  /** Stops the server and deletes its database. */
  remove(): Promise<void>;
}

/**
 * The real server on a database of its own: a new one on the TEST_DATABASE_URL server, or a new
 * embedded one in a temporary folder. `statements` run once the tables exist, before the test.
 */
export async function startServerOnOwnDatabase(
  env: Record<string, string>,
  statements: string[] = [],
): Promise<ServerOnOwnDatabase> {
  if (onPostgres()) {
    const database = await createServerDatabase();
    const server = await startServer({ ...env, DATABASE_URL: database.url });
    for (const statement of statements) await database.query(statement);
    return {
      server,
      async remove() {
        await server.stop();
        await database.drop();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'keyturn-robust-'));
  const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    for (const statement of statements) await handle.db.execute(sql.raw(statement));
  } finally {
    await handle.close();
  }
  const server = await startServer({ ...env, DATA_DIR: dataDir });
  return {
    server,
    async remove() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
