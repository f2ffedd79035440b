import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_AUTH_RATE_LIMIT_MAX } from '../../src/config.ts';
import { authAttemptWindows } from '../../src/db/schema.ts';
import { HttpError } from '../../src/lib/http-errors.ts';
import { AuthRateLimiter, deleteClosedAttemptWindows } from '../../src/plugins/auth-rate-limit.ts';
import {
  apiClient,
  newCustomer,
  startTestApp,
  type ApiClient,
  type TestApp,
} from '../support/harness.ts';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ authRateLimitMax: DEFAULT_AUTH_RATE_LIMIT_MAX });
  api = apiClient(t.app);
});
afterAll(() => t.close());

const attempt = (email: string, ip: string) =>
  api.post('/api/login', { body: { email, password: 'Wrong#Pass1' }, ip });

describe('login and register rate limits', () => {
  it('answers 429 with Retry-After once one address has used up its attempts', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < DEFAULT_AUTH_RATE_LIMIT_MAX; i++) {
      expect((await attempt(`guess${i}@example.com`, ip)).statusCode).toBe(400);
    }
    const limited = await attempt('guess-last@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ status: 'TOO_MANY_REQUESTS', statusCode: 429 });

    expect((await attempt('guess-last@example.com', '203.0.113.11')).statusCode).toBe(400);
  });

  it('limits guesses at one email spread over many addresses', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < DEFAULT_AUTH_RATE_LIMIT_MAX; i++) {
      expect((await attempt(email, `198.51.100.${i + 1}`)).statusCode).toBe(400);
    }
    expect((await attempt(email.toUpperCase(), '198.51.100.200')).statusCode).toBe(429);
  });

  it('limits registrations from one address too', async () => {
    const ip = '192.0.2.55';
    for (let i = 0; i < DEFAULT_AUTH_RATE_LIMIT_MAX; i++) {
      expect((await api.post('/api/register', { body: newCustomer(), ip })).statusCode).toBe(201);
    }
    const limited = await api.post('/api/register', { body: newCustomer(), ip });
    expect(limited.statusCode).toBe(429);
  });

  it('counts the attempts made on every server instance together', async () => {
    // A second instance on the same database, as behind a load balancer.
    const other = await buildApp(t.config, t.db);
    try {
      const otherApi = apiClient(other);
      const ip = '192.0.2.80';
      for (let i = 0; i < DEFAULT_AUTH_RATE_LIMIT_MAX; i++) {
        const via = i % 2 === 0 ? api : otherApi;
        const answer = await via.post('/api/login', {
          body: { email: `spread${i}@example.com`, password: 'Wrong#Pass1' },
          ip,
        });
        expect(answer.statusCode).toBe(400);
      }
      for (const via of [api, otherApi]) {
        const limited = await via.post('/api/login', {
          body: { email: 'spread-last@example.com', password: 'Wrong#Pass1' },
          ip,
        });
        expect(limited.statusCode).toBe(429);
      }
    } finally {
      await other.close();
    }
  });

  it('opens a new window after a minute, and housekeeping deletes the closed ones', async () => {
    let now = Date.parse('2031-01-01T00:00:00Z');
    const limiter = new AuthRateLimiter(t.db, 2, () => now);
    const from = { ip: '203.0.113.99' } as FastifyRequest;
    await limiter.check(from, 'window-a@example.com');
    await limiter.check(from, 'window-b@example.com');
    const refusal = await limiter.check(from, 'window-c@example.com').catch((error) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(429);
    expect((refusal as HttpError).options.headers).toEqual({ 'Retry-After': '60' });

    now += 30_000;
    const later = await limiter.check(from, 'window-d@example.com').catch((error) => error);
    expect((later as HttpError).options.headers).toEqual({ 'Retry-After': '30' });

    now += 30_000;
    await expect(limiter.check(from, 'window-e@example.com')).resolves.toBeUndefined();

    const keys = async () =>
      (await t.db.select({ key: authAttemptWindows.key }).from(authAttemptWindows)).map(
        (row) => row.key,
      );
    expect(await keys()).toContain('email:window-a@example.com');
    // The first minute's windows are closed now; the ones the last attempt opened stay.
    expect(await deleteClosedAttemptWindows(t.db, new Date(now))).toBeGreaterThan(0);
    const left = await keys();
    expect(left).not.toContain('email:window-a@example.com');
    expect(left).toContain('ip:203.0.113.99');
    expect(left).toContain('email:window-e@example.com');
  });
});
