import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Forward = (onAnswer?: (answer: ServerResponse, upstream: IncomingMessage) => void) => void;

/** A local HTTP proxy in front of `target`; `handle` decides when and how each request goes on. */
async function startProxy(
  target: string,
  handle: (incoming: IncomingMessage, forward: Forward) => void,
) {
  const server = createServer((incoming, answer) => {
    const forward: Forward = (
      onAnswer = (to, upstream) => {
        to.writeHead(upstream.statusCode!, upstream.headers);
        upstream.pipe(to);
      },
    ) => {
      const upstream = request(
        new URL(incoming.url!, target),
        { method: incoming.method, headers: incoming.headers },
        (response) => onAnswer(answer, response),
      );
      upstream.on('error', () => answer.destroy());
      incoming.pipe(upstream);
    };
    handle(incoming, forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A local HTTP proxy in front of `target` that holds the requests `holds` picks until
 * `release()`: a provider that takes its time over some calls, as a slow network makes it.
 */
export async function startStallingProxy(
  target: string,
  holds: (request: IncomingMessage) => boolean,
) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let heldOne!: () => void;
  const firstHeld = new Promise<void>((resolve) => (heldOne = resolve));
  const proxy = await startProxy(target, (incoming, forward) => {
    if (holds(incoming)) {
      heldOne();
      void gate.then(() => forward());
    } else forward();
  });
  return {
    url: proxy.url,
    /** Resolves once a request is being held. */
    firstHeld,
    release,
    close: () => {
      release();
      return proxy.close();
    },
  };
}

/**
 * A local HTTP proxy in front of `target` that passes on the requests `loses` picks and drops
 * their answers, closing the connection: the provider did the work, the caller never hears so.
 */
export function startAnswerLosingProxy(
  target: string,
  loses: (request: IncomingMessage) => boolean,
) {
  return startProxy(target, (incoming, forward) => {
    if (loses(incoming)) {
      forward((answer, upstream) => {
        upstream.resume();
        upstream.on('end', () => answer.destroy());
      });
    } else forward();
  });
}
