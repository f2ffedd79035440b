import { DEFAULT_COMPANY_TIME_ZONE, fromWallClock, toWallClock } from '@keyturn/shared';

// Every day and time a browser test picks comes from here. The server runs on the real clock,
// so tests pick days ahead of today; these helpers make a test come out the same whatever day
// it runs on: they count from one today, even past midnight, keep night hours off the days the
// clocks change, and give the office hours of the weekday picked.

const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO date's year, month and day. */
const partsOf = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** Noon UTC on an ISO date: its weekday, and days added without any zone's midnight between. */
function noonOf(isoDate: string): Date {
  const [year, month, day] = partsOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** The ISO date `days` after `isoDate` (before it when negative). */
export function addDays(isoDate: string, days: number): string {
  return new Date(noonOf(isoDate).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Today in the company's zone, read once: every day a test file picks counts from the same
 * today, also when the file runs on past midnight.
 */
const today = (() => {
  const { year, month, day } = toWallClock(new Date(), DEFAULT_COMPANY_TIME_ZONE);
  return `${year}-${pad(month)}-${pad(day)}`;
})();

/** A date `daysAhead` days from today in the company's zone, as a date input takes it. */
export const companyDate = (daysAhead: number): string => addDays(today, daysAhead);

/** The instant at which the company's clocks show `time` ('HH:mm') on `isoDate`. */
export function companyInstant(isoDate: string, time: string): Date {
  const [year, month, day] = partsOf(isoDate);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const instant = fromWallClock(
    { year, month, day, hour, minute, second: 0 },
    DEFAULT_COMPANY_TIME_ZONE,
  );
  if (!instant) throw new Error(`${time} does not exist on ${isoDate}: the clocks skip it`);
  return instant;
}

/** Whether the company's day is not 24 hours long. */
function clocksChangeOn(isoDate: string): boolean {
  const midnight = (date: string) => companyInstant(date, '00:00').getTime();
  return midnight(addDays(isoDate, 1)) - midnight(isoDate) !== DAY_MS;
}

/**
 * The first day at least `daysAhead` days from today that starts `days` days in a row on which
 * the clocks do not change, so that their night hours exist, and exist once (a test that books
 * at 02:00 would otherwise fail on the day the clocks skip it).
 */
export function quietDayAhead(daysAhead: number, days = 1): number {
  let first = daysAhead;
  for (let day = first; day < first + days; day += 1) {
    if (clocksChangeOn(companyDate(day))) first = day + 1;
  }
  return first;
}

/**
 * A quiet day (or run of `days` quiet days) picked at random from `span` days starting `min`
 * days ahead: test runs against the same database rarely meet.
 */
export const randomQuietDayAhead = (min: number, span: number, days = 1): number =>
  quietDayAhead(min + Math.floor(Math.random() * span), days);

/** The Monday of the week `isoDate` falls in: the admin timeline's weeks start on Mondays. */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, -((noonOf(isoDate).getUTCDay() + 6) % 7));
}

/**
 * A company wall-clock time as a request takes it, MM/DD/YYYY HH:mm:ss: ('2026-11-24', '10:00')
 * or ('2026-11-24', '10:00:00') → '11/24/2026 10:00:00'.
 */
export function requestTime(isoDate: string, time: string): string {
  const [year, month, day] = isoDate.split('-');
  const withSeconds = /^\d\d:\d\d$/.test(time) ? `${time}:00` : time;
  return `${month}/${day}/${year} ${withSeconds}`;
}

/**
 * The instant `ms` from now as a request time, for a booking that must start about now. In
 * UTC, not the company's wall clock: in the hour the clocks repeat each autumn, the wall clock
 * names the earlier of two instants, which may have passed.
 */
export const requestTimeIn = (ms: number): string => new Date(Date.now() + ms).toISOString();

/** The keys a person types into a date input for an ISO date: its digits as MM DD YYYY. */
export const dateKeys = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}${day}${year}`;
};

/** The keys a person types into a time input for 'HH:mm': hh mm and A or P. */
export const timeKeys = (time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}${String(minute).padStart(2, '0')}${hour < 12 ? 'A' : 'P'}`;
};

/** A date as the site names a day in its lists: 'Thu, Nov 26'. */
export function dayName(isoDate: string): string {
  return noonOf(isoDate).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The office's hours on a day, as the site's working hours say (Mon-Fri 9 AM to 9 PM, Saturday
 * to 7 PM, Sunday to 5 PM): 'HH:mm' company wall clock.
 */
export function officeHours(isoDate: string): { opens: string; closes: string } {
  const weekday = noonOf(isoDate).getUTCDay();
  return { opens: '09:00', closes: weekday === 0 ? '17:00' : weekday === 6 ? '19:00' : '21:00' };
}

/** A time as the site writes it: '14:00' → '2:00 PM'. */
export function clockName(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A company day as a request takes a date, MM/DD/YYYY: '2026-11-24' → '11/24/2026'. */
export function requestDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}
