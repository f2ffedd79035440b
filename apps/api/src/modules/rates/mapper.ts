import type {
  CalendarDate,
  RatePeriod,
  RatePeriodRecord,
  RatePeriodRequest,
} from '@keyturn/shared';
import { parseRequestDate } from '@keyturn/shared';
import type { RatePeriodRow, RatePeriodValues } from './repository.ts';

/** A date column's text (YYYY-MM-DD) as a calendar day. */
function dayOf(isoDate: string): CalendarDate {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** MM/DD/YYYY, as requests write days, from YYYY-MM-DD. */
const requestDay = (isoDate: string) =>
  `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

/** YYYY-MM-DD from MM/DD/YYYY, which the request schema has already found to be a real day. */
function isoDay(requestDate: string): string {
  const parsed = parseRequestDate(requestDate);
  if (!parsed.ok) throw new Error(`an unchecked day reached the mapper: ${requestDate}`);
  const { year, month, day } = parsed.day;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function toRatePeriodRecord(row: RatePeriodRow): RatePeriodRecord {
  return {
    id: row.id,
    name: row.name,
    startDate: requestDay(row.startDate),
    endDate: requestDay(row.endDate),
    percent: row.percent,
  };
}

/** What the price reads of a rate period. */
export function toRatePeriod(row: RatePeriodRow): RatePeriod {
  return { startDate: dayOf(row.startDate), endDate: dayOf(row.endDate), percent: row.percent };
}

export function toRatePeriodValues(request: RatePeriodRequest): RatePeriodValues {
  return {
    name: request.name,
    startDate: isoDay(request.startDate),
    endDate: isoDay(request.endDate),
    percent: request.percent,
  };
}
