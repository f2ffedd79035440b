import { afterAll, describe, expect, it } from 'vitest';
import { at } from './quiet-days.ts';
import { call, customers } from './http.ts';
import {
  canRunPrivatePostgres,
  sleep,
  startPrivatePostgres,
  startServer,
  type PrivatePostgres,
  type ServerProcess,
} from './server-process.ts';

// Stopping a database is only done to a private PostgreSQL cluster started for this test: the
// machine's shared server stays up for everyone else. Embedded PGlite cannot go away on its own.
const runs = Boolean(process.env.TEST_DATABASE_URL) && canRunPrivatePostgres();

let postgres: PrivatePostgres | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  postgres?.destroy();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(250);
  }
  return false;
}

describe.runIf(runs)('PostgreSQL stopped and started again', () => {
  it('answers 503 in the error envelope while it is down, and recovers by itself', async () => {
    postgres = await startPrivatePostgres();
    server = await startServer({ DATABASE_URL: postgres.url, SEED: 'true' });
    const [token] = await customers(server.url, 1);
    const catalogue = '/api/car/visitors/pages?page=0&size=6';
    expect((await call(server.url, 'GET', catalogue)).status).toBe(200);

    postgres.stopImmediately();
    const availability =
      `/api/reservations/auth?carId=1&pickUpDateTime=${encodeURIComponent(at(5, 10))}` +
      `&dropOffDateTime=${encodeURIComponent(at(5, 12))}`;
    const requests: [string, string, { token?: string; body?: unknown }][] = [
      ['GET', '/api/health', {}],
      // The cached catalogue must not be served unvalidated while the database is away.
      ['GET', catalogue, {}],
      ['GET', '/api/car/visitors/1', {}],
      ['GET', availability, { token }],
      ['GET', '/api/user', { token }],
      ['POST', '/api/login', { body: { email: 'admin@keyturn.example', password: 'Admin#2026' } }],
      [
        'POST',
        '/api/contactmessage/visitors',
        {
          body: {
            name: 'Alex Doe',
            email: 'alex@example.com',
            subject: 'Is anybody there?',
            body: 'The site seems to be having trouble today.',
          },
        },
      ],
    ];
    // Twice: the first round may meet pooled connections the stop has just cut.
    for (let round = 0; round < 2; round++) {
      for (const [method, path, options] of requests) {
        const answer = await call(server.url, method, path, options);
        expect(answer.status, `${method} ${path} while down`).toBe(503);
        expect(answer.body).toMatchObject({
          status: 'SERVICE_UNAVAILABLE',
          statusCode: 503,
          requestURI: path.split('?')[0],
        });
        expect(typeof answer.body.message).toBe('string');
      }
    }
    expect(server.child.exitCode).toBeNull();

    postgres.start();
    const healthy = await waitFor(
      async () => (await call(server!.url, 'GET', '/api/health')).status === 200,
      30_000,
    );
    expect(healthy).toBe(true);
    expect((await call(server.url, 'GET', catalogue)).status).toBe(200);
    const booked = await call(server.url, 'POST', '/api/reservations/add?carId=1', {
      token,
      body: {
        pickUpTime: at(6, 10),
        dropOffTime: at(6, 12),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(booked.status).toBe(201);
  });
});
