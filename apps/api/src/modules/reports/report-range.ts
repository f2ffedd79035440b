import {
  addDays,
  formatRequestDateTime,
  parseRequestDate,
  startOfDay,
  type ReportRangeQuery,
  type WallClock,
} from '@keyturn/shared';
import type { Window } from '../availability/index.ts';

/** A report's company days, both included, and where each begins and ends as an instant. */
export interface ReportRange {
  timeZone: string;
  /** Every day of the range, in order. */
  days: WallClock[];
  /**
   * The instant each day begins, then the midnight after the last: `days.length + 1` bounds, so
   * day i runs over [bounds[i], bounds[i + 1]). A day on which the clocks change is 23 or 25
   * hours long, as the company's clocks ran it (startOfDay, as the timeline's days are cut).
   */
  bounds: Date[];
  /** The whole range: from the first day's start to the midnight after the last. */
  window: Window;
}

/** The range a query the schema has checked names (real days, in order, at most a year). */
export function reportRange(query: ReportRangeQuery, timeZone: string): ReportRange {
  const first = parsedDay(query.from);
  const last = parsedDay(query.to);
  const days: WallClock[] = [];
  for (let day = first; !after(day, last); day = addDays(day, 1)) days.push(day);
  const bounds = [...days, addDays(last, 1)].map((day) => startOfDay(day, timeZone));
  return { timeZone, days, bounds, window: { from: bounds[0]!, to: bounds[bounds.length - 1]! } };
}

/** MM/DD/YYYY, as requests and answers name a day. */
export const requestDayText = (day: WallClock) => formatRequestDateTime(day).slice(0, 10);

function parsedDay(value: string): WallClock {
  const parsed = parseRequestDate(value);
  if (!parsed.ok) throw new Error(`an unchecked day reached the report: ${value}`);
  return parsed.day;
}

const after = (a: WallClock, b: WallClock) =>
  a.year !== b.year ? a.year > b.year : a.month !== b.month ? a.month > b.month : a.day > b.day;

/** The bounds as one SQL array literal of instants, for width_bucket. */
export const boundsLiteral = (range: ReportRange) =>
  `{${range.bounds.map((bound) => bound.toISOString()).join(',')}}`;
