import { afterAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../support/harness.ts';
import { adminToken, call } from './http.ts';
import { startServerOnOwnDatabase, type ServerOnOwnDatabase } from './own-database.ts';
import { sleep, type ServerProcess } from './server-process.ts';

/** Registrations with these emails fail inside the database, as a full disk would make them. */
const PROBE = 'log-probe';
const REFUSE_PROBES = [
  `CREATE FUNCTION refuse_log_probes() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.email LIKE '${PROBE}%' THEN RAISE EXCEPTION 'could not extend file'; END IF;
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER refuse_log_probes BEFORE INSERT ON users
   FOR EACH ROW EXECUTE FUNCTION refuse_log_probes()`,
];

interface LogLine {
  msg?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  reqId?: string;
  route?: string;
  err?: Record<string, unknown>;
}

let own: ServerOnOwnDatabase | undefined;
let behindProxy: ServerOnOwnDatabase | undefined;
afterAll(async () => {
  await own?.remove();
  await behindProxy?.remove();
});

/** The log's lines, without the start banner (which names the demo accounts on purpose). */
const logOf = (running: ServerProcess) =>
  running
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'));

/** Log lines are written in the background: waits for the first one that matches. */
async function logLine(running: ServerProcess, matches: (line: LogLine) => boolean) {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const found = logOf(running)
      .map((line) => JSON.parse(line) as LogLine)
      .find(matches);
    if (found) return found;
    await sleep(100);
  }
  throw new Error(`no such log line in:\n${running.output()}`);
}

describe('the logs of a failed query', () => {
  it('hold its class, SQLSTATE, route and request id, never the personal data it carried', async () => {
    // The users table refuses the probe emails.
    own = await startServerOnOwnDatabase({ LOG_LEVEL: 'info' }, REFUSE_PROBES);
    const { server } = own;
    const customer = newCustomer({
      email: `${PROBE}.${Date.now()}@example.com`,
      phoneNumber: '(415) 555-0177',
      address: '17 Quiet Lane',
      password: 'Unique#Secret42',
    });
    const response = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(customer),
    });
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    expect(((await response.json()) as { requestId: string }).requestId).toBe(requestId);

    // Signed-in traffic too: neither a token nor a password may reach the log.
    const token = await adminToken(server.url);
    expect((await call(server.url, 'GET', '/api/user', { token })).status).toBe(200);

    const failure = await logLine(
      server,
      (line) => line.reqId === requestId && line.msg === 'request failed',
    );
    expect(failure.route).toBe('/api/register');
    expect(failure.err).toMatchObject({ sqlState: 'P0001' });
    expect(failure.err!.type).toEqual(expect.any(String));
    await logLine(server, (line) => line.msg === 'request completed' && line.reqId !== requestId);

    const log = logOf(server).join('\n');
    for (const secret of [
      customer.email,
      customer.phoneNumber,
      customer.address,
      customer.password,
      'scrypt$',
      'could not extend file',
      token,
      'Admin#2026',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('the access log', () => {
  it("keeps a request's path and query names, never their values, with the client's address", async () => {
    behindProxy = await startServerOnOwnDatabase({ LOG_LEVEL: 'info', TRUST_PROXY: '1' });
    const { server } = behindProxy;
    const token = 'Pq7-secret-reset-token-value';
    // The page's answer is the web app's (200 once it is built, 404 before: npm test runs this
    // suite before any stage builds it); the access log line is written either way.
    await fetch(`${server.url}/reset-password?token=${token}`, {
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    const search = await fetch(`${server.url}/api/user/auth/pages?search=Quillon&page=0`);
    expect(search.status).toBe(401);

    const resetLine = await logLine(
      server,
      (line) =>
        line.msg === 'request completed' && line.req?.url?.startsWith('/reset-password') === true,
    );
    expect(resetLine.req).toMatchObject({
      method: 'GET',
      url: '/reset-password?token',
      remoteAddress: '203.0.113.77',
    });
    const searchLine = await logLine(
      server,
      (line) =>
        line.msg === 'request completed' && line.req?.url?.startsWith('/api/user/auth') === true,
    );
    expect(searchLine.req?.url).toBe('/api/user/auth/pages?search&page');
    const log = logOf(server).join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain('Quillon');
  });

  it('ends with a line saying the server stopped', async () => {
    const { server } = behindProxy!;
    await server.stop();
    await logLine(server, (line) => line.msg === 'stopped');
  });
});
