import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { timedConnectionSettings } from '../../src/db/client.ts';
import { isDatabaseTimeout } from '../../src/db/errors.ts';
import { startFaultyProxy, type FaultyProxy } from './tcp-proxy.ts';

let proxy: FaultyProxy | undefined;
let pool: pg.Pool | undefined;

afterAll(async () => {
  await pool?.end();
  await proxy?.close();
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a connection that stops answering', () => {
  it('fails its transaction within the limit and is never lent again', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startFaultyProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    // One connection, so the query after the failure would get the stalled one if it were kept.
    pool = new pg.Pool({
      connectionString: viaProxy.toString(),
      max: 1,
      ...timedConnectionSettings({ connectMs: 1_000, statementMs: 1_000 }),
    });
    const db = drizzle({ client: pool });

    let stalled: unknown;
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy!.freeze();
      await tx.execute(sql`select 2`).catch((error: unknown) => {
        stalled = error;
        throw error;
      });
    });
    // Drizzle reports the ROLLBACK's failure: the connection was cut, so it fails at once.
    await expect(transaction).rejects.toThrow(/rollback/);
    expect(isDatabaseTimeout(stalled), String(stalled)).toBe(true);

    // The frozen connection is still open at the proxy, but the pool gave it up: the next query
    // opens a fresh connection and gets its answer.
    const { rows } = await pool.query<{ answer: number }>('select 42 as answer');
    expect(rows).toEqual([{ answer: 42 }]);
  });
});
