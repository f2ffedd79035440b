import { parseRequestDate, type CalendarDate } from '@keyturn/shared';

/**
 * Calendar days as the database's date columns write them (YYYY-MM-DD) and as requests and
 * answers write them (MM/DD/YYYY): rate periods, birthdays, licences' expiry.
 */

export function calendarDateOf(isoDate: string): CalendarDate {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** MM/DD/YYYY from YYYY-MM-DD. */
export const requestDayOf = (isoDate: string) =>
  `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/** YYYY-MM-DD from MM/DD/YYYY, which the request schema has already found to be a real day. */
export function isoDayOf(requestDate: string): string {
  const parsed = parseRequestDate(requestDate);
  if (!parsed.ok) throw new Error(`an unchecked day reached the mapper: ${requestDate}`);
  const { year, month, day } = parsed.day;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
