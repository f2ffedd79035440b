import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttemptWindows } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';

/** At most `max` attempts under one key in a fixed window of `windowMs`. */
export interface RateWindow {
  key: string;
  max: number;
  windowMs: number;
}

/** The sentence of a refusal, given how long the caller has to wait. */
export type RefusalMessage = (wait: string) => string;

/** "45 seconds", "1 minute", "14 minutes": a wait put as a person would say it. */
export function waitPhrase(seconds: number): string {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Counts attempts in fixed windows that are rows of the database (`auth_attempt_windows`), so
 * every server instance counts into the same ones: running more instances does not multiply
 * what anyone may do.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** Counts the attempt in every window; 429 with Retry-After once any of them is used up. */
  async check(windows: RateWindow[], refusal: RefusalMessage): Promise<void> {
    const now = this.now();
    const counted = await this.count(windows, now);
    let retryAfterMs = 0;
    for (const window of windows) {
      const row = counted.find((candidate) => candidate.key === window.key);
      if (row && row.count > window.max) {
        retryAfterMs = Math.max(retryAfterMs, row.resetsAt.getTime() - now);
      }
    }
    if (retryAfterMs > 0) {
      const seconds = Math.ceil(retryAfterMs / 1000);
      throw new HttpError(429, refusal(waitPhrase(seconds)), {
        headers: { 'Retry-After': String(seconds) },
      });
    }
  }

  /**
   * One statement: each window gains an attempt, or a new window starts with it. The rows go in
   * key order, so two concurrent statements sharing keys lock them in the same order and never
   * deadlock.
   */
  private count(windows: RateWindow[], now: number) {
    const at = sql`${new Date(now).toISOString()}::timestamptz`;
    const open = sql`${authAttemptWindows.resetsAt} > ${at}`;
    const rows = windows
      .map(({ key, windowMs }) => ({ key, count: 1, resetsAt: new Date(now + windowMs) }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    return this.db
      .insert(authAttemptWindows)
      .values(rows)
      .onConflictDoUpdate({
        target: authAttemptWindows.key,
        set: {
          count: sql`CASE WHEN ${open} THEN ${authAttemptWindows.count} + 1 ELSE 1 END`,
          resetsAt: sql`CASE WHEN ${open} THEN ${authAttemptWindows.resetsAt} ELSE excluded.resets_at END`,
        },
      })
      .returning({
        key: authAttemptWindows.key,
        count: authAttemptWindows.count,
        resetsAt: authAttemptWindows.resetsAt,
      });
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
