import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_COMPANY_TIME_ZONE,
  PAYMENT_MODES,
} from '@keyturn/shared';
import {
  DEFAULT_AUTH_RATE_LIMIT_MAX,
  DEFAULT_BOOKING_BUFFER_MINUTES,
  DEFAULT_CONTACT_RATE_LIMIT_MAX,
  DEFAULT_HTTP_TIMEOUTS,
  DEFAULT_MAIL_FROM,
  DEFAULT_MAIL_REPLY_TO,
  DEFAULT_MAX_ACTIVE_BOOKINGS,
  DEFAULT_PAYMENT_HOLD_MINUTES,
  DEFAULT_MONEY_RECONCILE_SECONDS,
  MIN_MONEY_RECONCILE_SECONDS,
  DEFAULT_PASSWORD_HASH_LOG_N,
  DEFAULT_POOL_SIZE,
  DEFAULT_REMINDER_HOURS_BEFORE,
  MAX_BOOKING_BUFFER_MINUTES,
  type AppConfig,
} from './config.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/timeouts.ts';
import { StartupError } from './lib/startup-error.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';
import { parseCorsOrigins } from './plugins/cors.ts';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const MIN_SECRET_LENGTH = 32;
/** Requests still running get this long to finish when the server is asked to stop. */
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Their values are never repeated in a message: they may hold a password. */
const SECRET_SETTINGS = new Set([
  'JWT_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
]);

export interface ServerSettings {
  config: AppConfig;
  port: number;
  host: string;
  /** Whether to seed demo data into an empty database (SEED; production only when set). */
  seed: boolean;
  /** NODE_ENV=production: no demo data unless asked for, no demo passwords printed. */
  production: boolean;
  /** The data folder (DATA_DIR): the embedded database, the development secret, backups. */
  dataDir: string;
  /** PostgreSQL connections of this instance (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  databaseTimeouts: DatabaseTimeouts;
  /** How long requests in flight may take to finish once the server is asked to stop. */
  shutdownTimeoutMs: number;
  /** Whether this instance delivers the outbox (MAIL_WORKER); every instance queues mail. */
  mailWorker: boolean;
}

/** Unset and empty both take the default. */
const unsetIfBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const text = (fallback: string) => z.preprocess(unsetIfBlank, z.string().trim().default(fallback));
const optionalText = z.preprocess(unsetIfBlank, z.string().trim().optional());

