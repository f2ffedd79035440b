import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { cpuTimeMs } from './processes.ts';

/** Where PostgreSQL on this machine listens, as Debian and libpq have it. */
const LOCAL_SOCKET_DIR = '/var/run/postgresql';

/**
 * The PostgreSQL server the benchmarks run on; each run creates and drops its own database.
 * On this machine it is reached through its Unix socket, as libpq does by default and a
 * deployment with the database beside the API would: over TCP on the loopback, each query's
 * write made the API's process do the kernel's TCP work for both ends, about a fifth of its CPU
 * on the booking path (docs/performance.md, section 2).
 */
export const serverUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  (existsSync(`${LOCAL_SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${LOCAL_SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabase(label: string): Promise<BenchDatabase> {
  const name = `keyturn_bench_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Runs `work` with one connection to the database and closes it whatever happens. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * CPU time used so far by the server processes serving connections to this database, by
 * process id (PostgreSQL runs a process per connection, on this machine).
 */
export async function backendCpuTimesMs(url: string): Promise<Map<number, number>> {
  const pids = await withClient(url, async (client) =>
    (
      await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    ).rows.map((row) => row.pid),
  );
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      times.set(pid, cpuTimeMs(pid));
    } catch {
      // the connection closed meanwhile
    }
  }
  return times;
}

/** CPU the database's connections used between two readings; new connections count fully. */
export function backendCpuBetweenMs(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
