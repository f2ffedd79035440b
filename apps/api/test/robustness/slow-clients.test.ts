import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from './http.ts';
import { sleep, startServer, type ServerProcess } from './server-process.ts';

// Short limits so the test is quick; the defaults (30 s, 10 s) have their unit test.
const REQUEST_TIMEOUT_MS = 2_000;
const HEADERS_TIMEOUT_MS = 1_000;
/** A limit plus Node's checking interval plus a busy machine's slack. */
const CLOSED_WITHIN_MS = 6_000;
const STALLED_CROWD = 300;

let server: ServerProcess | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface SlowClient {
  socket: Socket;
  /** What the server sent, and when it closed the connection (ms after opening). */
  ended: Promise<{ text: string; afterMs: number }>;
}

function openSlowClient(): SlowClient {
  const { port } = new URL(server!.url);
  const opened = performance.now();
  const socket = connect(Number(port), '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const ended = new Promise<{ text: string; afterMs: number }>((resolve) => {
    socket.on('close', () => resolve({ text, afterMs: performance.now() - opened }));
    socket.on('error', () => undefined);
  });
  return { socket, ended };
}

const POST_HEADERS =
  'POST /api/contactmessage/visitors HTTP/1.1\r\nHost: localhost\r\n' +
  'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';

/** Sends `text` a byte at a time, every `everyMs`, until the socket closes. */
async function dribble(client: SlowClient, text: string, everyMs: number) {
  for (const byte of text) {
    if (client.socket.destroyed || client.socket.writableEnded) return;
    client.socket.write(byte);
    await sleep(everyMs);
  }
}

/** The server closed the connection in time, with 408 when it answered at all. */
async function expectClosed(client: SlowClient) {
  const { text, afterMs } = await client.ended;
  expect(afterMs).toBeLessThan(CLOSED_WITHIN_MS);
  if (text) expect(text).toMatch(/^HTTP\/1\.1 408 /);
}

describe.runIf(!process.env.TEST_DATABASE_URL)('slow and stalled clients', () => {
  it('starts with short limits', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'keyturn-slow-'));
    server = await startServer({
      DATA_DIR: dataDir,
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    });
  });

  it('closes a request whose body trickles in too slowly', async () => {
    const client = openSlowClient();
    client.socket.write(POST_HEADERS);
    // A byte every 200 ms never leaves the connection idle; only the request limit ends it.
    void dribble(client, '{"name": "' + 'x'.repeat(900), 200);
    await expectClosed(client);
  });

  it('closes a request whose headers trickle in too slowly', async () => {
    const client = openSlowClient();
    void dribble(client, POST_HEADERS, 200);
    await expectClosed(client);
  });

  it('closes a connection that never sends anything', async () => {
    await expectClosed(openSlowClient());
  });

  it('keeps serving others while hundreds of bodies stall, then closes them all', async () => {
    const stalled = Array.from({ length: STALLED_CROWD }, () => {
      const client = openSlowClient();
      client.socket.write(POST_HEADERS + '{"name":');
      return client;
    });
    await sleep(200);
    for (let i = 0; i < 5; i++) {
      expect((await call(server!.url, 'GET', '/api/health')).status).toBe(200);
      expect((await call(server!.url, 'GET', '/api/car/visitors/pages?size=6')).status).toBe(200);
    }
    const ends = await Promise.all(stalled.map((client) => client.ended));
    for (const { text, afterMs } of ends) {
      expect(afterMs).toBeLessThan(CLOSED_WITHIN_MS);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
    }
    expect(server!.child.exitCode).toBeNull();
  });
});
