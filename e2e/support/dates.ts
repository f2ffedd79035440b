import { dayInZone, DEFAULT_COMPANY_TIME_ZONE, fromWallClock, toWallClock } from '@keyturn/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date `daysAhead` days from today in the company's zone, as a date input takes it. */
export function companyDate(daysAhead: number): string {
  // Noon UTC keeps the arithmetic clear of midnight in San Francisco.
  const today = toWallClock(new Date(), DEFAULT_COMPANY_TIME_ZONE);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead, 12));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

const DAY_MS = 86_400_000;

/** Whether the company's day `daysAhead` days from today is not 24 hours long. */
function clocksChangeOn(daysAhead: number): boolean {
  const midnight = (days: number) =>
    fromWallClock(
      dayInZone(new Date(), days, DEFAULT_COMPANY_TIME_ZONE, 0),
      DEFAULT_COMPANY_TIME_ZONE,
    )!;
  return midnight(daysAhead + 1).getTime() - midnight(daysAhead).getTime() !== DAY_MS;
}

/**
 * The first day at least `daysAhead` days from today on which the clocks do not change, so that
 * its night hours exist, and exist once (a test that books at 02:00 would otherwise fail on the
 * day the clocks skip it).
 */
export function quietDayAhead(daysAhead: number): number {
  let day = daysAhead;
  while (clocksChangeOn(day)) day += 1;
  return day;
}

/** A quiet day picked at random from `span` days starting `min` days ahead: test runs rarely meet. */
export const randomQuietDayAhead = (min: number, span: number): number =>
  quietDayAhead(min + Math.floor(Math.random() * span));

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
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
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
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return { opens: '09:00', closes: weekday === 0 ? '17:00' : weekday === 6 ? '19:00' : '21:00' };
}

/** A time as the site writes it: '14:00' → '2:00 PM'. */
export function clockName(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
