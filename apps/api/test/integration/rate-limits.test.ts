import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEFAULT_AUTH_RATE_LIMIT_MAX, DEFAULT_CONTACT_RATE_LIMIT_MAX } from '../../src/config.ts';
import { authAttemptWindows, contactMessages } from '../../src/db/schema.ts';
import { HttpError } from '../../src/lib/http-errors.ts';
import {
  RateLimiter,
  deleteClosedAttemptWindows,
} from '../../src/modules/rate-limits/rate-limiter.ts';
import { testNow } from '../support/clock.ts';
import {
  apiClient,
  expectEnvelope,
  newCustomer,
  useTestApp,
  type ApiClient,
} from '../support/harness.ts';

const MAX = DEFAULT_AUTH_RATE_LIMIT_MAX;
/** What one address may do over all accounts, and one email over all addresses. */
const PER_ADDRESS = 5 * MAX;
const PER_EMAIL = 10 * MAX;

const t = useTestApp({
  authRateLimitMax: MAX,
  contactRateLimitMax: DEFAULT_CONTACT_RATE_LIMIT_MAX,
});
const { api } = t;

const attempt = (email: string, ip: string, password = 'Wrong#Pass1') =>
  api.post('/api/login', { body: { email, password }, ip });

/** A new customer, registered and signed in from `ip`. */
async function signUp(ip: string) {
  const customer = newCustomer();
  expect((await api.post('/api/register', { body: customer, ip })).statusCode).toBe(201);
  const signedIn = await attempt(customer.email, ip, customer.password);
  expect(signedIn.statusCode).toBe(200);
  return { ...customer, token: signedIn.json<{ token: string }>().token };
}

function expectRefusal(response: Awaited<ReturnType<ApiClient['call']>>, message: RegExp) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  const body = expectEnvelope(response);
  expect(body).toMatchObject({ status: 'TOO_MANY_REQUESTS', statusCode: 429 });
  expect(body.message).toMatch(message);
}

