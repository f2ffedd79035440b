import { addDays, toWallClock, type WallClock } from '@keyturn/shared';

/** The timeline shows one week, Monday to Sunday, as the office plans it. */
export const WEEK_DAYS = 7;

const pad = (value: number) => String(value).padStart(2, '0');
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as the page's address keeps it: 2026-11-23. */
export function isoDate(day: WallClock): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** A day as the API's `from` wants it: 11/23/2026. */
export function requestDate(day: WallClock): string {
  return `${pad(day.month)}/${pad(day.day)}/${day.year}`;
}

/** The day an address names, or undefined for anything that is not a real YYYY-MM-DD date. */
export function parseIsoDate(value: string | null): WallClock | undefined {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day, hour: 0, minute: 0, second: 0 };
}

/** The Monday of the week the day belongs to. */
export function mondayOf(day: WallClock): WallClock {
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Today in the company's zone, at midnight. */
export function todayIn(timeZone: string, now: Date): WallClock {
  const clock = toWallClock(now, timeZone);
  return { ...clock, hour: 0, minute: 0, second: 0 };
}

export function weekDays(monday: WallClock): WallClock[] {
  return Array.from({ length: WEEK_DAYS }, (_, index) => addDays(monday, index));
}

const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const rangeLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const asUtc = (day: WallClock) => new Date(Date.UTC(day.year, day.month - 1, day.day));

/** 'Mon, Nov 23': a column's heading. */
export function formatDay(day: WallClock): string {
  return dayLabel.format(asUtc(day));
}

/** 'Nov 23, 2026 – Nov 29, 2026': the week shown. */
export function formatWeek(monday: WallClock): string {
  return rangeLabel.formatRange(asUtc(monday), asUtc(addDays(monday, WEEK_DAYS - 1)));
}
