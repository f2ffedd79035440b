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
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Each step of an SMTP conversation has a limit, well inside the worker's claim on a mail. */
const SMTP_TIMEOUT_MS = 15_000;

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
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
        headers: { 'X-Keyturn-Mail-Id': String(mail.id) },
      });
    },
    close: () => transporter.close(),
  };
}
