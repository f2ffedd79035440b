import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '@keyturn/shared';
import { outbox, passwordResetTokens } from '../../src/db/schema.ts';
import { ClockAhead } from '../support/clock.ts';
import {
  BUILT_IN_CUSTOMER,
  expectEnvelope,
  registerCustomer,
  useTestApp,
} from '../support/harness.ts';
import { deliverOnce } from '../support/mail-delivery.ts';
import { recipientsOf, useMailServer } from '../support/mail-server.ts';

/** The server's clock, moved ahead of the tests' one where a test says so. */
const clock = new ClockAhead();
const t = useTestApp({ now: clock.now });
const { api } = t;
const smtp = useMailServer();

const PUBLIC_URL = 'https://keyturn.example.com';

beforeAll(() => {
  t.config.mail = { ...t.config.mail, smtpUrl: smtp().url, publicUrl: PUBLIC_URL };
});

const deliver = () => deliverOnce(t, smtp().url);

/** Asks for a link and returns the token from the mail that arrived. */
async function linkFor(email: string): Promise<string> {
  const before = smtp().received.length;
  const response = await api.post('/api/password/forgot', { body: { email } });
  expect(response.statusCode).toBe(200);
  await deliver();
  const mail = smtp()
    .received.slice(before)
    .find((m) => recipientsOf(m).includes(email));
  expect(mail?.subject).toBe('Choose a new Keyturn password');
  const link = /https:\/\/keyturn\.example\.com\/reset-password\?token=([\w-]+)/.exec(mail!.text!);
  expect(link).not.toBeNull();
  expect(mail!.html).toContain(link![0]);
  return decodeURIComponent(link![1]!);
}

const DATABASE_CALLS = ['select', 'insert', 'update', 'delete', 'execute', 'transaction'];

const reset = (token: string, newPassword = 'Brand#New2026') =>
  api.post('/api/password/reset', { body: { token, newPassword } });

const signIn = (email: string, password: string) =>
  api.post('/api/login', { body: { email, password } });

