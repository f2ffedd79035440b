import { addDays, type WallClock } from '@keyturn/shared';
import type { AddressCodec } from '../../../lib/use-address-state.ts';
import { isoDate, parseIsoDate } from '../../../lib/iso-days.ts';
import { mondayOf, WEEK_DAYS } from './week.ts';

/**
 * What the timeline shows: a week, Monday to Sunday, as the office plans it, or one day, where
 * a booking of a few hours is wide enough to read (decision 040).
 */
export interface TimelineSpan {
  scale: 'week' | 'day';
  /** The first day shown, at midnight. */
  first: WallClock;
  days: number;
}

const week = (day: WallClock): TimelineSpan => ({
  scale: 'week',
  first: mondayOf(day),
  days: WEEK_DAYS,
});
/** The span that shows just this day. */
export const daySpan = (day: WallClock): TimelineSpan => ({ scale: 'day', first: day, days: 1 });

/**
 * The span an address asks for: `?day=2026-11-24` one day, `?from=2026-11-23` the week of that
 * day, nothing this week.
 */
export function spanFromAddress(search: URLSearchParams, today: WallClock): TimelineSpan {
  const day = parseIsoDate(search.get('day'));
  if (day) return daySpan(day);
  return week(parseIsoDate(search.get('from')) ?? today);
}

/** The address of a span: this week has none, so the sidebar's link shows it. */
export function spanAddress(span: TimelineSpan, today: WallClock): Record<string, string> {
  if (span.scale === 'day') return { day: isoDate(span.first) };
  return isoDate(span.first) === isoDate(mondayOf(today)) ? {} : { from: isoDate(span.first) };
}

/** How the address holds a span, as of `today` (whose week needs no query). */
export function spanInAddress(today: WallClock): AddressCodec<TimelineSpan> {
  return {
    read: (query) => spanFromAddress(query, today),
    write: (span) => new URLSearchParams(spanAddress(span, today)),
  };
}

/** The span `steps` weeks or days on (back, when negative). */
export const shiftSpan = (span: TimelineSpan, steps: number): TimelineSpan => ({
  ...span,
  first: addDays(span.first, steps * span.days),
});

/** The span of today, at the same scale. */
export const currentSpan = (scale: TimelineSpan['scale'], today: WallClock): TimelineSpan =>
  scale === 'day' ? daySpan(today) : week(today);

/** Whether the span holds today. */
export function holdsToday(span: TimelineSpan, today: WallClock): boolean {
  const shown = Array.from({ length: span.days }, (_, index) =>
    isoDate(addDays(span.first, index)),
  );
  return shown.includes(isoDate(today));
}

/** One day of a week: today when the week holds it, else its Monday. */
export const dayOf = (span: TimelineSpan, today: WallClock): TimelineSpan =>
  daySpan(span.scale === 'week' && holdsToday(span, today) ? today : span.first);

/** The week a day belongs to. */
export const weekOf = (span: TimelineSpan): TimelineSpan => week(span.first);
