import { addDays, dayInZone, parseRequestDate, startOfDay } from '@keyturn/shared';
import { badRequest } from '../../lib/http-errors.ts';
import type { Window } from './occupancy.ts';

/**
 * Whole calendar days of the company's zone from `from` (MM/DD/YYYY; today when absent): from
 * the first day's midnight to the midnight after the last, so a day with a daylight-saving
 * change is 23 or 25 hours long, as its clocks show it.
 */
export function dayRange(
  from: string | undefined,
  days: number,
  timeZone: string,
  now: Date,
): Window {
  let first = dayInZone(now, 0, timeZone, 0);
  if (from !== undefined) {
    const parsed = parseRequestDate(from);
    if (!parsed.ok) throw badRequest(`From ${parsed.reason}`, 'from');
    first = parsed.day;
  }
  return {
    from: startOfDay(first, timeZone),
    to: startOfDay(addDays(first, days), timeZone),
  };
}
