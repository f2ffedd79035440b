import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import { connectionProblem } from './connection-problem.ts';
import type { FolderLock } from '../lib/folder-lock.ts';
import {
  damagedFolder,
  lockPgliteFolder,
  migrationFailed,
  refuseForeignContents,
} from './pglite-folder.ts';
import * as schema from './schema.ts';
import { TimedClient } from './timed-client.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './timeouts.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's folder, when it keeps one. */
  dataFolder?: DataFolder;
}

export interface DataFolder {
  dir: string;
  /** Held while the database is open: no second process may open the folder. */
  lock: FolderLock;
  /** The database's files as one gzipped tar, taken at one moment (a backup). */
  dump(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: instances starting together take turns migrating. */
const MIGRATION_LOCK_KEY = 7_340_021;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  timeouts?: DatabaseTimeouts;
  /**
   * An in-memory PGlite starts from this dump of a migrated database (`dumpDataDir`) instead of
   * creating its cluster anew: a test suite that opens dozens of databases skips the seconds of
   * initdb each would cost.
   */
  startFrom?: Blob;
}

/**
 * The client gives up a read this long after PostgreSQL's own statement_timeout: a server that
 * is slow but reachable cancels the statement itself and the connection stays usable; only a
 * server (or network) that has gone silent meets the client's limit.
 */
const READ_MARGIN_MS = 500;
/** PostgreSQL ends a session left inside a transaction this long, releasing its row locks. */
const IDLE_IN_TRANSACTION_MS = 10_000;
/** TCP keepalive finds connections whose server vanished without a word. */
const KEEPALIVE_DELAY_MS = 10_000;

/** The pool settings for timeouts: every wait on the database has a limit. */
export function timedConnectionSettings(timeouts: DatabaseTimeouts) {
  return {
    Client: TimedClient,
    // Covers both waiting for a pooled connection and opening a new one (pg-pool's rule).
    connectionTimeoutMillis: timeouts.connectMs,
    // Connections stay open once made. Closed after 10 s idle (the pool's default), a burst's
    // connections went a few seconds into the quieter time after it, and requests in flight
    // waited 100-400 ms behind their closing and reopening (docs/performance.md, section 2).
    idleTimeoutMillis: 0,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + READ_MARGIN_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  } satisfies pg.PoolConfig;
}

/**
 * The extensions every embedded database loads: the overlap rules' exclusion constraints, and
 * the office search's trigram indexes (decision 073). A folder opened without one of them
 * could not keep its indexes (pglite-archive.ts loads the same).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/** Opens the database and applies pending migrations: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.poolSize ?? DEFAULT_POOL_SIZE,
        options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS,
      )
    : openPglite(options.dataDir, options.startFrom);
}

async function openPglite(dataDir?: string, startFrom?: Blob): Promise<DatabaseHandle> {
  if (!dataDir) {
    const client = await PGlite.create({ loadDataDir: startFrom, extensions: PGLITE_EXTENSIONS });
    return { db: await migratedPglite(client), kind: 'pglite', close: () => client.close() };
  }
  const lock = lockPgliteFolder(dataDir);
  try {
    refuseForeignContents(dataDir);
    const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS }).catch(
      (error: unknown) => {
        throw damagedFolder(dataDir, error);
      },
    );
    const db = await migratedPglite(client).catch(async (error: unknown) => {
      await client.close().catch(() => undefined);
      throw migrationFailed(dataDir, error);
    });
    return {
      db,
      kind: 'pglite',
      async close() {
        await client.close();
        lock.release();
      },
      dataFolder: { dir: dataDir, lock, dump: () => client.dumpDataDir('gzip') },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Drizzle on an embedded database, once the pending migrations are applied to it. */
export async function migratedPglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return db;
}

async function openPostgres(
  connectionString: string,
  poolSize: number,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseHandle> {
  // Migrations may take long, and wait for another instance's; only connecting is bounded.
  const migrationClient = new pg.Client({
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
  });
  await migrationClient.connect().catch((error: unknown) => {
    throw connectionProblem(error, connectionString);
  });
  try {
    await migrationClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: migrationClient, schema }), { migrationsFolder });
  } finally {
    await migrationClient.end();
  }
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    ...timedConnectionSettings(timeouts),
  });
  // An idle client losing its server (a restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}
