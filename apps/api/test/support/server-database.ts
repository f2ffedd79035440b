import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the TEST_DATABASE_URL server, dropped again by the test. */
export interface ServerDatabase {
  url: string;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function once<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function createServerDatabase(
  serverUrl = process.env.TEST_DATABASE_URL!,
  prefix = 'keyturn_robust',
  { template }: { template?: string } = {},
) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await once(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      once<T>(url.toString(), text, values),
    drop: () =>
      once(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  } satisfies ServerDatabase;
}