function wholeNumber(fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) {
  const error = `must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`}`;
  return z.preprocess(
    unsetIfBlank,
    z.coerce
      .number({ error })
      .int({ error })
      .min(min, { error })
      .max(max, { error })
      .default(fallback),
  );
}

const milliseconds = (fallback: number) => wholeNumber(fallback, 100);

/** true or false; unset stays undefined, for a default that depends on other settings. */
const flag = () =>
  z.preprocess(
    unsetIfBlank,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  );

/** A setting read by a parser of its own, which throws a sentence about a bad value. */
function parsedBy<T>(name: string, parse: (text: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parse(value);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        context.addIssue({ code: 'custom', message: message.replace(`${name}: `, '') });
        return z.NEVER;
      }
    });
}

/** An absolute address with one of the schemes; its value is never repeated (it may hold a password). */
const addressWith = (schemes: RegExp, error: string) =>
  optionalText.refine((url) => url === undefined || (schemes.test(url) && URL.canParse(url)), {
    error,
  });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Every setting the server reads from its environment, with its default and its rule. */
const environment = z
  .object({
    NODE_ENV: optionalText,
    DATABASE_URL: optionalText.refine((url) => !url || /^postgres(ql)?:\/\//.test(url), {
      error: 'must be a postgres:// address',
    }),
    DATABASE_POOL_SIZE: wholeNumber(DEFAULT_POOL_SIZE),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.connectMs),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.statementMs),
    DATA_DIR: text('data'),
    JWT_SECRET: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .min(MIN_SECRET_LENGTH, { error: `must be at least ${MIN_SECRET_LENGTH} characters long` })
        .optional(),
    ),
    TIME_ZONE: text(DEFAULT_COMPANY_TIME_ZONE).refine(isTimeZone, {
      error: (issue) =>
        `"${String(issue.input)}" is not a time zone; use a name such as ${DEFAULT_COMPANY_TIME_ZONE}`,
    }),
    PORT: wholeNumber(3000, 1, 65_535),
    HOST: text('0.0.0.0'),
    /** Unset: demo data outside production only; production seeds only when told to. */
    SEED: flag(),
    MAIL_WORKER: flag(),
    AUTH_RATE_LIMIT_MAX: wholeNumber(DEFAULT_AUTH_RATE_LIMIT_MAX),
    CONTACT_RATE_LIMIT_MAX: wholeNumber(DEFAULT_CONTACT_RATE_LIMIT_MAX),
    PASSWORD_HASH_LOG_N: wholeNumber(DEFAULT_PASSWORD_HASH_LOG_N, 10, 20),
    MAX_ACTIVE_BOOKINGS: wholeNumber(DEFAULT_MAX_ACTIVE_BOOKINGS),
    BOOKING_HORIZON_DAYS: wholeNumber(DEFAULT_BOOKING_HORIZON_DAYS),
    CANCELLATION_NOTICE_HOURS: wholeNumber(DEFAULT_CANCELLATION_NOTICE_HOURS, 0),
    BOOKING_BUFFER_MINUTES: wholeNumber(
      DEFAULT_BOOKING_BUFFER_MINUTES,
      0,
      MAX_BOOKING_BUFFER_MINUTES,
    ),
    PAYMENTS: z.preprocess(
      unsetIfBlank,
      z
        .enum(PAYMENT_MODES, { error: `must be one of ${PAYMENT_MODES.join(', ')}` })
        .default('counter'),
    ),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_URL: addressWith(/^https?:\/\//, 'must be an http:// or https:// address'),
    // Kept on the app's clock: the sweep expires the provider's session when it runs out.
    PAYMENT_HOLD_MINUTES: wholeNumber(DEFAULT_PAYMENT_HOLD_MINUTES, 5, 24 * 60),
    // Up to an hour: past the provider's 24 hours a task looks its payment up instead.
    MONEY_RECONCILE_SECONDS: wholeNumber(
      DEFAULT_MONEY_RECONCILE_SECONDS,
      MIN_MONEY_RECONCILE_SECONDS,
      3600,
    ),
    SMTP_URL: addressWith(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address'),
    MAIL_FROM: text(DEFAULT_MAIL_FROM),
    MAIL_REPLY_TO: z.preprocess(
      unsetIfBlank,
      z
        .string()
        .trim()
        .pipe(z.email({ error: 'must be an e-mail address, such as office@example.com' }))
        .default(DEFAULT_MAIL_REPLY_TO),
    ),
    REMINDER_HOURS_BEFORE: wholeNumber(DEFAULT_REMINDER_HOURS_BEFORE),
    PUBLIC_URL: addressWith(/^https?:\/\//, 'must be an http:// or https:// address'),
    WEB_DIST_DIR: text('apps/web/dist'),
    LOG_LEVEL: z.preprocess(
      unsetIfBlank,
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    TRUST_PROXY: parsedBy('TRUST_PROXY', parseTrustProxy),
    CORS_ORIGINS: parsedBy('CORS_ORIGINS', parseCorsOrigins),
    REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_TIMEOUTS.requestMs),
    HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_TIMEOUTS.headersMs),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_TIMEOUTS.keepAliveMs),
    IDLE_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_TIMEOUTS.idleMs),
    SHUTDOWN_TIMEOUT_MS: milliseconds(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  })
  .superRefine((settings, context) => {
    if (settings.NODE_ENV === 'production' && !settings.JWT_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: `must be set in production (at least ${MIN_SECRET_LENGTH} random characters)`,
      });
    }
    if (settings.NODE_ENV === 'production' && settings.SMTP_URL && !settings.PUBLIC_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "must be set in production when SMTP_URL is: the links in mails would lead to this machine's localhost",
      });
    }
    if (settings.MAIL_WORKER === false && !settings.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_WORKER'],
        message:
          'can be false only with DATABASE_URL: on the embedded database this is the only instance, and no mail would ever go out',
      });
    }
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (settings.PAYMENTS === 'stripe' && !settings[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set when PAYMENTS=stripe',
        });
      }
    }
    if (settings.HEADERS_TIMEOUT_MS > settings.REQUEST_TIMEOUT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than REQUEST_TIMEOUT_MS (the headers are part of the request)',
      });
    }
  });

function describeProblems(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'settings');
    const value = env[name];
    const shown =
      issue.code !== 'custom' && value !== undefined && !SECRET_SETTINGS.has(name)
        ? ` (it is "${value}")`
        : '';
    return `  ${name}: ${issue.message}${shown}.`;
  });
  return `Keyturn cannot start with these settings:\n${lines.join('\n')}`;
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repositoryRoot, path);
}

/**
 * A development secret, generated once and kept beside the embedded database so that tokens
 * survive restarts. Production must set JWT_SECRET itself. A stored secret is held to the same
 * rule as JWT_SECRET: an empty file would sign tokens nobody could check.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
    throw new StartupError(
      `The token secret in ${file} is empty or shorter than ${MIN_SECRET_LENGTH} characters. ` +
        'Delete the file to have a new one made (everyone signs in again), or set JWT_SECRET.',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the settings; a StartupError names every setting it cannot use and why. */
export function loadSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new StartupError(describeProblems(parsed.error, env));
  const settings = parsed.data;
  const dataDir = fromRoot(settings.DATA_DIR);
  const config: AppConfig = {
    databaseUrl: settings.DATABASE_URL,
    // PGlite owns its folder; the development secret sits beside it, not inside it.
    dataDir: join(dataDir, 'pglite'),
    jwtSecret: settings.JWT_SECRET ?? developmentSecret(dataDir),
    timeZone: settings.TIME_ZONE,
    authRateLimitMax: settings.AUTH_RATE_LIMIT_MAX,
    contactRateLimitMax: settings.CONTACT_RATE_LIMIT_MAX,
    passwordHashLogN: settings.PASSWORD_HASH_LOG_N,
    webDistDir: fromRoot(settings.WEB_DIST_DIR),
    logLevel: settings.LOG_LEVEL,
    trustProxy: settings.TRUST_PROXY,
    corsOrigins: settings.CORS_ORIGINS,
    maxActiveBookings: settings.MAX_ACTIVE_BOOKINGS,
    bookingHorizonDays: settings.BOOKING_HORIZON_DAYS,
    cancellationNoticeHours: settings.CANCELLATION_NOTICE_HOURS,
    bookingBufferMinutes: settings.BOOKING_BUFFER_MINUTES,
    payments:
      settings.PAYMENTS === 'stripe'
        ? {
            mode: 'stripe',
            secretKey: settings.STRIPE_SECRET_KEY!,
            webhookSecret: settings.STRIPE_WEBHOOK_SECRET!,
            apiUrl: settings.STRIPE_API_URL,
            holdMinutes: settings.PAYMENT_HOLD_MINUTES,
            reconcileSeconds: settings.MONEY_RECONCILE_SECONDS,
          }
        : { mode: 'counter' },
    mail: {
      smtpUrl: settings.SMTP_URL,
      from: settings.MAIL_FROM,
      replyTo: settings.MAIL_REPLY_TO,
      reminderHoursBefore: settings.REMINDER_HOURS_BEFORE,
      publicUrl: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
    },
    httpTimeouts: {
      requestMs: settings.REQUEST_TIMEOUT_MS,
      headersMs: settings.HEADERS_TIMEOUT_MS,
      keepAliveMs: settings.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: settings.IDLE_TIMEOUT_MS,
    },
  };
  return {
    config,
    port: settings.PORT,
    host: settings.HOST,
    seed: settings.SEED ?? settings.NODE_ENV !== 'production',
    production: settings.NODE_ENV === 'production',
    dataDir,
    databasePoolSize: settings.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: settings.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
    mailWorker: settings.MAIL_WORKER ?? true,
  };
}