describe('forgot and reset password', () => {
  it('mails a link that sets the password once, and ends the sessions signed in before', async () => {
    const customer = await registerCustomer(api);
    const token = await linkFor(customer.email);

    const first = await reset(token);
    expect(first.statusCode).toBe(200);
    expect((await signIn(customer.email, 'Brand#New2026')).statusCode).toBe(200);
    expect((await signIn(customer.email, customer.password)).statusCode).toBe(400);
    expect((await api.get('/api/user', { token: customer.token })).statusCode).toBe(401);

    const second = await reset(token, 'Other#Pass2026');
    expect(second.statusCode).toBe(400);
    expect(expectEnvelope(second).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    expect((await signIn(customer.email, 'Brand#New2026')).statusCode).toBe(200);
  });

  it('keeps only a hash of the token, and drops the token from the outbox once sent', async () => {
    const customer = await registerCustomer(api);
    const token = await linkFor(customer.email);
    const stored = await t.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'));
    expect(JSON.stringify(mails.map((m) => m.payload))).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const customer = await registerCustomer(api);
    const known = await api.post('/api/password/forgot', { body: { email: customer.email } });
    const before = smtp().received.length;
    const outboxBefore = (await t.db.select().from(outbox)).length;

    const unknown = await api.post('/api/password/forgot', {
      body: { email: 'no.such.person@example.com' },
    });

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toMatchObject({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect((await t.db.select().from(outbox)).length).toBe(outboxBefore);
    await deliver();
    expect(
      smtp()
        .received.slice(before)
        .filter((m) => recipientsOf(m).includes('no.such.person@example.com')),
    ).toEqual([]);
  });

  it('does not mail a link for a built-in demo account, whose password cannot change', async () => {
    const outboxBefore = (await t.db.select().from(outbox)).length;
    const response = await api.post('/api/password/forgot', {
      body: { email: BUILT_IN_CUSTOMER.email },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.db.select().from(outbox)).length).toBe(outboxBefore);
  });

  it('refuses a link after an hour', async () => {
    const customer = await registerCustomer(api);
    const token = await linkFor(customer.email);
    clock.aheadMs = 60 * 60_000 + 1_000;
    try {
      const late = await reset(token);
      expect(late.statusCode).toBe(400);
      expect(expectEnvelope(late).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
      expect((await signIn(customer.email, customer.password)).statusCode).toBe(200);
    } finally {
      clock.aheadMs = 0;
    }
  });

  it('voids an older link when a newer one is asked for', async () => {
    const customer = await registerCustomer(api);
    const older = await linkFor(customer.email);
    const newer = await linkFor(customer.email);
    expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('holds the new password to the registration rules', async () => {
    const customer = await registerCustomer(api);
    const token = await linkFor(customer.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(expectEnvelope(weak).errors?.[0]?.field).toBe('newPassword');
    // The refused attempt did not use the link up.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('answers 400 for an unknown token', async () => {
    const response = await reset('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
  });

  describe('an open link stops working when the credentials it was for change', () => {
    /**
     * A new customer with a reset link open: their profile as the profile form sends it, and
     * the form saved with changes.
     */
    async function withOpenLink() {
      const customer = await registerCustomer(api);
      const { id: _id, token: _token, password: _password, ...profile } = customer;
      /** The customer saves the profile form with these changes. */
      const saveProfile = (changes: Record<string, string>) =>
        api.put('/api/user', { token: customer.token, body: { ...profile, ...changes } });
      return { customer, profile, saveProfile, token: await linkFor(customer.email) };
    }

    /** The link is refused as no longer valid, and the credentials that replaced it sign in. */
    async function expectVoided(token: string, email: string, password: string) {
      expect(expectEnvelope(await reset(token)).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
      expect((await signIn(email, password)).statusCode).toBe(200);
    }

    it('by the customer changing the password', async () => {
      const { customer, token } = await withOpenLink();
      const change = await api.patch('/api/user/auth', {
        token: customer.token,
        body: { oldPassword: customer.password, newPassword: 'Changed#Pass2026' },
      });
      expect(change.statusCode).toBe(200);
      await expectVoided(token, customer.email, 'Changed#Pass2026');
    });

    it('by the customer changing the email address', async () => {
      const { customer, saveProfile, token } = await withOpenLink();
      const change = await saveProfile({ email: `moved.${customer.email}` });
      expect(change.statusCode).toBe(200);
      await expectVoided(token, `moved.${customer.email}`, customer.password);
    });

    it('by an administrator setting the password', async () => {
      const { customer, profile, token } = await withOpenLink();
      const admin = await t.signIn('admin');
      const change = await api.put(`/api/user/${customer.id}/auth`, {
        token: admin,
        body: { ...profile, roles: ['Customer'], password: 'Office#Set2026' },
      });
      expect(change.statusCode).toBe(200);
      await expectVoided(token, customer.email, 'Office#Set2026');
    });

    it('but not by a profile change that keeps both', async () => {
      const { customer, saveProfile, token } = await withOpenLink();
      const change = await saveProfile({
        email: customer.email.toUpperCase(),
        address: '12 Other Street',
      });
      expect(change.statusCode).toBe(200);
      expect((await reset(token)).statusCode).toBe(200);
    });
  });

  it('does the same database work for a known and an unknown address', async () => {
    const customer = await registerCustomer(api);
    // The request's calls on the database, in order: what a stopwatch would tell apart.
    const callsOf = async (email: string) => {
      const calls: string[] = [];
      const db = t.db as unknown as Record<string, (...args: unknown[]) => unknown>;
      const originals = DATABASE_CALLS.map((method) => [method, db[method]!] as const);
      for (const [method, original] of originals) {
        db[method] = (...args) => {
          calls.push(method);
          return original.apply(t.db, args);
        };
      }
      try {
        const response = await api.post('/api/password/forgot', { body: { email } });
        expect(response.statusCode).toBe(200);
        return calls;
      } finally {
        for (const [method, original] of originals) db[method] = original;
      }
    };
    const known = await callsOf(customer.email);
    const unknown = await callsOf(`nobody.${customer.email}`);
    expect(unknown).toEqual(known);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, customer.email));
    expect(mail?.kind).toBe('password-reset');
  });
});
