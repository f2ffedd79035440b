import { DEFAULT_COMPANY_TIME_ZONE } from '@keyturn/shared';

export interface AppConfig {
  /** postgres://… for a PostgreSQL server; absent for embedded PGlite. */
  databaseUrl?: string;
  /** Where embedded PGlite keeps its files; absent keeps the database in memory. */
  dataDir?: string;
  jwtSecret: string;
  timeZone: string;
  /** Login and register attempts allowed per minute, per client address and per email. */
  authRateLimitMax: number;
  /** scrypt cost as log2(N); the default follows OWASP's current advice. */
  passwordHashLogN: number;
  /** The built client to serve at `/`, when it exists. */
  webDistDir?: string;
  logLevel: string;
  /** Behind a load balancer, trust X-Forwarded-For for the client address (rate limits). */
  trustProxy: boolean;
  /** Replaces the clock in tests of time rules; production reads the real time. */
  now?: () => Date;
}

export const DEFAULT_PASSWORD_HASH_LOG_N = 17;
export const DEFAULT_AUTH_RATE_LIMIT_MAX = 10;
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
    passwordHashLogN: DEFAULT_PASSWORD_HASH_LOG_N,
    logLevel: 'info',
    trustProxy: false,
    ...overrides,
  } satisfies AppConfig;
}
