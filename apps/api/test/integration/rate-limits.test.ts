import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMIT_MAX } from '../../src/config.ts';
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
});
