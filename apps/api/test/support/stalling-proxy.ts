import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Forward = () => void;

/** A local HTTP proxy in front of `target`; `handle` decides when and how each request goes on. */
async function startProxy(
  target: string,
  handle: (incoming: IncomingMessage, forward: Forward) => void,
) {
  const server = createServer((incoming, answer) => {
    const forward: Forward = () => {
      const upstream = request(
        new URL(incoming.url!, target),
        { method: incoming.method, headers: incoming.headers },
        (response) => {
          answer.writeHead(response.statusCode!, response.headers);
          response.pipe(answer);
        },
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
