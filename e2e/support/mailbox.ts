import { readFileSync } from 'node:fs';
import { until } from './wait.ts';

/** A mail as the test server received it (support/mail-sink.mjs). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const mailboxPath = process.env.E2E_MAILBOX;

function received(): ReceivedMail[] {
  if (!mailboxPath) throw new Error('E2E_MAILBOX is not set: run the browser tests with run.mjs');
  return readFileSync(mailboxPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail);
}

/**
 * Waits for a mail to `address` with this subject to arrive, and gives the latest one. The
 * server's outbox worker delivers within seconds, with retries, so the wait is generous.
 */
export async function waitForMail(address: string, subject: string): Promise<ReceivedMail> {
  const matching = () => received().filter((m) => m.to.includes(address) && m.subject === subject);
  await until(() => matching().length > 0, `a mail "${subject}" to ${address}`, 30_000);
  return matching().at(-1)!;
}
