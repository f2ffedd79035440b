import type { FastifyBaseLogger } from 'fastify';
import { appClock, type AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  claimSteps,
  enqueueDueReminders,
  enqueueLateReturnNotices,
  mailClaims,
  markAttemptFailed,
  type AcceptedMail,
  type ClaimedMail,
} from './outbox.ts';
import { renderOutgoingMail } from './outgoing.ts';
import { renderContextOf } from './templates.ts';
import { mailTransport, SMTP_MAIL_LIMIT_MS, type MailTransport } from './transport.ts';

export interface MailWorkerOptions {
  /** How often the outbox is looked at. */
  pollMs: number;
  /**
   * How long a claimed mail is this worker's; a worker that died lets go after this. Renewed
   * right before each send, which is cut off at half of it.
   */
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
 * Half a claim covers the slowest conversation the SMTP limits of transport.ts allow, so a slow
 * server that keeps within them is never cut off; ten attempts over about eight hours ride out
 * an SMTP outage of a night.
 */
export const DEFAULT_MAIL_WORKER_OPTIONS: MailWorkerOptions = {
  pollMs: 5_000,
  leaseMs: 2 * SMTP_MAIL_LIMIT_MS,
  firstRetryMs: 30_000,
  maxRetryMs: 2 * 3_600_000,
  maxAttempts: 10,
  batchSize: 20,
};

/**
 * Shorter claims and polls for the robustness suite, which runs the real server: the whole
 * numbers in KEYTURN_MAIL_LEASE_MS and KEYTURN_MAIL_POLL_MS. Not settings for operators (the
 * defaults are what a deployment needs), so env.ts does not list them.
 */
export function mailTimingsForTests(env: NodeJS.ProcessEnv): Partial<MailWorkerOptions> {
  const timings: Partial<MailWorkerOptions> = {};
  const lease = Number(env.KEYTURN_MAIL_LEASE_MS);
  const poll = Number(env.KEYTURN_MAIL_POLL_MS);
  if (Number.isInteger(lease) && lease > 0) timings.leaseMs = lease;
  if (Number.isInteger(poll) && poll > 0) timings.pollMs = poll;
  return timings;
}

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
 *
 * A batch can take longer than a claim (a slow SMTP server), and the mails not reached yet go
 * to another instance then. So each mail's claim is re-checked and renewed right before its
 * send (claimSteps), and the send is cut off at half the claim: it is over, accepted or not,
 * while the mail is still this worker's, with the other half left for marking it sent (and for
 * instances' clocks that differ a little). No other instance can take a mail while a live
 * worker is sending it (decision 033).
 */
export function startMailWorker(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  overrides: Partial<MailWorkerOptions> & { transport?: MailTransport; timers?: boolean } = {},
): MailWorker {
  const options = { ...DEFAULT_MAIL_WORKER_OPTIONS, ...overrides };
  const transport = overrides.transport ?? mailTransport(config.mail, log);
  const now = appClock(config);
  const sendLimitMs = Math.floor(options.leaseMs / 2);

  const step = claimSteps(db);
  const claimDueMails = mailClaims(db);

  /**
   * Sends one mail of a claim, after recording `accepted` (the one before it) as sent in the
   * same statement; answers the mail if the SMTP server accepted it, to be recorded likewise.
   */
  const deliver = async (
    claimId: string,
    mail: ClaimedMail,
    accepted: AcceptedMail | undefined,
  ): Promise<AcceptedMail | undefined> => {
    const until = new Date(now().getTime() + options.leaseMs);
    const attempts = await step(claimId, accepted, { id: mail.id, until });
    if (attempts === undefined) return undefined; // the claim ran out; its new holder sends it
    const deadline = AbortSignal.timeout(sendLimitMs);
    try {
      const rendered = await renderOutgoingMail(
        mail.kind,
        mail.payload,
        renderContextOf(config, now()),
      );
      const outgoing = { ...rendered, id: mail.id, kind: mail.kind, to: mail.recipient };
      await transport.send(outgoing, deadline);
    } catch (error) {
      const message = deadline.aborted
        ? `the SMTP server took longer than ${sendLimitMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      const giveUp = attempts >= options.maxAttempts;
      const retryAt = giveUp
        ? undefined
        : new Date(now().getTime() + retryDelayMs(attempts, options));
      log.warn(
        { mailId: mail.id, kind: mail.kind, attempts, err: error },
        giveUp ? 'mail: given up' : 'mail: will try again',
      );
      await markAttemptFailed(db, claimId, mail.id, message, retryAt);
      return undefined;
    }
    return { id: mail.id, at: now() };
  };

  const pass = async () => {
    try {
      await enqueueDueReminders(db, now(), config.mail.reminderHoursBefore);
      await enqueueLateReturnNotices(db, now());
      for (;;) {
        const claim = await claimDueMails(now(), options.leaseMs, options.batchSize);
        let accepted: AcceptedMail | undefined;
        for (const mail of claim.rows) accepted = await deliver(claim.id, mail, accepted);
        if (accepted) await step(claim.id, accepted, undefined);
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
