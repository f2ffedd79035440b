import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Any fixed number: instances starting together take turns migrating. */
const MIGRATION_LOCK_KEY = 7_340_021;

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
}

/** Opens the database and applies pending migrations: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({ dataDir, extensions: { btree_gist } });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(connectionString: string, poolSize: number): Promise<DatabaseHandle> {
  const migrationClient = new pg.Client({ connectionString });
  await migrationClient.connect();
  try {
    await migrationClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: migrationClient, schema }), { migrationsFolder });
  } finally {
    await migrationClient.end();
  }
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its server (a restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
}

export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
