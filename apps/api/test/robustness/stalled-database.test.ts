import { afterAll, describe, expect, it } from 'vitest';
import { at } from './quiet-days.ts';
import { call, customers, type Answer } from './http.ts';
import { createServerDatabase, type ServerDatabase } from '../support/server-database.ts';
import { sleep, startServer, type ServerProcess } from './server-process.ts';
import { startFaultyProxy, type FaultyProxy } from './tcp-proxy.ts';

// The contract's limits (section 4), with room for a busy machine: /health within 2 s, the API
// within about 5 s.
const HEALTH_BOUND_MS = 2_500;
const API_BOUND_MS = 6_000;
/** More requests at once than the pool has connections (30), so some wait in its queue. */
const CROWD = 40;

let database: ServerDatabase | undefined;
let proxy: FaultyProxy | undefined;
let server: ServerProcess | undefined;
let token: string;

afterAll(async () => {
  await server?.stop('SIGKILL');
  await proxy?.close();
  await database?.drop();
});

const catalogue = '/api/car/visitors/pages?page=0&size=6';
const booking = (day: number) => ({
  pickUpTime: at(day, 10),
  dropOffTime: at(day, 12),
  pickUpLocation: 'Union Square',
  dropOffLocation: 'Union Square',
});

type Request = [method: string, path: string, options: { token?: string; body?: unknown }];

function requests(day: number): Request[] {
  return [
    ['GET', catalogue, {}],
    ['GET', '/api/car/visitors/2', {}],
    ['GET', '/api/user', { token }],
    ['GET', '/api/reservations/auth/all', { token }],
    ['POST', '/api/reservations/add?carId=3', { token, body: booking(day) }],
    ['POST', '/api/login', { body: { email: 'admin@keyturn.example', password: 'Admin#2026' } }],
  ];
}

async function timed(request: Request) {
  const started = performance.now();
  const answer = await call(server!.url, ...request);
  return { request, answer, ms: performance.now() - started };
}

function expectUnavailable(answer: Answer, path: string) {
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(503);
  expect(answer.body).toMatchObject({
    status: 'SERVICE_UNAVAILABLE',
    statusCode: 503,
    requestURI: path.split('?')[0],
  });
  expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
}

/** While the database is stalled: every request answers 503 in time, none is left hanging. */
async function expectPromptUnavailability(day: number) {
  const health = Array.from({ length: 3 }, () => timed(['GET', '/api/health', {}]));
  const api = [
    ...requests(day),
    ...Array.from({ length: CROWD }, (): Request => ['GET', catalogue, {}]),
  ].map(timed);
  const [healthAnswers, apiAnswers] = await Promise.all([Promise.all(health), Promise.all(api)]);
  for (const { request, answer, ms } of healthAnswers) {
    expectUnavailable(answer, request[1]);
    expect(ms, 'health answered').toBeLessThan(HEALTH_BOUND_MS);
  }
  for (const { request, answer, ms } of apiAnswers) {
    expectUnavailable(answer, request[1]);
    expect(ms, `${request[0]} ${request[1]} answered`).toBeLessThan(API_BOUND_MS);
  }
}

/** After the database answers again: service resumes by itself, within seconds. */
async function expectRecovery(day: number) {
  const deadline = Date.now() + 15_000;
  while ((await call(server!.url, 'GET', '/api/health')).status !== 200) {
    expect(Date.now(), 'health back within 15 s').toBeLessThan(deadline);
    await sleep(200);
  }
  for (const request of requests(day)) {
    const { answer } = await timed(request);
    expect(answer.status, `${request[0]} ${request[1]} after recovery`).toBeLessThan(300);
  }
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'PostgreSQL stalling behind a faulty network',
  () => {
    it('starts behind the proxy', async () => {
      database = await createServerDatabase();
      const direct = new URL(database.url);
      proxy = await startFaultyProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(database.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      server = await startServer({ DATABASE_URL: viaProxy.toString(), SEED: 'true' });
      token = (await customers(server.url, 1))[0]!;
      expect((await call(server.url, 'GET', catalogue)).status).toBe(200);
    });

    it('answers 503 promptly while the database stalls, then recovers', async () => {
      proxy!.freeze();
      proxy!.blackHole();
      await expectPromptUnavailability(20);
      // Frozen a while longer: the requests queued on the stalled connections must not
      // hold the service once the database answers again.
      await sleep(2_000);
      proxy!.resume();
      await expectRecovery(21);
    });

    it('answers 503 promptly while the database accepts connections and never answers', async () => {
      proxy!.cut();
      proxy!.blackHole();
      await expectPromptUnavailability(22);
      proxy!.resume();
      await expectRecovery(23);
      expect(server!.child.exitCode).toBeNull();
    });
  },
);
