import {
  DEFAULT_COMPANY_TIME_ZONE,
  dayInZone,
  formatRequestDateTime,
  fromWallClock,
  type WallClock,
} from '@keyturn/shared';

const ZONE = DEFAULT_COMPANY_TIME_ZONE;

/** The company's calendar day `daysAhead` from today, at `hour`:00, as a wall clock. */
export function dayAhead(daysAhead: number, hour = 10, minute = 0): WallClock {
  return dayInZone(new Date(), daysAhead, ZONE, hour, minute);
}

/** A request time (MM/DD/YYYY HH:mm:ss) `daysAhead` days from today at `hour`. */
export function at(daysAhead: number, hour = 10, minute = 0): string {
  return formatRequestDateTime(dayAhead(daysAhead, hour, minute));
}

/** A request day (MM/DD/YYYY) `daysAhead` days from today. */
export const requestDay = (daysAhead: number): string => at(daysAhead).slice(0, 10);

/** The next day (after tomorrow) on which the zone's clocks jump from 02:00 to 03:00. */
export function nextSpringForwardDay(): number {
  for (let days = 2; days < 400; days++) {
    if (fromWallClock(dayAhead(days, 2, 30), ZONE) === null) return days;
  }
  throw new Error('no daylight-saving change within a year');
}

/** The next day on which the zone's clocks go back from 02:00 to 01:00. */
export function nextFallBackDay(): number {
  for (let days = 2; days < 400; days++) {
    const midnight = fromWallClock(dayAhead(days, 0), ZONE)!;
    const three = fromWallClock(dayAhead(days, 3), ZONE)!;
    if (three.getTime() - midnight.getTime() === 4 * 3_600_000) return days;
  }
  throw new Error('no daylight-saving change within a year');
}

/** A response time (YYYY-MM-DDTHH:mm:ss) written as a request time (MM/DD/YYYY HH:mm:ss). */
export function asRequestTime(wallClock: string): string {
  return wallClock.replace(/^(\d{4})-(\d\d)-(\d\d)T/, '$2/$3/$1 ');
}

/** A request time (MM/DD/YYYY HH:mm:ss) as responses write it (YYYY-MM-DDTHH:mm:ss). */
export function asResponseTime(requestTime: string): string {
  return requestTime.replace(/^(\d\d)\/(\d\d)\/(\d{4}) /, '$3-$1-$2T');
}
