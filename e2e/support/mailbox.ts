import { readFileSync } from 'node:fs';
import { until } from './wait.ts';

/** A mail as the test server received it (support/mail-sink.mjs). */
export interface ReceivedMail {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** Its text/calendar attachments: the MIME type's method parameter and the document. */
  calendars: { method: string; content: string }[];
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

/**
 * The properties of an iCalendar document, by name, the first of each (enough for our single
 * event): lines unfolded (RFC 5545, 3.1), parameters dropped ("ORGANIZER;CN=…:mailto:x" gives
 * ORGANIZER → mailto:x).
 */
export function calendarProperties(document: string): Partial<Record<string, string>> {
  const properties: Partial<Record<string, string>> = {};
  for (const line of document.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (match) properties[match[1]!] ??= match[2]!;
  }
  return properties;
}
