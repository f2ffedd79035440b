import { DEFAULT_COMPANY_TIME_ZONE, fromWallClock } from '@keyturn/shared';

/**
 * Where the API tests' clock starts: a Tuesday morning in the company's zone. Every file's
 * "today", "in three days", month end and next daylight-saving change are then the same on
 * every run, whatever the real date (CI failed on a day the clocks changed).
 *
 * It must lie after the real date. The database still stamps two times the app compares with
 * its own clock's, with now(): a queued mail's next_attempt_at, which the mail worker holds
 * against its now, and a booking's created_at, which the reminders hold against its pick-up.
 * With the tests' clock ahead of the database's, a queued mail is due at once, as in
 * production, and a booking counts as made long before its pick-up; behind it, no mail the
 * database queued would ever be sent (decision 042).
 */
export const TEST_CLOCK_START = fromWallClock(
  { year: 2031, month: 6, day: 10, hour: 9, minute: 0, second: 0 },
  DEFAULT_COMPANY_TIME_ZONE,
)!;

if (Date.now() >= TEST_CLOCK_START.getTime()) {
  throw new Error(
    `The API tests' clock starts at ${TEST_CLOCK_START.toISOString()}, which the real date has ` +
      `passed: mails the database queues at its own now() would never be due on the tests' ` +
      `clock. Move TEST_CLOCK_START in apps/api/test/support/clock.ts to a weekday morning ` +
      `after today (decision 042).`,
  );
}

/**
 * The clock runs at real speed from its start rather than standing still: a mail claim, a
 * rate-limit window or a session must still run out while a test waits for it, as they do in
 * production. A file runs for minutes, and the start leaves fifteen hours to the company's
 * midnight, so its calendar answers stay fixed. Measured on the monotonic clock: nothing that
 * sets the system's time moves it.
 */
const startedAtMs = performance.now();

/** The tests' now: TEST_CLOCK_START plus the time this file has run. */
export function testNow(): Date {
  return new Date(TEST_CLOCK_START.getTime() + (performance.now() - startedAtMs));
}

/** The tests' now moved by `ms`; negative: ago. */
export const fromNow = (ms: number): Date => new Date(testNow().getTime() + ms);

/** A clock `aheadMs` ahead of the tests' one, for a test that jumps past a time rule. */
export class ClockAhead {
  aheadMs = 0;
  readonly now = (): Date => fromNow(this.aheadMs);
}