describe('login rate limits', () => {
  it('answers 429 with Retry-After once one address has used up its attempts at an account', async () => {
    const owner = await signUp('203.0.113.1');
    const ip = '203.0.113.10';
    for (let i = 0; i < MAX; i++) expect((await attempt(owner.email, ip)).statusCode).toBe(400);
    expectRefusal(await attempt(owner.email, ip), /^Too many attempts\. Please wait \d+ seconds/);
    // Even the right password: otherwise the guessing would go on.
    expect((await attempt(owner.email, ip, owner.password)).statusCode).toBe(429);
  });

  it('never locks the owner out from another address', async () => {
    const owner = await signUp('203.0.113.2');
    const attacker = '203.0.113.20';
    for (let i = 0; i <= MAX; i++) await attempt(owner.email, attacker);
    expect((await attempt(owner.email, attacker)).statusCode).toBe(429);

    const fromHome = await attempt(owner.email.toUpperCase(), '198.51.100.77', owner.password);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json()).toHaveProperty('token');
  });

  it('bounds guessing at one email spread over many addresses', async () => {
    const owner = await signUp('203.0.113.3');
    const guesses = [];
    // The owner's own sign-in was the first attempt at this email.
    for (let i = 1; i < PER_EMAIL; i++) {
      const ip = `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      guesses.push((await attempt(owner.email, ip)).statusCode);
    }
    expect(guesses.every((status) => status === 400)).toBe(true);

    const next = await attempt(owner.email, '10.9.9.9');
    expectRefusal(next, /Please wait 15 minutes/);
    expect(Number(next.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('bounds guessing from one address spread over many emails', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await attempt(`spray${i}@example.com`, ip)).statusCode).toBe(400);
    }
    expectRefusal(await attempt('spray-last@example.com', ip), /^Too many attempts/);
  });

  it('counts the attempts made on every server instance together', async () => {
    // A second instance on the same database, as behind a load balancer.
    const other = await buildApp(t.config, t.db);
    try {
      const otherApi = apiClient(other);
      const ip = '192.0.2.80';
      const email = 'spread@example.com';
      for (let i = 0; i < MAX; i++) {
        const via = i % 2 === 0 ? api : otherApi;
        const answer = await via.post('/api/login', {
          body: { email, password: 'Wrong#Pass1' },
          ip,
        });
        expect(answer.statusCode).toBe(400);
      }
      for (const via of [api, otherApi]) {
        const limited = await via.post('/api/login', {
          body: { email, password: 'Wrong#Pass1' },
          ip,
        });
        expect(limited.statusCode).toBe(429);
      }
    } finally {
      await other.close();
    }
  });
});

describe('register rate limit', () => {
  it('limits registrations from one address', async () => {
    const ip = '192.0.2.55';
    for (let i = 0; i < MAX; i++) {
      expect((await api.post('/api/register', { body: newCustomer(), ip })).statusCode).toBe(201);
    }
    const customer = newCustomer();
    expectRefusal(await api.post('/api/register', { body: customer, ip }), /^Too many attempts/);
    expect((await attempt(customer.email, '192.0.2.56', customer.password)).statusCode).toBe(400);
  });
});

describe('password reset rate limits', () => {
  const forgot = (email: string, ip: string) =>
    api.post('/api/password/forgot', { body: { email }, ip });
  const reset = (ip: string) =>
    api.post('/api/password/reset', {
      body: { token: 'a'.repeat(43), newPassword: 'Brand#New123' },
      ip,
    });

  it('limits reset mails asked for one account from one address, not from another', async () => {
    const { email } = await signUp('203.0.113.200');
    for (let i = 0; i < MAX; i++) {
      expect((await forgot(email, '203.0.113.201')).statusCode).toBe(200);
    }
    expectRefusal(await forgot(email, '203.0.113.201'), /^Too many attempts/);
    expect((await forgot(email, '203.0.113.202')).statusCode).toBe(200);
  });

  it('limits guessed reset tokens from one address', async () => {
    const ip = '203.0.113.210';
    for (let i = 0; i < MAX; i++) expect((await reset(ip)).statusCode).toBe(400);
    expectRefusal(await reset(ip), /^Too many attempts/);
    expect((await reset('203.0.113.211')).statusCode).toBe(400);
  });
});

describe('password change rate limit', () => {
  const change = (token: string, ip: string, oldPassword = 'Wrong#Pass1') =>
    api.patch('/api/user/auth', {
      token,
      ip,
      body: { oldPassword, newPassword: 'Brand#New123' },
    });

  it('limits guesses at the current password per account, from any address', async () => {
    const user = await signUp('198.51.100.1');
    for (let i = 0; i < MAX; i++) {
      const ip = `198.51.100.${i + 10}`;
      expect((await change(user.token, ip)).statusCode).toBe(400);
    }
    const refused = await change(user.token, '198.51.100.99', user.password);
    expectRefusal(refused, /^Too many attempts/);
    // Refused before anything changed: the old password still signs in.
    expect((await attempt(user.email, '198.51.100.98', user.password)).statusCode).toBe(200);
    // Only password checks are limited: the account works as before.
    expect((await api.get('/api/user', { token: user.token })).statusCode).toBe(200);
  });

  it('limits password checks from one address over many accounts', async () => {
    const ip = '198.51.100.200';
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await signUp(`198.51.101.${i + 1}`));
    for (let i = 0; i < PER_ADDRESS; i++) {
      const user = users[Math.floor(i / MAX)]!;
      expect((await change(user.token, ip)).statusCode).toBe(400);
    }
    const fresh = await signUp('198.51.101.9');
    expectRefusal(await change(fresh.token, ip), /^Too many attempts/);
    expectRefusal(await attempt(fresh.email, ip, fresh.password), /^Too many attempts/);
  });
});

describe('contact message rate limit', () => {
  const message = (n: number) => ({
    name: 'Robin Diaz',
    email: 'robin.diaz@example.com',
    subject: `Question ${n}`,
    body: 'Do you have weekend discounts for rentals of two days or more?',
  });
  const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]!.n;

  it('answers 429 with Retry-After beyond the limit per address, storing nothing', async () => {
    const ip = '192.0.2.120';
    for (let i = 0; i < DEFAULT_CONTACT_RATE_LIMIT_MAX; i++) {
      const sent = await api.post('/api/contactmessage/visitors', { body: message(i), ip });
      expect(sent.statusCode).toBe(201);
    }
    const before = await stored();
    const refused = await api.post('/api/contactmessage/visitors', { body: message(99), ip });
    expectRefusal(
      refused,
      /^You have sent us several messages in a short time\. Please wait 10 minutes/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(await stored()).toBe(before);

    const elsewhere = await api.post('/api/contactmessage/visitors', {
      body: message(100),
      ip: '192.0.2.121',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('does not count a message refused as invalid', async () => {
    const ip = '192.0.2.130';
    for (let i = 0; i < DEFAULT_CONTACT_RATE_LIMIT_MAX + 3; i++) {
      const invalid = await api.post('/api/contactmessage/visitors', {
        body: { ...message(i), email: 'not-an-email' },
        ip,
      });
      expect(invalid.statusCode).toBe(400);
    }
    const sent = await api.post('/api/contactmessage/visitors', { body: message(1), ip });
    expect(sent.statusCode).toBe(201);
  });
});

describe('rate limit windows', () => {
  it('open anew when they close, and housekeeping deletes the closed ones', async () => {
    let now = testNow().getTime();
    const limiter = new RateLimiter(t.db, () => now);
    const windows = (name: string) => [
      { key: `test:short:${name}`, max: 2, windowMs: 60_000 },
      { key: 'test:long', max: 100, windowMs: 3_600_000 },
    ];
    const refusal = (wait: string) => `Wait ${wait}.`;
    await limiter.check(windows('a'), refusal);
    await limiter.check(windows('a'), refusal);
    const refused = await limiter.check(windows('a'), refusal).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect((refused as HttpError).message).toBe('Wait 60 seconds.');
    expect((refused as HttpError).options.headers).toEqual({ 'Retry-After': '60' });

    now += 30_000;
    const later = await limiter.check(windows('a'), refusal).catch((error: unknown) => error);
    expect((later as HttpError).options.headers).toEqual({ 'Retry-After': '30' });

    now += 30_000;
    await expect(limiter.check(windows('a'), refusal)).resolves.toBeUndefined();

    const keys = async () =>
      (await t.db.select({ key: authAttemptWindows.key }).from(authAttemptWindows)).map(
        (row) => row.key,
      );
    await limiter.check(windows('b'), refusal);
    now += 60_000;
    // The short windows are closed now; the hour-long one stays.
    expect(await deleteClosedAttemptWindows(t.db, new Date(now))).toBeGreaterThan(0);
    const left = await keys();
    expect(left).not.toContain('test:short:a');
    expect(left).not.toContain('test:short:b');
    expect(left).toContain('test:long');
  });
});
