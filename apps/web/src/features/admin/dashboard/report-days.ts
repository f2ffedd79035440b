import {
  addDays,
  dayInZone,
  parseRequestDate,
  REPORT_DEFAULT_DAYS,
  reportRangeQuerySchema,
} from '@keyturn/shared';
import type { AddressCodec } from '../../../lib/use-address-state.ts';
import { isoDateOfRequest, requestDate, requestDateOfIso } from '../../../lib/iso-days.ts';
import type { ReportRange } from './reports-api.ts';

/** The last `days` company days, today included, as the reports take them. */
export function lastDays(days: number, timeZone: string, now: Date): ReportRange {
  const today = dayInZone(now, 0, timeZone, 0);
  return { from: requestDate(addDays(today, 1 - days)), to: requestDate(today) };
}

/** What the dashboard shows first: the last 30 company days. */
export const defaultRange = (timeZone: string, now: Date) =>
  lastDays(REPORT_DEFAULT_DAYS, timeZone, now);

/**
 * How the dashboard's address holds the reports' range (`?from=2026-11-01&to=2026-11-30`, days
 * as the timeline's address keeps them), so that a reload or a shared link shows the same
 * range. The default range has no query; one the reports would refuse (not real days, the
 * wrong way round, over a year) reads as the default.
 */
export function rangeInAddress(fallback: () => ReportRange): AddressCodec<ReportRange> {
  return {
    read(query) {
      const judged = judgeIsoRange({ from: query.get('from') ?? '', to: query.get('to') ?? '' });
      return 'range' in judged ? judged.range : fallback();
    },
    write(range) {
      const shownFirst = fallback();
      if (range.from === shownFirst.from && range.to === shownFirst.to) {
        return new URLSearchParams();
      }
      return new URLSearchParams(isoRange(range));
    },
  };
}

const asUtcDate = (requestDay: string) => {
  const parsed = parseRequestDate(requestDay);
  if (!parsed.ok) return undefined;
  const { year, month, day } = parsed.day;
  return new Date(Date.UTC(year, month - 1, day));
};

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A report's day (06/10/2031) on a chart's axis: Jun 10. */
export function formatShortDay(requestDay: string): string {
  const date = asUtcDate(requestDay);
  return date ? shortDay.format(date) : requestDay;
}

/** A report's day in a table or a sentence: Tue, Jun 10, 2031. */
export function formatLongDay(requestDay: string): string {
  const date = asUtcDate(requestDay);
  return date ? longDay.format(date) : requestDay;
}

/** A report's range (06/10/2031) as date inputs hold it (2031-06-10); empty where not a day. */
export function isoRange(range: ReportRange): { from: string; to: string } {
  return { from: isoDateOfRequest(range.from) ?? '', to: isoDateOfRequest(range.to) ?? '' };
}

/**
 * Two days as date inputs and the address hold them (2026-11-01), judged by the reports' own
 * rule: the range the reports take, or why not in a sentence.
 */
export function judgeIsoRange(days: {
  from: string;
  to: string;
}): { range: ReportRange } | { problem: string } {
  const from = requestDateOfIso(days.from);
  const to = requestDateOfIso(days.to);
  if (!from || !to) return { problem: 'Choose the first and the last day.' };
  const asked = reportRangeQuerySchema.safeParse({ from, to });
  return asked.success ? { range: asked.data } : { problem: `${asked.error.issues[0]!.message}.` };
}
