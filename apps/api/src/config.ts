import {
  COMPANY_CONTACT,
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_COMPANY_TIME_ZONE,
} from '@keyturn/shared';
import type { TrustProxy } from './lib/trust-proxy.ts';

export interface AppConfig {
  /** postgres://… for a PostgreSQL server; absent for embedded PGlite. */
  databaseUrl?: string;
  /** Where embedded PGlite keeps its files; absent keeps the database in memory. */
  dataDir?: string;
  jwtSecret: string;
  timeZone: string;
  /**
   * Password checks a minute at one account from one address (login, password change) and
   * registrations a minute per address; plugins/auth-rate-limit.ts derives the other limits.
   */
  authRateLimitMax: number;
  /** Contact messages per client address in CONTACT_RATE_LIMIT_WINDOW_MS. */
  contactRateLimitMax: number;
  /** scrypt cost as log2(N); the default follows OWASP's current advice. */
  passwordHashLogN: number;
  /** The built client to serve at `/`, when it exists. */
  webDistDir?: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-For entries tell the client's address (rate limits, logs). */
  trustProxy: TrustProxy;
  httpTimeouts: HttpTimeouts;
  /** Origins whose browser clients may call the API (CORS); empty: same origin only. */
  corsOrigins: readonly string[];
  /** CREATED reservations with a drop-off still ahead that one customer may hold at once. */
  maxActiveBookings: number;
  /** How many days ahead a pick-up may be. */
  bookingHorizonDays: number;
  /** A customer may cancel a booking themselves until this many hours before pick-up. */
  cancellationNoticeHours: number;
  /** Turnaround time kept free after every rental; the database applies it (decision 023). */
  bookingBufferMinutes: number;
  mail: MailSettings;
  /** How customers pay (PAYMENTS): at the counter, or online with the provider's settings. */
  payments: PaymentSettings;
  /** Replaces the clock in tests of time rules; production reads the real time. */
  now?: () => Date;
}

/** The clock every time rule of the app reads: the injected one, else the real time. */
export function appClock(config: Pick<AppConfig, 'now'>): () => Date {
  return config.now ?? (() => new Date());
}

/**
 * `counter`: the office records what it takes (decision 048). `stripe`: customers pay online
 * when they book, on the provider's hosted page (decision 051).
 */
export type PaymentSettings = { mode: 'counter' } | ({ mode: 'stripe' } & StripeSettings);

export interface StripeSettings {
  secretKey: string;
  /** Signs the provider's webhooks (whsec_…). */
  webhookSecret: string;
  /** The provider's API address; unset, the SDK's own. Tests point it at a local double. */
  apiUrl?: string;
  /** How long a booking waits for its payment before it is released (PAYMENT_HOLD_MINUTES). */
  holdMinutes: number;
  /**
   * The ledger equals the provider within this many seconds of a lost answer, a crash or our
   * database failing (MONEY_RECONCILE_SECONDS): the money tasks' worker runs and retries inside
   * it (decision 064).
   */
  reconcileSeconds: number;
}

export const DEFAULT_PAYMENT_HOLD_MINUTES = 30;
export const DEFAULT_MONEY_RECONCILE_SECONDS = 120;
/** Below this, a claim could run out while one call to the provider (three tries) is made. */
export const MIN_MONEY_RECONCILE_SECONDS = 120;

export interface MailSettings {
  /** smtp:// or smtps:// address of the server that sends mail; absent: mail is only logged. */
  smtpUrl?: string;
  /** The sender, e.g. `Keyturn <bookings@example.com>`. */
  from: string;
  /** Where a customer's reply goes (Reply-To), and the calendar entries' organizer: the office. */
  replyTo: string;
  /** A reminder goes out this many hours before pick-up. */
  reminderHoursBefore: number;
  /** The site's address as customers reach it, for links in mail (no trailing slash). */
  publicUrl: string;
}

export const DEFAULT_MAIL_FROM = 'Keyturn <no-reply@keyturn.localhost>';
/** The company's e-mail, as the site gives it: the sender address itself takes no replies. */
export const DEFAULT_MAIL_REPLY_TO = COMPANY_CONTACT.email;
export const DEFAULT_REMINDER_HOURS_BEFORE = 24;

/** Limits on slow or idle clients, so they cannot hold connections (and memory) for ever. */
export interface HttpTimeouts {
  /** The whole request, body included, must arrive within this; 408 and closed after. */
  requestMs: number;
  /** The request line and headers must arrive within this. */
  headersMs: number;
  /** A kept-alive connection waiting for its next request is closed after this. */
  keepAliveMs: number;
  /** A connection on which nothing moves either way (a stalled reader too) is closed after this. */
  idleMs: number;
}

/**
 * 30 s for a request is the contract's rule (a 5 MB photo then needs 1.4 Mbit/s). Keep-alive
 * outlasts the 60 s idle limit of common load balancers, so they, not we, close idle
 * connections and never send a request into one we are closing.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  idleMs: 60_000,
};

export const DEFAULT_PASSWORD_HASH_LOG_N = 17;
export const DEFAULT_AUTH_RATE_LIMIT_MAX = 10;
export const DEFAULT_CONTACT_RATE_LIMIT_MAX = 5;
export const CONTACT_RATE_LIMIT_WINDOW_MS = 10 * 60_000;
export const DEFAULT_MAX_ACTIVE_BOOKINGS = 5;
export const DEFAULT_BOOKING_BUFFER_MINUTES = 0;
/** A day: the bound the database's booking_settings check holds the buffer to, too. */
export const MAX_BOOKING_BUFFER_MINUTES = 1440;
/**
 * PostgreSQL connections per instance, opened only when needed. A booking holds its connection
 * while PostgreSQL flushes the commit to disk: with 10, concurrent customers queued for a
 * connection while the CPU had room to spare (docs/performance.md, scenario 2).
 */
export const DEFAULT_POOL_SIZE = 30;

export function defaultConfig(overrides: Partial<AppConfig> & Pick<AppConfig, 'jwtSecret'>) {
  return {
    timeZone: DEFAULT_COMPANY_TIME_ZONE,
    authRateLimitMax: DEFAULT_AUTH_RATE_LIMIT_MAX,
    contactRateLimitMax: DEFAULT_CONTACT_RATE_LIMIT_MAX,
    passwordHashLogN: DEFAULT_PASSWORD_HASH_LOG_N,
    logLevel: 'info',
    trustProxy: false,
    httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
    corsOrigins: [],
    maxActiveBookings: DEFAULT_MAX_ACTIVE_BOOKINGS,
    bookingHorizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
    cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS,
    bookingBufferMinutes: DEFAULT_BOOKING_BUFFER_MINUTES,
    payments: { mode: 'counter' },
    mail: {
      from: DEFAULT_MAIL_FROM,
      replyTo: DEFAULT_MAIL_REPLY_TO,
      reminderHoursBefore: DEFAULT_REMINDER_HOURS_BEFORE,
      publicUrl: 'http://localhost:3000',
    },
    ...overrides,
  } satisfies AppConfig;
}
