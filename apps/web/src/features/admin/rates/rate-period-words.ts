import type { RatePeriodRequest } from '@keyturn/shared';
import dayjs from 'dayjs';
import { isoDateOfRequest } from '../../../lib/iso-days.ts';

/** The change as the office reads it: '+25 %', '-10 %', '0 %'. */
export function formatPercentChange(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent} %`;
}

/** A day of a rate period (12/20/2027) as a list shows it: 'Mon, Dec 20, 2027'. */
export function formatRateDay(day: string): string {
  const iso = isoDateOfRequest(day);
  return iso ? dayjs(iso).format('ddd, MMM D, YYYY') : day;
}

/** Its days and change in one line, for the edit page's heading. */
export function describeRatePeriod({ startDate, endDate, percent }: RatePeriodRequest): string {
  return `${formatRateDay(startDate)} – ${formatRateDay(endDate)} · ${formatPercentChange(percent)}`;
}
