import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { onPostgres } from '../support/database.ts';
import { createServerDatabase } from '../support/server-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';

export interface ServerOnOwnDatabase {
  /** The server running now: the first one, or the last `restart` started. */
  server: ServerProcess;
  /** Starts the server again on the same database, once the one before has stopped. */
  restart(env: Record<string, string>): Promise<ServerProcess>;
  /** Stops the server and deletes its database. */
  remove(): Promise<void>;
}

/**
 * The real server on a database of its own: a new one on the TEST_DATABASE_URL server, or a new
 * embedded one in a temporary folder, each a copy of the migrated one the suite's global setup
 * made (template-databases.ts). `statements` run once the tables exist, before the test.
 */
export async function startServerOnOwnDatabase(
  env: Record<string, string>,
  statements: string[] = [],
): Promise<ServerOnOwnDatabase> {
  if (onPostgres()) {
    const database = await createServerDatabase(undefined, undefined, {
      template: inject('serverTemplateDatabase'),
    });
    const where = { DATABASE_URL: database.url };
    const server = await startServer({ ...env, ...where });
    for (const statement of statements) await database.query(statement);
    return runningOn(server, where, () => database.drop());
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'keyturn-robust-'));
  cpSync(inject('pgliteTemplateFolder')!, join(dataDir, 'pglite'), { recursive: true });
  if (statements.length > 0) {
    const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      for (const statement of statements) await handle.db.execute(sql.raw(statement));
    } finally {
      await handle.close();
    }
  }
  const where = { DATA_DIR: dataDir };
  const server = await startServer({ ...env, ...where });
  return runningOn(server, where, async () => rmSync(dataDir, { recursive: true, force: true }));
}

function runningOn(
  first: ServerProcess,
  where: Record<string, string>,
  deleteDatabase: () => Promise<void>,
): ServerOnOwnDatabase {
  const running: ServerOnOwnDatabase = {
    server: first,
    async restart(env) {
      running.server = await startServer({ ...env, ...where });
      return running.server;
    },
    async remove() {
      await running.server.stop();
      await deleteDatabase();
    },
  };
  return running;
}
