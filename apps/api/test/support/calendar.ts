import {
  DEFAULT_COMPANY_TIME_ZONE,
  dayInZone,
  formatRequestDateTime,
  fromWallClock,
  type WallClock,
} from '@keyturn/shared';

const ZONE = DEFAULT_COMPANY_TIME_ZONE;
const HOUR_MS = 3_600_000;
/**
 * How far ahead the search for a daylight-saving change looks. The next change of a kind can be
 * up to 371 days ahead (on the day of one, the next is on the same Sunday of next year's month
 * or a week later), past the default booking horizon: a file that books on one gives its test
 * app a horizon this long, so that it passes whatever day the tests' clock starts on.
 */
export const CLOCK_CHANGE_SEARCH_DAYS = 400;

/** The company's calendar as seen from `now`: days count from its today (0). */
export function companyCalendar(now: () => Date) {
  /** The calendar day `daysAhead` from today, at `hour`:`minute`, as a wall clock. */
  const dayAhead = (daysAhead: number, hour = 10, minute = 0): WallClock =>
    dayInZone(now(), daysAhead, ZONE, hour, minute);

  /** A request time (MM/DD/YYYY HH:mm:ss) `daysAhead` days from today at `hour`. */
  const at = (daysAhead: number, hour = 10, minute = 0): string =>
    formatRequestDateTime(dayAhead(daysAhead, hour, minute));

  /** How many hours the day `daysAhead` from today lasts: 23 or 25 when the clocks change. */
  const hoursIn = (daysAhead: number): number =>
    (fromWallClock(dayAhead(daysAhead + 1, 0), ZONE)!.getTime() -
      fromWallClock(dayAhead(daysAhead, 0), ZONE)!.getTime()) /
    HOUR_MS;

  /** The first day after tomorrow that lasts `hours` hours. */
  const nextDayOf = (hours: number): number => {
    for (let days = 2; days < CLOCK_CHANGE_SEARCH_DAYS; days++)
      if (hoursIn(days) === hours) return days;
    throw new Error('no daylight-saving change within a year');
  };

  return {
    dayAhead,
    at,
    /** A request day (MM/DD/YYYY) `daysAhead` days from today. */
    requestDay: (daysAhead: number): string => at(daysAhead).slice(0, 10),
    /** The next day (after tomorrow) on which the clocks jump from 02:00 to 03:00. */
    nextSpringForwardDay: () => nextDayOf(23),
    /** The next day (after tomorrow) on which the clocks go back from 02:00 to 01:00. */
    nextFallBackDay: () => nextDayOf(25),
    /** Whether the clocks change on the day `daysAhead` from today. */
    clocksChangeOn: (daysAhead: number): boolean => hoursIn(daysAhead) !== 24,
  };
}
