import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../support/database.ts';
import { sleep, startServer, type ServerProcess } from './server-process.ts';

let server: ServerProcess | undefined;
afterAll(() => server?.stop());

/** Bytes written to the server as they are, and everything it answered before closing. */
async function rawExchange(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  socket.write(bytes);
  await new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return answer;
}

function envelopeOf(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  return { statusLine: head!.split('\r\n')[0], body: JSON.parse(body!) as Record<string, unknown> };
}

async function logLines(running: ServerProcess, count: number, matches: (line: string) => boolean) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const found = running.output().split('\n').filter(matches);
    if (found.length >= count) return found;
    await sleep(100);
  }
  throw new Error(`not enough log lines in:\n${running.output()}`);
}

describe.runIf(!onPostgres())('requests the server cannot read', () => {
  it('get the error envelope and a line in the access log', async () => {
    // Without the web app, an address the router cannot read is refused by the framework.
    server = await startServer({ LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent' });

    const brokenLine = await rawExchange(server.url, 'GET /\u0001bad HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(envelopeOf(brokenLine).statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(envelopeOf(brokenLine).body).toMatchObject({
      status: 'BAD_REQUEST',
      statusCode: 400,
      message: 'The request could not be read.',
    });

    const hugeHeaders = await rawExchange(
      server.url,
      `GET /api/health?token=never-logged HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(envelopeOf(hugeHeaders).body).toMatchObject({
      status: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      statusCode: 431,
      message: 'The request headers are too large.',
      requestURI: '/api/health',
    });

    const longParam = await fetch(`${server.url}/api/files/display/${'x'.repeat(300)}`);
    expect(longParam.status).toBe(414);
    const badEscape = await fetch(`${server.url}/api/car/visitors/%zz`);
    expect(badEscape.status).toBe(400);

    const refused = await logLines(server, 2, (line) => line.includes('"request refused"'));
    expect(refused.join('\n')).toContain('"statusCode":431');
    expect(refused.join('\n')).toContain('"url":"/api/health?token"');
    expect(server.output()).not.toContain('never-logged');
    const completed = await logLines(
      server,
      2,
      (line) =>
        /"statusCode":41[04]|"statusCode":400/.test(line) && line.includes('request completed'),
    );
    expect(completed.join('\n')).toContain('"statusCode":414');
  });
});
