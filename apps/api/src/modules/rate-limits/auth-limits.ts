import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { RateLimiter, type RateWindow } from './rate-limiter.ts';

const MINUTE_MS = 60_000;
/**
 * Everything one address may do, over all accounts, as a multiple of the per-account limit:
 * offices and mobile networks put many people behind one address.
 */
const ADDRESS_FACTOR = 5;
/** Guesses at one email from all addresses together, as a multiple of the per-account limit. */
const EMAIL_FACTOR = 10;
const EMAIL_WINDOW_MS = 15 * MINUTE_MS;

const tooManyAttempts = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/**
 * The limits of every call that checks a password
 * (docs/decisions/011-password-checks-contact-limits-and-logout.md). A login counts per address
 * and email, so failed guesses from one address never lock the owner out from another; a
 * higher ceiling per email bounds guessing from many addresses.
 */
export class AuthRateLimits {
  private readonly limiter: RateLimiter;

  /** `max`: attempts a minute at one account from one address (AUTH_RATE_LIMIT_MAX). */
  constructor(
    db: Database,
    private readonly max: number,
    now: () => number,
  ) {
    this.limiter = new RateLimiter(db, now);
  }

  login(request: FastifyRequest, email: string): Promise<void> {
    return this.check(request, ...this.atEmail('login', request, email));
  }

  register(request: FastifyRequest): Promise<void> {
    return this.check(request, this.perMinute(`register:address:${request.ip}`));
  }

  passwordChange(request: FastifyRequest, userId: number): Promise<void> {
    return this.check(request, this.perMinute(`password-change:user:${userId}`));
  }

  /** Reset mails asked for one address, counted like logins, so nobody floods a mailbox. */
  passwordForgot(request: FastifyRequest, email: string): Promise<void> {
    return this.check(request, ...this.atEmail('password-forgot', request, email));
  }

  /** Guesses at reset tokens, per address. */
  passwordReset(request: FastifyRequest): Promise<void> {
    return this.check(request, this.perMinute(`password-reset:address:${request.ip}`));
  }

  /** The call's own windows, and its address's share of everything it may do. */
  private check(request: FastifyRequest, ...windows: RateWindow[]): Promise<void> {
    return this.limiter.check([...windows, this.address(request)], tooManyAttempts);
  }

  private perMinute(key: string): RateWindow {
    return { key, max: this.max, windowMs: MINUTE_MS };
  }

  /** Calls naming an email: per address and email, and from all addresses together. */
  private atEmail(action: string, request: FastifyRequest, email: string): RateWindow[] {
    const account = email.toLowerCase();
    return [
      this.perMinute(`${action}:address+email:${request.ip}:${account}`),
      {
        key: `${action}:email:${account}`,
        max: this.max * EMAIL_FACTOR,
        windowMs: EMAIL_WINDOW_MS,
      },
    ];
  }

  private address(request: FastifyRequest): RateWindow {
    return {
      key: `password-checks:address:${request.ip}`,
      max: this.max * ADDRESS_FACTOR,
      windowMs: MINUTE_MS,
    };
  }
}
