import { lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { authAttemptWindows } from '../db/schema.ts';
import { HttpError } from '../lib/http-errors.ts';

const WINDOW_MS = 60_000;

/**
 * Counts login and register attempts per client address and per email in fixed one-minute
 * windows. The windows are rows of the database, so every server instance counts into the same
 * ones: running more instances does not multiply the guesses anyone may make.
 */
export class AuthRateLimiter {
  constructor(
    private readonly db: Database,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts the attempt; 429 with Retry-After once any of its keys has used up its window. */
  async check(request: FastifyRequest, email: string | undefined): Promise<void> {
    const keys = [`ip:${request.ip}`];
    if (email) keys.push(`email:${email.toLowerCase()}`);
    const now = this.now();
    const windows = await this.count(keys, now);
    let retryAfterMs = 0;
    for (const window of windows) {
      if (window.count > this.max) {
        retryAfterMs = Math.max(retryAfterMs, window.resetsAt.getTime() - now);
      }
    }
    if (retryAfterMs > 0) {
      const seconds = Math.ceil(retryAfterMs / 1000);
      throw new HttpError(429, `Too many attempts. Please wait ${seconds} seconds and try again.`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
  }

  /** One statement: each key's window gains an attempt, or a new window starts with it. */
  private count(keys: string[], now: number) {
    const at = sql`${new Date(now).toISOString()}::timestamptz`;
    const open = sql`${authAttemptWindows.resetsAt} > ${at}`;
    const resetsAt = new Date(now + WINDOW_MS);
    return this.db
      .insert(authAttemptWindows)
      .values(keys.map((key) => ({ key, count: 1, resetsAt })))
      .onConflictDoUpdate({
        target: authAttemptWindows.key,
        set: {
          count: sql`CASE WHEN ${open} THEN ${authAttemptWindows.count} + 1 ELSE 1 END`,
          resetsAt: sql`CASE WHEN ${open} THEN ${authAttemptWindows.resetsAt} ELSE excluded.resets_at END`,
        },
      })
      .returning({ count: authAttemptWindows.count, resetsAt: authAttemptWindows.resetsAt });
  }
}

/** Deletes the windows that closed before `now`; how many went. */
export async function deleteClosedAttemptWindows(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(authAttemptWindows)
    .where(lte(authAttemptWindows.resetsAt, now))
    .returning({ key: authAttemptWindows.key });
  return deleted.length;
}
