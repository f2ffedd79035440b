import { DEFAULT_COMPANY_TIME_ZONE, fromWallClock } from '../time.ts';

/** The instant of a wall-clock time in the company's zone (a time the clocks skip throws). */
export function companyTime(year: number, month: number, day: number, hour: number, minute = 0) {
  const instant = fromWallClock(
    { year, month, day, hour, minute, second: 0 },
    DEFAULT_COMPANY_TIME_ZONE,
  );
  if (!instant)
    throw new Error(`${year}-${month}-${day} ${hour}:${minute} is skipped by the clocks`);
  return instant;
}

export const hoursAfter = (start: Date, hours: number) =>
  new Date(start.getTime() + hours * 3_600_000);

/** A company calendar day. */
export const calendarDay = (year: number, month: number, day: number) => ({ year, month, day });
