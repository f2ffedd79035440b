import { fromWallClock, type WallClock } from './time.ts';

/** How a request names a calendar day of the company's zone. */
export const REQUEST_DATE_FORMAT = 'MM/DD/YYYY';

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** What a request date looks like, for the API document. */
export const REQUEST_DATE_META = { pattern: DATE_PATTERN.source, example: '06/15/2027' };

export type ParsedDate = { ok: true; day: WallClock } | { ok: false; reason: string };

/** Reads MM/DD/YYYY as the day's midnight wall clock. */
export function parseRequestDate(value: string): ParsedDate {
  const match = DATE_PATTERN.exec(value);
  if (!match) return { ok: false, reason: `must be written as ${REQUEST_DATE_FORMAT}` };
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return { ok: false, reason: 'is not a real date' };
  }
  return { ok: true, day: { year, month, day, hour: 0, minute: 0, second: 0 } };
}

/** The calendar day `days` after `day` (negative: before), at midnight. */
export function addDays(day: WallClock, days: number): WallClock {
  const shifted = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
  };
}

/**
 * The instant the day begins in the zone. Where a daylight-saving change skips midnight (some
 * zones change at 00:00), the day begins at the first wall-clock time that exists.
 */
export function startOfDay(day: WallClock, timeZone: string): Date {
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const instant = fromWallClock(
      { ...day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 },
      timeZone,
    );
    if (instant) return instant;
  }
  throw new Error(`no time of ${JSON.stringify(day)} exists in ${timeZone}`);
}
