import { DEFAULT_COMPANY_TIME_ZONE, toWallClock } from '@keyturn/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date `daysAhead` days from today in the company's zone, as a date input takes it. */
export function companyDate(daysAhead: number): string {
  // Noon UTC keeps the arithmetic clear of midnight in San Francisco.
  const today = toWallClock(new Date(), DEFAULT_COMPANY_TIME_ZONE);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead, 12));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

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
