import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailSettings } from '../../config.ts';
import type { RenderedMail } from './templates.ts';

export interface OutgoingMail extends RenderedMail {
  id: number;
  kind: string;
  to: string;
}

export interface MailTransport {
  /**
   * Gives up when `signal` aborts, closing the connection before the server's yes, so the mail
   * is not delivered (unless that yes was already on its way: at least once, decision 033).
   */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  close(): void;
}

/** Each step of an SMTP conversation (connecting, the greeting, each answer) has this limit. */
const SMTP_STEP_LIMIT_MS = 15_000;

/**
 * One mail's conversation at its slowest within the step limits: connecting, the greeting,
 * EHLO, STARTTLS and EHLO again, AUTH (up to three answers), MAIL FROM, RCPT TO, DATA and the
 * end of the message. The worker's claim on a mail is derived from it (worker.ts).
 */
export const SMTP_MAIL_LIMIT_MS = 12 * SMTP_STEP_LIMIT_MS;

/** Nodemailer to SMTP_URL; without one, a log line per mail (no address, no content). */
export function mailTransport(settings: MailSettings, log: FastifyBaseLogger): MailTransport {
  if (!settings.smtpUrl) {
    return {
      send: (mail) => {
        log.info(
          { mailId: mail.id, kind: mail.kind, subject: mail.subject },
          'mail (no SMTP_URL set)',
        );
        return Promise.resolve();
      },
      close: () => undefined,
    };
  }
  const transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: SMTP_STEP_LIMIT_MS,
    greetingTimeout: SMTP_STEP_LIMIT_MS,
    socketTimeout: SMTP_STEP_LIMIT_MS,
  });
  return {
    async send(mail, signal) {
      await transporter.sendMail({
        from: settings.from,
        replyTo: settings.replyTo,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headers: { 'X-Keyturn-Mail-Id': String(mail.id) },
        signal,
      });
    },
    close: () => transporter.close(),
  };
}
