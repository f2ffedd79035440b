import { DEFAULT_COMPANY_TIME_ZONE, toWallClock } from '@keyturn/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/** A date `daysAhead` days from today in the company's zone, as a date input takes it. */
export function companyDate(daysAhead: number): string {
  // Noon UTC keeps the arithmetic clear of midnight in San Francisco.
  const today = toWallClock(new Date(), DEFAULT_COMPANY_TIME_ZONE);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead, 12));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}
