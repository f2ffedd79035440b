import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { onPostgres } from '../support/database.ts';
import { recipientsOf, startMailServer, type TestMailServer } from '../support/mail-server.ts';
import { rowsOf } from '../support/rows.ts';
import { createServerDatabase, type ServerDatabase } from '../support/server-database.ts';
import { at } from './quiet-days.ts';
import { call, customers } from './http.ts';
import { sleep, startServer, type ServerProcess } from './server-process.ts';

let smtp: TestMailServer | undefined;
let database: ServerDatabase | undefined;
let dataDir: string | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  await smtp?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** One statement on the server's database while no server runs (PGlite allows one process). */
async function query<Row>(statement: string): Promise<Row[]> {
  if (database) return (await database.query(statement)) as Row[];
  const handle = await openDatabase({ dataDir: join(dataDir!, 'pglite') });
  try {
    return rowsOf<Row>(await handle.db.execute(sql.raw(statement)));
  } finally {
    await handle.close();
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

describe('the mail worker killed (SIGKILL) in the middle of a delivery', () => {
  it('leaves the mail to the next instance, which delivers it exactly once', async () => {
    smtp = await startMailServer();
    const env: Record<string, string> = { SEED: 'true', SMTP_URL: smtp.url };
    if (onPostgres()) {
      database = await createServerDatabase();
      env.DATABASE_URL = database.url;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'keyturn-mail-crash-'));
      env.DATA_DIR = dataDir;
    }
    // The SMTP server takes the whole mail but holds its answer: the worker is mid-delivery.
    smtp.acceptAfter = new Promise(() => {});
    server = await startServer(env);
    const [token] = await customers(server.url, 1);
    const booked = await call(server.url, 'POST', '/api/reservations/add?carId=1', {
      token,
      body: {
        pickUpTime: at(5, 10),
        dropOffTime: at(5, 13),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(booked.status).toBe(201);
    const subject = `Your Keyturn booking ${Number(booked.body.id)} is confirmed`;
    await until(() => smtp!.waiting === 1, 'the confirmation is being delivered');

    await server.stop('SIGKILL');
    // The connection died before the SMTP server said yes: nothing was delivered.
    await until(() => smtp!.waiting === 0, 'the SMTP server saw the sender go away');
    expect(smtp.received.filter((mail) => mail.subject === subject)).toHaveLength(0);
    const [claimed] = await query<{ status: string; claimed: boolean }>(
      `SELECT status, claimed_until > now() AS claimed FROM outbox WHERE kind = 'booking-confirmed'`,
    );
    expect(claimed).toEqual({ status: 'WAITING', claimed: true });

    // The dead worker's claim runs out (five minutes, here moved to now), and a new instance
    // sends the mail.
    await query(`UPDATE outbox SET claimed_until = now() WHERE status = 'WAITING'`);
    smtp.acceptAfter = undefined;
    server = await startServer({ ...env, SEED: 'false' });
    await until(
      () => smtp!.received.some((mail) => mail.subject === subject),
      'the new instance delivered the confirmation',
    );
    // A clean stop lets the pass under way finish; the mail is then SENT (checked below), which
    // no pass of any worker takes again.
    await server.stop();
    const delivered = smtp.received.filter((mail) => mail.subject === subject);
    expect(delivered).toHaveLength(1);
    expect(recipientsOf(delivered[0]!)).toHaveLength(1);
    const [stored] = await query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM outbox WHERE kind = 'booking-confirmed'`,
    );
    // Two attempts: a claim counts one, so a mail that kills its worker each time gives up.
    expect(stored).toEqual({ status: 'SENT', attempts: 2 });
  });
});
