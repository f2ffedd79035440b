import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { useStarted } from './harness.ts';

export interface TestMailServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received so far, parsed. */
  received: ParsedMail[];
  /** While set, every recipient is refused with this reply (a 550), so each mail fails. */
  refusing: string | undefined;
  /**
   * While set, a mail sent whole waits for this before the server accepts it (250). A client
   * that goes away meanwhile has delivered nothing, as in SMTP: the mail is not received.
   */
  acceptAfter: Promise<void> | undefined;
  /**
   * A slow server: a mail sent whole is accepted this long after (when acceptAfter is unset).
   * A client that goes away meanwhile has delivered nothing, as with acceptAfter.
   */
  answerAfterMs: number;
  /** Mails sent whole and waiting for acceptAfter or answerAfterMs. */
  waiting: number;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (any free port, or `port`), keeping what it receives. */
export async function startMailServer(port = 0): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  const state: { handle?: TestMailServer } = {};
  const closedSessions = new Map<string, () => void>();
  const sessionClosed = (id: string) =>
    new Promise<'closed'>((resolve) => closedSessions.set(id, () => resolve('closed')));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, done) {
      const refusal = state.handle?.refusing;
      if (!refusal) return done();
      done(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          const { acceptAfter, answerAfterMs } = state.handle!;
          const gate =
            acceptAfter ??
            (answerAfterMs > 0
              ? new Promise<void>((resolve) => setTimeout(resolve, answerAfterMs))
              : undefined);
          if (gate) {
            state.handle!.waiting += 1;
            const outcome = await Promise.race([gate, sessionClosed(session.id)]);
            state.handle!.waiting -= 1;
            if (outcome === 'closed') return;
          }
          received.push(mail);
          done();
        })
        .catch((error: unknown) => done(error as Error));
    },
    onClose(session) {
      closedSessions.get(session.id)?.();
      closedSessions.delete(session.id);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  const handle: TestMailServer = {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    received,
    refusing: undefined,
    acceptAfter: undefined,
    answerAfterMs: 0,
    waiting: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  state.handle = handle;
  return handle;
}

/** The file's mail server: started before its tests and closed after them. */
export function useMailServer(): () => TestMailServer {
  return useStarted(
    'mail server',
    () => startMailServer(),
    (server) => server.close(),
  );
}

/** Recipients of a parsed mail, as plain addresses. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}
