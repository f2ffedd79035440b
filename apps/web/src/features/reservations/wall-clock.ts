import { fromWallClock } from '@keyturn/shared';

/** A response time (the company's wall clock, YYYY-MM-DDTHH:mm:ss) as the instant it names. */
export function responseInstant(wallClock: string, timeZone: string): Date {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = wallClock
    .split(/[-T:]/)
    .map(Number);
  const instant = fromWallClock({ year, month, day, hour, minute, second }, timeZone);
  // The server writes times the clocks show, never one a daylight-saving change skips.
  return instant ?? new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}
