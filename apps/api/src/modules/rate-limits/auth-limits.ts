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
    now?: () => number,
  ) {
    this.limiter = new RateLimiter(db, now);
  }

  login(request: FastifyRequest, email: string): Promise<void> {
    const account = email.toLowerCase();
    return this.limiter.check(
      [
        { key: `login:address+email:${request.ip}:${account}`, max: this.max, windowMs: MINUTE_MS },
        {
          key: `login:email:${account}`,
          max: this.max * EMAIL_FACTOR,
          windowMs: EMAIL_WINDOW_MS,
        },
        this.address(request),
      ],
      tooManyAttempts,
    );
  }

  register(request: FastifyRequest): Promise<void> {
    return this.limiter.check(
      [
        { key: `register:address:${request.ip}`, max: this.max, windowMs: MINUTE_MS },
        this.address(request),
      ],
      tooManyAttempts,
    );
  }

  passwordChange(request: FastifyRequest, userId: number): Promise<void> {
    return this.limiter.check(
      [
        { key: `password-change:user:${userId}`, max: this.max, windowMs: MINUTE_MS },
        this.address(request),
      ],
      tooManyAttempts,
    );
  }

  /** Reset mails asked for one address, counted like logins, so nobody floods a mailbox. */
  passwordForgot(request: FastifyRequest, email: string): Promise<void> {
    const account = email.toLowerCase();
    return this.limiter.check(
      [
        {
          key: `password-forgot:address+email:${request.ip}:${account}`,
          max: this.max,
          windowMs: MINUTE_MS,
        },
        {
          key: `password-forgot:email:${account}`,
          max: this.max * EMAIL_FACTOR,
          windowMs: EMAIL_WINDOW_MS,
        },
        this.address(request),
      ],
      tooManyAttempts,
    );
  }

  /** Guesses at reset tokens, per address. */
  passwordReset(request: FastifyRequest): Promise<void> {
    return this.limiter.check(
      [
        { key: `password-reset:address:${request.ip}`, max: this.max, windowMs: MINUTE_MS },
        this.address(request),
      ],
      tooManyAttempts,
    );
  }

  private address(request: FastifyRequest): RateWindow {
    return {
      key: `password-checks:address:${request.ip}`,
      max: this.max * ADDRESS_FACTOR,
      windowMs: MINUTE_MS,
    };
  }
}
