import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request whose retry the proxy holds: the server waits for an answer that never comes. */
export interface HeldRequest {
  method: string;
  path: string;
  idempotencyKey: string;
}

export interface AnswerHoldingProxy {
  /** Where the server under test sends its provider calls (STRIPE_API_URL). */
  url: string;
  /** Every request held so far, in the order they were held. */
  held(): readonly HeldRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP proxy in front of the Stripe double, so that a test can kill the server while a
 * money step is unanswered, whatever the machine's speed. A request the double carries out and
 * whose answer it loses (`loseAnswers`: the connection cut) is passed on as cut the first time,
 * as the double cuts it; the SDK's retry with the same idempotency key reaches the double, which
 * answers it from the key and cuts it again, and that retry is then held open: the server waits
 * on it (up to the SDK's 15 s timeout) until the test kills it. Every other request and answer
 * goes through untouched.
 */
export async function startAnswerHoldingProxy(target: string): Promise<AnswerHoldingProxy> {
  /** Requests cut once, by method, path and idempotency key. */
  const cut = new Set<string>();
  const held: HeldRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((incoming, answer) => {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    const upstream = request(
      new URL(path, target),
      { method, headers: incoming.headers },
      (got) => {
        answer.writeHead(got.statusCode ?? 502, got.headers);
        got.pipe(answer);
      },
    );
    upstream.on('error', () => {
      const key = incoming.headers['idempotency-key'];
      const tried = typeof key === 'string' ? `${method} ${path} ${key}` : undefined;
      if (tried === undefined || !cut.has(tried)) {
        if (tried !== undefined) cut.add(tried);
        answer.destroy();
        return;
      }
      held.push({ method, path, idempotencyKey: key as string });
      open.add(answer);
      answer.on('close', () => open.delete(answer));
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => [...held],
    close: () =>
      new Promise<void>((resolve) => {
        for (const answer of open) answer.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
