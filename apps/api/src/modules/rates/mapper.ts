import type { RatePeriod, RatePeriodRecord, RatePeriodRequest } from '@keyturn/shared';
import { calendarDateOf, isoDayOf, requestDayOf } from '../../lib/calendar-days.ts';
import type { RatePeriodRow, RatePeriodValues } from './repository.ts';

export function toRatePeriodRecord(row: RatePeriodRow): RatePeriodRecord {
  return {
    id: row.id,
    name: row.name,
    startDate: requestDayOf(row.startDate),
    endDate: requestDayOf(row.endDate),
    percent: row.percent,
  };
}

/** What the price reads of a rate period. */
export function toRatePeriod(
  row: Pick<RatePeriodRow, 'startDate' | 'endDate' | 'percent'>,
): RatePeriod {
  return {
    startDate: calendarDateOf(row.startDate),
    endDate: calendarDateOf(row.endDate),
    percent: row.percent,
  };
}

export function toRatePeriodValues(request: RatePeriodRequest): RatePeriodValues {
  return {
    name: request.name,
    startDate: isoDayOf(request.startDate),
    endDate: isoDayOf(request.endDate),
    percent: request.percent,
  };
}
