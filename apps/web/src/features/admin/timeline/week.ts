import { addDays, toWallClock, type WallClock } from '@keyturn/shared';

/** The timeline shows one week, Monday to Sunday, as the office plans it. */
export const WEEK_DAYS = 7;

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

const longDayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tuesday, November 24, 2026': the day shown. */
export function formatLongDay(day: WallClock): string {
  return longDayLabel.format(asUtc(day));
}

/** A day's columns: two hours each. */
export const DAY_SLOTS = 12;

/** '12 AM', '2 AM' … '10 PM': where each of a day's columns begins. */
export function slotLabel(index: number): string {
  const hour = index * (24 / DAY_SLOTS);
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}
