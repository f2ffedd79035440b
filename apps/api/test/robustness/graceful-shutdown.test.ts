import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JPEG_BYTES, multipart } from '../support/images.ts';
import { adminToken } from './http.ts';
import { createServerDatabase, type ServerDatabase } from '../support/server-database.ts';
import { sleep, startServer, type ServerProcess } from './server-process.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SHUTDOWN_TIMEOUT_MS = 2_000;

let database: ServerDatabase | undefined;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'keyturn-shutdown-'));

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  database ??= onPostgres ? await createServerDatabase() : undefined;
  return startServer({
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  });
}

/** An upload sent in two halves over a raw connection, so it can be in flight at will. */
function beginUpload(running: ServerProcess, token: string) {
  const { body, headers } = multipart(JPEG_BYTES, 'car.jpg', 'image/jpeg');
  const socket: Socket = connect(Number(new URL(running.url).port), '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').then(() => answer);
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/files/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: ${headers['content-type']}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, half));
  return {
    finish: () => socket.write(body.subarray(half)),
    /** Everything the server sent before it closed the connection. */
    closed,
  };
}

/** Whether, within a few seconds, new requests are refused while the upload is still open. */
async function turnsAwayNewRequests(running: ServerProcess) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      // A kept-alive connection still open gets 503; a new one is refused.
      if ((await fetch(`${running.url}/api/health`)).status === 503) return true;
    } catch {
      return true;
    }
    await sleep(100);
  }
  return false;
}

const exited = (running: ServerProcess) =>
  running.child.exitCode !== null
    ? Promise.resolve(running.child.exitCode)
    : once(running.child, 'exit').then(([code]) => code as number | null);

describe('stopping on SIGTERM', () => {
  it('finishes the upload in flight, refuses new connections, then exits 0', async () => {
    server = await start();
    const token = await adminToken(server.url);
    const upload = beginUpload(server, token);
    await sleep(300);

    server.child.kill('SIGTERM');
    const exit = exited(server);
    expect(await turnsAwayNewRequests(server)).toBe(true);

    upload.finish();
    const answer = await upload.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const imageId = /"imageId":"([^"]+)"/.exec(answer)?.[1];
    expect(imageId).toBeDefined();
    expect(await exit).toBe(0);
    if (!onPostgres) expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    // Stored for good: the next start serves it.
    server = await start();
    const photo = await fetch(`${server.url}/api/files/display/${imageId}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
  });

  it('cuts a request that is not done within SHUTDOWN_TIMEOUT_MS, and still exits 0', async () => {
    const token = await adminToken(server!.url);
    const stalled = beginUpload(server!, token);
    await sleep(300);
    const asked = performance.now();
    server!.child.kill('SIGTERM');
    expect(await exited(server!)).toBe(0);
    expect(performance.now() - asked).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 8_000);
    expect(await stalled.closed).not.toMatch(/^HTTP\/1\.1 2/);
    if (!onPostgres) expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });
});
