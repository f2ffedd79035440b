import { afterAll, describe, expect, it } from 'vitest';
import { startMailServer, type TestMailServer } from '../support/mail-server.ts';
import { createServerDatabase, type ServerDatabase } from '../support/server-database.ts';
import { sleep, startServer, type ServerProcess } from './server-process.ts';

// Sending every mail takes three claims' time: a holder that lost its claim midway would
// let the other instance send the rest a second time.
const MAILS = 12;
const ANSWER_MS = 1_000;
const LEASE_MS = 4_000;
const POLL_MS = 300;

let smtp: TestMailServer | undefined;
let database: ServerDatabase | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  await database?.drop();
});

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two server instances and an SMTP server that answers slowly',
  () => {
    it('deliver every mail exactly once, though sending them all outlasts a claim', async () => {
      smtp = await startMailServer();
      smtp.answerAfterMs = ANSWER_MS;
      database = await createServerDatabase();
      const env = {
        DATABASE_URL: database.url,
        SEED: 'false',
        SMTP_URL: smtp.url,
        KEYTURN_MAIL_LEASE_MS: String(LEASE_MS),
        KEYTURN_MAIL_POLL_MS: String(POLL_MS),
      };
      // The first one migrates; the second starts on the ready database.
      servers.push(await startServer(env));
      servers.push(await startServer(env));

      // One statement queues them all, so the first worker to look claims the whole lot.
      const queued = await database.query<{ id: string }>(
        `INSERT INTO outbox (kind, recipient, payload)
         SELECT 'password-reset', 'slow-' || n || '@example.com',
                jsonb_build_object('firstName', 'Sam', 'token', md5(n::text))
         FROM generate_series(1, ${MAILS}) AS n
         RETURNING id`,
      );
      await until(async () => {
        const [left] = await database!.query<{ n: string }>(
          `SELECT count(*) AS n FROM outbox WHERE status <> 'SENT'`,
        );
        return Number(left!.n) === 0;
      }, 'every mail is marked sent');
      // A holder still sending a mail another instance already sent would deliver it now.
      await until(async () => smtp!.waiting === 0, 'no mail is on its way');
      await sleep(ANSWER_MS + POLL_MS);

      const delivered = new Map<number, number>();
      for (const mail of smtp.received) {
        const id = Number(mail.headers.get('x-keyturn-mail-id'));
        delivered.set(id, (delivered.get(id) ?? 0) + 1);
      }
      const twice = [...delivered].filter(([, times]) => times > 1).map(([id]) => id);
      expect(twice, 'mails delivered more than once').toEqual([]);
      const byId = (a: number, b: number) => a - b;
      expect([...delivered.keys()].sort(byId)).toEqual(
        queued.map((row) => Number(row.id)).sort(byId),
      );
      // No send was cut off or failed, and a mail taken over was counted once.
      const [retried] = await database.query<{ n: string }>(
        `SELECT count(*) AS n FROM outbox WHERE last_error IS NOT NULL OR attempts <> 1`,
      );
      expect(Number(retried!.n)).toBe(0);
    });
  },
);
