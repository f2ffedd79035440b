import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPANY_CONTACT } from '@keyturn/shared';
import { loadSettings } from '../../src/env.ts';
import { StartupError } from '../../src/lib/startup-error.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('settings from the environment', () => {
  it('takes the documented defaults', () => {
    const settings = loadSettings({ JWT_SECRET: SECRET });
    expect(settings).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      seed: true,
      databasePoolSize: 30,
      databaseTimeouts: { connectMs: 2_000, statementMs: 2_500 },
      shutdownTimeoutMs: 10_000,
      mailWorker: true,
    });
    expect(settings.config).toMatchObject({
      timeZone: 'America/Los_Angeles',
      trustProxy: false,
      logLevel: 'info',
      httpTimeouts: { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000, idleMs: 60_000 },
    });
  });

  it('leaves the outbox to other instances only where there can be others', () => {
    const postgres = { JWT_SECRET: SECRET, DATABASE_URL: 'postgres://db.example/keyturn' };
    expect(loadSettings({ ...postgres, MAIL_WORKER: 'false' }).mailWorker).toBe(false);
    expect(refusal({ JWT_SECRET: SECRET, MAIL_WORKER: 'false' })).toContain(
      'MAIL_WORKER: can be false only with DATABASE_URL',
    );
    expect(refusal({ ...postgres, MAIL_WORKER: 'no' })).toContain(
      'MAIL_WORKER: must be true or false',
    );
  });

  it('reads what is set, and treats an empty value as unset', () => {
    const settings = loadSettings({
      JWT_SECRET: SECRET,
      PORT: '8080',
      SEED: 'false',
      TIME_ZONE: 'Europe/Berlin',
      REQUEST_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '1000',
      DATABASE_POOL_SIZE: '',
    });
    expect(settings.port).toBe(8080);
    expect(settings.seed).toBe(false);
    expect(settings.databasePoolSize).toBe(30);
    expect(settings.config.timeZone).toBe('Europe/Berlin');
    expect(settings.config.httpTimeouts).toMatchObject({ requestMs: 2_000, headersMs: 1_000 });
  });

  it('seeds demo data in production only when told to', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET };
    expect(loadSettings(production)).toMatchObject({ seed: false, production: true });
    expect(loadSettings({ ...production, SEED: '' }).seed).toBe(false);
    expect(loadSettings({ ...production, SEED: 'true' }).seed).toBe(true);
    expect(loadSettings({ JWT_SECRET: SECRET })).toMatchObject({ seed: true, production: false });
  });

  it('refuses mail in production without the address its links lead to', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL: 'smtp://mail:25' };
    expect(refusal(production)).toContain('PUBLIC_URL: must be set in production when SMTP_URL is');
    const settings = loadSettings({ ...production, PUBLIC_URL: 'https://rent.example.com/' });
    expect(settings.config.mail.publicUrl).toBe('https://rent.example.com');
    // Outside production, links to localhost are what a developer wants.
    expect(
      loadSettings({ JWT_SECRET: SECRET, SMTP_URL: 'smtp://mail:25' }).config.mail.publicUrl,
    ).toBe('http://localhost:3000');
  });

  it("sends replies to the company's e-mail unless MAIL_REPLY_TO names another address", () => {
    expect(loadSettings({ JWT_SECRET: SECRET }).config.mail.replyTo).toBe(COMPANY_CONTACT.email);
    expect(
      loadSettings({ JWT_SECRET: SECRET, MAIL_REPLY_TO: ' office@example.com ' }).config.mail
        .replyTo,
    ).toBe('office@example.com');
    expect(refusal({ JWT_SECRET: SECRET, MAIL_REPLY_TO: 'the office' })).toContain(
      'MAIL_REPLY_TO: must be an e-mail address, such as office@example.com (it is "the office").',
    );
  });

  it('refuses a time zone that does not exist, at start', () => {
    expect(refusal({ JWT_SECRET: SECRET, TIME_ZONE: 'Mars/Olympus' })).toContain(
      'TIME_ZONE: "Mars/Olympus" is not a time zone; use a name such as America/Los_Angeles.',
    );
  });

  it('names every bad setting at once, with the value it got', () => {
    const message = refusal({
      JWT_SECRET: SECRET,
      PORT: 'eighty',
      SEED: 'yes',
      LOG_LEVEL: 'loud',
      PASSWORD_HASH_LOG_N: '40',
    });
    expect(message).toContain('PORT: must be a whole number from 1 to 65535 (it is "eighty").');
    expect(message).toContain('SEED: must be true or false (it is "yes").');
    expect(message).toContain('LOG_LEVEL: must be one of fatal, error, warn, info');
    expect(message).toContain('PASSWORD_HASH_LOG_N: must be a whole number from 10 to 20');
  });

  it('takes a turnaround buffer of 0 to 1440 minutes, none by default', () => {
    expect(loadSettings({ JWT_SECRET: SECRET }).config.bookingBufferMinutes).toBe(0);
    const settings = loadSettings({ JWT_SECRET: SECRET, BOOKING_BUFFER_MINUTES: '30' });
    expect(settings.config.bookingBufferMinutes).toBe(30);
    expect(refusal({ JWT_SECRET: SECRET, BOOKING_BUFFER_MINUTES: '1441' })).toContain(
      'BOOKING_BUFFER_MINUTES: must be a whole number from 0 to 1440 (it is "1441").',
    );
  });

  it("takes payments at the counter by default, or online with the provider's keys", () => {
    expect(loadSettings({ JWT_SECRET: SECRET }).config.payments).toEqual({ mode: 'counter' });
    expect(loadSettings({ JWT_SECRET: SECRET, PAYMENTS: 'counter' }).config.payments).toEqual({
      mode: 'counter',
    });
    expect(refusal({ JWT_SECRET: SECRET, PAYMENTS: 'cash' })).toContain(
      'PAYMENTS: must be one of counter, stripe (it is "cash").',
    );
    const online = {
      JWT_SECRET: SECRET,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_hunter2',
      STRIPE_WEBHOOK_SECRET: 'whsec_hunter2',
    };
    expect(loadSettings(online).config.payments).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_hunter2',
      webhookSecret: 'whsec_hunter2',
      apiUrl: undefined,
      holdMinutes: 30,
      reconcileSeconds: 120,
    });
    expect(
      loadSettings({
        ...online,
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        PAYMENT_HOLD_MINUTES: '45',
        MONEY_RECONCILE_SECONDS: '300',
      }).config.payments,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:12111', holdMinutes: 45, reconcileSeconds: 300 });
    const missing = refusal({ JWT_SECRET: SECRET, PAYMENTS: 'stripe' });
    expect(missing).toContain('STRIPE_SECRET_KEY: must be set when PAYMENTS=stripe.');
    expect(missing).toContain('STRIPE_WEBHOOK_SECRET: must be set when PAYMENTS=stripe.');
    const wrong = refusal({ ...online, STRIPE_API_URL: 'stripe.local', PAYMENT_HOLD_MINUTES: '2' });
    expect(wrong).toContain('STRIPE_API_URL: must be an http:// or https:// address');
    expect(wrong).toContain('PAYMENT_HOLD_MINUTES: must be a whole number from 5 to 1440');
    expect(refusal({ ...online, MONEY_RECONCILE_SECONDS: '30' })).toContain(
      'MONEY_RECONCILE_SECONDS: must be a whole number from 120 to 3600',
    );
    expect(refusal({ ...online, STRIPE_API_URL: 'nope' })).not.toContain('hunter2');
  });

  it('never repeats a secret in its message', () => {
    const message = refusal({ JWT_SECRET: 'short-secret-hunter2' });
    expect(message).toContain('JWT_SECRET: must be at least 32 characters long.');
    expect(message).not.toContain('hunter2');
    expect(
      refusal({ DATABASE_URL: 'mysql://root:hunter2@db/keyturn', JWT_SECRET: SECRET }),
    ).not.toContain('hunter2');
  });

  it('requires JWT_SECRET in production', () => {
    expect(refusal({ NODE_ENV: 'production' })).toContain('JWT_SECRET: must be set in production');
  });

  it('refuses header time longer than the whole request time', () => {
    expect(
      refusal({ JWT_SECRET: SECRET, REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '5000' }),
    ).toContain('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) =>
    loadSettings({ JWT_SECRET: SECRET, TRUST_PROXY: value }).config.trustProxy;

  it('takes a hop count or proxy addresses and ranges', () => {
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.0.0.0/8,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true", saying what to set instead', () => {
    expect(refusal({ JWT_SECRET: SECRET, TRUST_PROXY: 'true' })).toContain(
      'TRUST_PROXY: "true" would take the client\'s address from whatever it writes in X-Forwarded-For; ' +
        'set the number of proxies in front of Keyturn (TRUST_PROXY=1 behind one load balancer) ' +
        'or their addresses (TRUST_PROXY=10.0.0.1,10.0.0.0/8).',
    );
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '1.5'])(
    'refuses "%s"',
    (value) => {
      expect(refusal({ JWT_SECRET: SECRET, TRUST_PROXY: value })).toContain(
        'is neither a number of proxies nor an address',
      );
    },
  );
});

describe('the development secret in the data folder', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('is made once and then kept', () => {
    dataDir = mkdtempSync(join(tmpdir(), 'keyturn-env-'));
    const first = loadSettings({ DATA_DIR: dataDir }).config.jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadSettings({ DATA_DIR: dataDir }).config.jwtSecret).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it.each(['', '   \n', 'too-short'])('is refused when the stored one is %j', (stored) => {
    dataDir = mkdtempSync(join(tmpdir(), 'keyturn-env-'));
    const file = join(dataDir, 'jwt-secret');
    writeFileSync(file, stored);
    expect(refusal({ DATA_DIR: dataDir })).toBe(
      `The token secret in ${file} is empty or shorter than 32 characters. ` +
        'Delete the file to have a new one made (everyone signs in again), or set JWT_SECRET.',
    );
    // Left as it was: the operator decides.
    expect(readFileSync(file, 'utf8')).toBe(stored);
  });
});
