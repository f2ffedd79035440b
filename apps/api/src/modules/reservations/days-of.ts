import { addDays, parseRequestDate, startOfDay } from '@keyturn/shared';

/** A day the query schema has already checked (MM/DD/YYYY) and the instant `shift` days on. */
function dayStart(day: string, timeZone: string, shift = 0): Date {
  const parsed = parseRequestDate(day);
  if (!parsed.ok) throw new Error(`an unchecked day reached the service: ${day}`);
  return startOfDay(addDays(parsed.day, shift), timeZone);
}

/**
 * Whole days of the company's zone as instants: from the first day's midnight to the midnight
 * after the last (so the last day is included, daylight-saving days at their real length).
 * Either end may be open; undefined when both are.
 */
export function daysOf(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { from?: Date; to?: Date } | undefined {
  if (from === undefined && to === undefined) return undefined;
  return {
    from: from === undefined ? undefined : dayStart(from, timeZone),
    to: to === undefined ? undefined : dayStart(to, timeZone, 1),
  };
}
