import type { WallClock } from './time.ts';

/** A day of the calendar without a time: a birthday, a licence's expiry, a rate period's end. */
export type CalendarDate = Pick<WallClock, 'year' | 'month' | 'day'>;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01: dates compare and subtract as integers, whatever their time zone. */
export function daysSinceEpoch(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}
