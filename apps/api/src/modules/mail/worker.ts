import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  claimDueMails,
  enqueueDueReminders,
  markAttemptFailed,
  markSent,
  type ClaimedMail,
} from './outbox.ts';
import { renderMail } from './templates.ts';
import { mailTransport, type MailTransport } from './transport.ts';

export interface MailWorkerOptions {
  /** How often the outbox is looked at. */
  pollMs: number;
  /** How long a claimed mail is this worker's; a worker that died lets go after this. */
  leaseMs: number;
  /** The wait after the first failed attempt; it doubles with each further one, up to maxDelayMs. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Attempts before a mail is given up as FAILED (an admin can send it again). */
  maxAttempts: number;
  /** Mails claimed at once. */
  batchSize: number;
}

/**
 * Claims outlive the SMTP limits of transport.ts many times over, so a live worker never loses
 * its claim mid-send; ten attempts over about eight hours ride out an SMTP outage of a night.
 */
export const DEFAULT_MAIL_WORKER_OPTIONS: MailWorkerOptions = {
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  firstRetryMs: 30_000,
  maxRetryMs: 2 * 3_600_000,
  maxAttempts: 10,
  batchSize: 20,
};

export interface MailWorker {
  /** One pass: queue due reminders, then send what is due. Resolves when the pass is done. */
  runOnce(): Promise<void>;
  /** No pass starts any more; resolves once the pass under way has finished. */
  stop(): Promise<void>;
}

export function retryDelayMs(attempts: number, options: MailWorkerOptions): number {
  return Math.min(options.firstRetryMs * 2 ** (attempts - 1), options.maxRetryMs);
}

/**
 * Delivers the outbox (docs/decisions: mail through an outbox). Every instance runs one; the
 * claims keep them from sending one mail twice. A mail is marked sent right after the SMTP
 * server accepted it: only a crash between the two sends it again (at least once).
 */
export function startMailWorker(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  overrides: Partial<MailWorkerOptions> & { transport?: MailTransport; timers?: boolean } = {},
): MailWorker {
  const options = { ...DEFAULT_MAIL_WORKER_OPTIONS, ...overrides };
  const transport = overrides.transport ?? mailTransport(config.mail, log);
  const now = config.now ?? (() => new Date());

  const deliver = async (claimId: string, mail: ClaimedMail) => {
    try {
      const rendered = renderMail(mail.kind, mail.payload, {
        timeZone: config.timeZone,
        mail: config.mail,
        now: now(),
      });
      await transport.send({ ...rendered, id: mail.id, kind: mail.kind, to: mail.recipient });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= options.maxAttempts;
      const retryAt = giveUp
        ? undefined
        : new Date(now().getTime() + retryDelayMs(mail.attempts, options));
      log.warn(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: error },
        giveUp ? 'mail: given up' : 'mail: will try again',
      );
      await markAttemptFailed(db, claimId, mail.id, message, retryAt);
      return;
    }
    await markSent(db, claimId, mail.id, now());
  };

  const pass = async () => {
    try {
      await enqueueDueReminders(db, now(), config.mail.reminderHoursBefore);
      for (;;) {
        const claim = await claimDueMails(db, now(), options.leaseMs, options.batchSize);
        for (const mail of claim.rows) await deliver(claim.id, mail);
        if (claim.rows.length < options.batchSize || stopped) return;
      }
    } catch (error) {
      log.warn({ err: error }, 'mail: the outbox could not be read; trying again later');
    }
  };

  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const runOnce = () => {
    running = running.then(pass);
    return running;
  };
  const timer =
    overrides.timers === false
      ? undefined
      : setInterval(() => void runOnce(), options.pollMs).unref();
  if (timer) void runOnce();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
