// The browser tests' mail server (plain JavaScript: run.mjs starts it before the app server).
// A real SMTP server on 127.0.0.1 that appends each mail it accepts, parsed, as one JSON line
// to a file; the tests read that file (support/mailbox.ts) as a person reads their inbox.
import { appendFileSync, writeFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const addressesOf = (field) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((address) => address.address ?? ''),
  );

/** Mail to an address at this domain is refused (550), as a mailbox that does not exist. */
const REFUSED_DOMAIN = 'refused.example';

/** Listens on a free port; resolves to the SMTP_URL for the app and a close function. */
export async function startMailSink(mailboxPath) {
  writeFileSync(mailboxPath, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mail server that refuses someone: tests/admin-outbox.test.ts shows the office why.
    onRcptTo(address, _session, done) {
      if (!address.address.endsWith(`@${REFUSED_DOMAIN}`)) return done();
      done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          const entry = {
            to: addressesOf(mail.to),
            replyTo: addressesOf(mail.replyTo),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            // A calendar entry as the mail declares it (its MIME type's method) and as it is.
            calendars: mail.attachments
              .filter((attachment) => attachment.contentType === 'text/calendar')
              .map((attachment) => ({
                method: attachment.headers.get('content-type')?.params?.method ?? '',
                content: attachment.content.toString('utf8'),
              })),
          };
          appendFileSync(mailboxPath, `${JSON.stringify(entry)}\n`);
          done();
        })
        .catch((error) => done(error));
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
