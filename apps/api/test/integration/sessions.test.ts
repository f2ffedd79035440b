import { describe, expect, it } from 'vitest';
import { formatWallClock, type Session } from '@keyturn/shared';
import { passwordResetTokens } from '../../src/db/schema.ts';
import { hashOf } from '../../src/modules/password-reset/links.ts';
import { ClockAhead } from '../support/clock.ts';
import { expectEnvelope, newCustomer, useTestApp } from '../support/harness.ts';

/** The server's clock, moved ahead of the tests' one where a test says so. */
const clock = new ClockAhead();
const t = useTestApp({ now: clock.now });
const { api } = t;

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const MINUTE = 60_000;

/** A registered customer, not yet signed in anywhere. */
async function customer() {
  const person = newCustomer();
  expect((await api.post('/api/register', { body: person })).statusCode).toBe(201);
  return person;
}

/** Signs in from a device and address; the token. */
async function signIn(
  person: { email: string; password: string },
  userAgent: string,
  ip = '203.0.113.7',
): Promise<string> {
  const response = await api.post('/api/login', {
    body: { email: person.email, password: person.password },
    headers: { 'user-agent': userAgent },
    ip,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

async function sessionsOf(token: string): Promise<Session[]> {
  const response = await api.get('/api/user/sessions', { token });
  expect(response.statusCode).toBe(200);
  return response.json<Session[]>();
}

const currentOf = async (token: string) => (await sessionsOf(token)).find((s) => s.current)!;

const statusWith = async (token: string) => (await api.get('/api/user', { token })).statusCode;

const endSession = (token: string, id: number) => api.delete(`/api/user/sessions/${id}`, { token });

/** Minutes between two of the answers' wall-clock times (no clock change in June). */
const minutesBetween = (from: string, to: string) =>
  (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / MINUTE;

describe('sessions', () => {
  it('lists each sign-in with its device and address, the most recently used first', async () => {
    const person = await customer();
    const phone = await signIn(person, PHONE, '203.0.113.7');
    const signedInAt = formatWallClock(clock.now(), t.config.timeZone);
    clock.aheadMs += 5 * MINUTE;
    const laptop = await signIn(person, LAPTOP, '198.51.100.4');

    const listed = await sessionsOf(laptop);
    expect(listed.map(({ device, address, current }) => ({ device, address, current }))).toEqual([
      { device: 'Firefox on macOS', address: '198.51.100.4', current: true },
      { device: 'Chrome on Android', address: '203.0.113.7', current: false },
    ]);
    const [newest, oldest] = listed;
    expect(oldest!.createdAt).toBe(oldest!.lastUsedAt);
    expect(Math.abs(minutesBetween(signedInAt, oldest!.createdAt))).toBeLessThan(0.2);
    expect(minutesBetween(oldest!.createdAt, newest!.createdAt)).toBeGreaterThanOrEqual(5);
    expect(newest!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);

    // The phone used afterwards comes first; the list from it marks it as the current one.
    clock.aheadMs += 2 * MINUTE;
    expect(await statusWith(phone)).toBe(200);
    expect((await sessionsOf(phone)).map(({ device, current }) => [device, current])).toEqual([
      ['Chrome on Android', true],
      ['Firefox on macOS', false],
    ]);
  });

  it('moves the last use with the requests, at most once a minute', async () => {
    const person = await customer();
    const token = await signIn(person, IPHONE);
    const { createdAt, device } = await currentOf(token);
    expect(device).toBe('Safari on iOS');

    clock.aheadMs += 30_000;
    expect(await statusWith(token)).toBe(200);
    expect((await currentOf(token)).lastUsedAt).toBe(createdAt);

    clock.aheadMs += 2 * MINUTE;
    expect(await statusWith(token)).toBe(200);
    const moved = (await currentOf(token)).lastUsedAt;
    expect(minutesBetween(createdAt, moved)).toBeGreaterThanOrEqual(2.5);

    // Requests within the minute after leave it where it is.
    clock.aheadMs += 20_000;
    expect(await statusWith(token)).toBe(200);
    expect((await currentOf(token)).lastUsedAt).toBe(moved);
    expect((await currentOf(token)).createdAt).toBe(createdAt);
  });

  it('ends one session at once: its token is refused on the next request', async () => {
    const person = await customer();
    const laptop = await signIn(person, LAPTOP);
    const phone = await signIn(person, PHONE);
    const phoneSession = await currentOf(phone);

    const ended = await endSession(laptop, phoneSession.id);
    expect(ended.statusCode).toBe(200);
    expect(expectEnvelope(ended).message).toBe('The session has been ended.');
    expect(await statusWith(phone)).toBe(401);
    expect(await statusWith(laptop)).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.device)).toEqual(['Firefox on macOS']);
    // Ended is gone: a second try finds nothing.
    expect((await endSession(laptop, phoneSession.id)).statusCode).toBe(404);

    // Ending the current one signs this client out.
    const laptopSession = await currentOf(laptop);
    expect((await endSession(laptop, laptopSession.id)).statusCode).toBe(200);
    expect(await statusWith(laptop)).toBe(401);
  });

  it("answers another person's session as a missing one (404), and leaves it working", async () => {
    const owner = await customer();
    const stranger = await customer();
    const ownerToken = await signIn(owner, PHONE);
    const strangerToken = await signIn(stranger, LAPTOP);
    const { id } = await currentOf(ownerToken);

    const refused = await endSession(strangerToken, id);
    expect(refused.statusCode).toBe(404);
    expect(expectEnvelope(refused).message).toBe('Session not found.');
    expect((await endSession(strangerToken, 2_000_000_000)).statusCode).toBe(404);
    expect(await statusWith(ownerToken)).toBe(200);
    expect((await sessionsOf(strangerToken)).map((s) => s.id)).not.toContain(id);
  });

  it('ends every other session on a password change; this one goes on with a new token', async () => {
    const person = await customer();
    const laptop = await signIn(person, LAPTOP);
    const phone = await signIn(person, PHONE);
    const iphone = await signIn(person, IPHONE);
    const laptopSession = await currentOf(laptop);

    const changed = await api.patch('/api/user/auth', {
      token: laptop,
      body: { oldPassword: person.password, newPassword: 'Brand#New2026' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ token: string }>().token;

    expect(await statusWith(phone)).toBe(401);
    expect(await statusWith(iphone)).toBe(401);
    expect(await statusWith(fresh)).toBe(200);
    const left = await sessionsOf(fresh);
    expect(left).toEqual([{ ...laptopSession, lastUsedAt: left[0]!.lastUsedAt }]);
  });

  it('ends every session on a password reset', async () => {
    const person = await customer();
    const laptop = await signIn(person, LAPTOP);
    const phone = await signIn(person, PHONE);
    const { id: userId } = (await api.get('/api/user', { token: laptop })).json<{ id: number }>();
    const token = `sessions-test-${userId}`;
    await t.db.insert(passwordResetTokens).values({
      userId,
      tokenHash: hashOf(token),
      expiresAt: new Date(clock.now().getTime() + 30 * MINUTE),
    });

    const reset = await api.post('/api/password/reset', {
      body: { token, newPassword: 'Brand#New2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(phone)).toBe(401);
    const again = await signIn({ ...person, password: 'Brand#New2026' }, PHONE);
    expect((await sessionsOf(again)).map((s) => s.device)).toEqual(['Chrome on Android']);
  });
});
