import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a database that a test can make misbehave the way networks and
 * overloaded servers do, without touching the database itself.
 */
export interface FaultyProxy {
  /** Where clients connect instead of the database. */
  port: number;
  /** The connections open now stop carrying bytes (new ones are not affected). */
  freeze(): void;
  /** New connections are accepted but never answered. */
  blackHole(): void;
  /** The connections open now are closed, as by a restart or a dropped route. */
  cut(): void;
  /** Bytes flow again: held data is delivered and held connections reach the database. */
  resume(): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket | null;
  frozen: boolean;
  /** Bytes held back while frozen, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

export async function startFaultyProxy(target: { host: string; port: number }) {
  let holdingNew = false;
  const links = new Set<Link>();

  const send = (link: Link, to: 'upstream' | 'client', chunk: Buffer) => {
    const socket = to === 'upstream' ? link.upstream : link.client;
    if (!link.frozen && socket) socket.write(chunk);
    else (to === 'upstream' ? link.toUpstream : link.toClient).push(chunk);
  };

  const drop = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  };

  const connectUpstream = (link: Link) => {
    const upstream = createConnection(target);
    link.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => send(link, 'client', chunk));
    upstream.on('error', () => drop(link));
    upstream.on('close', () => drop(link));
    for (const chunk of link.toUpstream.splice(0)) upstream.write(chunk);
  };

  const server = createServer((client) => {
    const link: Link = {
      client,
      upstream: null,
      frozen: holdingNew,
      toUpstream: [],
      toClient: [],
    };
    links.add(link);
    client.on('data', (chunk: Buffer) => send(link, 'upstream', chunk));
    client.on('error', () => drop(link));
    client.on('close', () => drop(link));
    if (!holdingNew) connectUpstream(link);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  const proxy: FaultyProxy = {
    port: (server.address() as { port: number }).port,
    freeze() {
      for (const link of links) link.frozen = true;
    },
    blackHole() {
      holdingNew = true;
    },
    cut() {
      for (const link of links) drop(link);
    },
    resume() {
      holdingNew = false;
      for (const link of links) {
        link.frozen = false;
        if (!link.upstream) {
          connectUpstream(link);
          continue;
        }
        for (const chunk of link.toUpstream.splice(0)) link.upstream.write(chunk);
        for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
      }
    },
    async close() {
      for (const link of links) drop(link);
      server.close();
      await once(server, 'close');
    },
  };
  return proxy;
}
