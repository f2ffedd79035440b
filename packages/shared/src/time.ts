/**
 * Wall-clock times of the company's time zone, converted to and from absolute instants with
 * the platform's Intl data only, so that client and server agree without a time-zone library.
 */
import {
  MAX_HANDED_HOURS,
  rememberedHourOffset,
  rememberHourOffset,
  type ZoneOffsetSpan,
} from './zone-offsets.ts';

export const DEFAULT_COMPANY_TIME_ZONE = 'America/Los_Angeles';

/** How requests carry a time: MM/DD/YYYY HH:mm:ss in the company's zone. */
export const REQUEST_DATE_TIME_FORMAT = 'MM/DD/YYYY HH:mm:ss';
/** How responses give a time: YYYY-MM-DDTHH:mm:ss in the company's zone, without offset. */
export const RESPONSE_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 86_400_000;

/**
 * One en-US formatter with these options per zone, made on first use: making one costs far
 * more than formatting with it, and the booking path and the mails format times on every call.
 */
export function zoneFormatters(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const formatterFor = zoneFormatters({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The wall clock as Intl reads it, asked every time: what toWallClock answers outside the
 * remembered offsets, and what it must answer within them (time-offsets.test.ts).
 */
export function wallClockFromIntl(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const HOUR_MS = 3_600_000;
/** Where Date.UTC reads the year as written; outside it the slow path answers. */
const FAST_PATH_FROM_MS = Date.UTC(1900, 0, 1);
const FAST_PATH_TO_MS = Date.UTC(9999, 0, 1);

/** The zone's offset from UTC at `ms`, in ms, as Intl says (to the second). */
function offsetFromIntl(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return wallClockAsUtcMs(wallClockFromIntl(new Date(wholeSecond), timeZone)) - wholeSecond;
}

/**
 * The zone's offset during the UTC hour holding `ms`, or null when it changes within that hour.
 * Intl's formatToParts costs several microseconds a call and fromWallClock needs six, so each
 * hour's offset is asked once and remembered.
 */
function cachedHourOffset(ms: number, timeZone: string): number | null {
  const hour = Math.floor(ms / HOUR_MS);
  const known = rememberedHourOffset(hour, timeZone);
  if (known !== undefined) return known;
  const atStart = offsetFromIntl(hour * HOUR_MS, timeZone);
  if (offsetFromIntl((hour + 1) * HOUR_MS - 1000, timeZone) !== atStart) return null;
  rememberHourOffset(hour, timeZone, atStart);
  return atStart;
}

/**
 * The zone's offsets over `hours` whole hours from the one holding `from`, as Intl reads them,
 * leaving out an hour in which the clocks change. What the server hands a page it rendered,
 * for rememberZoneOffsets there.
 */
export function zoneOffsetSpans(from: Date, hours: number, timeZone: string): ZoneOffsetSpan[] {
  const spans: ZoneOffsetSpan[] = [];
  const firstHour = Math.floor(from.getTime() / HOUR_MS);
  for (let hour = firstHour; hour < firstHour + Math.min(hours, MAX_HANDED_HOURS); hour++) {
    const offsetMs = cachedHourOffset(hour * HOUR_MS, timeZone);
    if (offsetMs === null) continue;
    const last = spans.at(-1);
    if (last && last.offsetMs === offsetMs && last.fromHour + last.hours === hour) last.hours++;
    else spans.push({ fromHour: hour, hours: 1, offsetMs });
  }
  return spans;
}

export function toWallClock(instant: Date, timeZone: string): WallClock {
  const ms = instant.getTime();
  const offset =
    ms >= FAST_PATH_FROM_MS && ms < FAST_PATH_TO_MS ? cachedHourOffset(ms, timeZone) : null;
  if (offset === null) return wallClockFromIntl(instant, timeZone);
  const shown = new Date(ms + offset);
  return {
    year: shown.getUTCFullYear(),
    month: shown.getUTCMonth() + 1,
    day: shown.getUTCDate(),
    hour: shown.getUTCHours(),
    minute: shown.getUTCMinutes(),
    second: shown.getUTCSeconds(),
  };
}

function wallClockAsUtcMs(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

function sameWallClock(a: WallClock, b: WallClock): boolean {
  return wallClockAsUtcMs(a) === wallClockAsUtcMs(b);
}

/**
 * The instant at which the zone's clocks show `clock`, or null when they never do (the hour
 * skipped by a daylight-saving change). Of a repeated hour, the first occurrence is taken.
 */
export function fromWallClock(clock: WallClock, timeZone: string): Date | null {
  const target = wallClockAsUtcMs(clock);
  const offsetAt = (ms: number) => wallClockAsUtcMs(toWallClock(new Date(ms), timeZone)) - ms;
  // The offsets a day before and a day after bracket any daylight-saving change near `clock`.
  const candidates = [target - DAY_MS, target, target + DAY_MS]
    .map((probe) => target - offsetAt(probe))
    .filter((ms) => sameWallClock(toWallClock(new Date(ms), timeZone), clock))
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0]!) : null;
}

/** The zone's calendar day `days` after the one `from` falls on, at `hour`:`minute`. */
export function dayInZone(
  from: Date,
  days: number,
  timeZone: string,
  hour: number,
  minute = 0,
): WallClock {
  const today = toWallClock(from, timeZone);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour,
    minute,
    second: 0,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function formatWallClock(instant: Date, timeZone: string): string {
  const c = toWallClock(instant, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

export function formatRequestDateTime(clock: WallClock): string {
  return `${pad(clock.month)}/${pad(clock.day)}/${pad(clock.year, 4)} ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
}

const REQUEST_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
const ISO_WITH_OFFSET_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** What a request time looks like, for the API document: both forms parseRequestDateTime reads. */
export const REQUEST_DATE_TIME_META = {
  description: `The company's wall clock as ${REQUEST_DATE_TIME_FORMAT}, or ISO 8601 with an offset`,
  pattern: `^(?:${REQUEST_PATTERN.source.slice(1, -1)}|${ISO_WITH_OFFSET_PATTERN.source.slice(1, -1)})$`,
  example: '06/15/2027 10:00:00',
};
/** The example of a time that ends what REQUEST_DATE_TIME_META's example starts. */
export const REQUEST_DATE_TIME_END_EXAMPLE = '06/15/2027 14:00:00';

export type ParsedDateTime = { ok: true; instant: Date } | { ok: false; reason: string };

function isRealDate(clock: WallClock): boolean {
  const probe = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
  return (
    probe.getUTCFullYear() === clock.year &&
    probe.getUTCMonth() === clock.month - 1 &&
    probe.getUTCDate() === clock.day &&
    clock.hour < 24 &&
    clock.minute < 60 &&
    clock.second < 60
  );
}

/** The wall clock of numbers read in order from year to second; without a second, 0. */
function clockOf([year, month, day, hour, minute, second = 0]: (number | undefined)[]): WallClock {
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second };
}

/** Reads a request time: company wall clock as MM/DD/YYYY HH:mm:ss, or ISO 8601 with offset. */
export function parseRequestDateTime(value: string, timeZone: string): ParsedDateTime {
  const local = REQUEST_PATTERN.exec(value);
  if (local) {
    const [month, day, year, hour, minute, second] = local.slice(1).map(Number);
    const clock = clockOf([year, month, day, hour, minute, second]);
    if (!isRealDate(clock)) return { ok: false, reason: 'is not a real date and time' };
    const instant = fromWallClock(clock, timeZone);
    if (!instant) {
      return { ok: false, reason: 'does not exist on that day (the clocks skip it)' };
    }
    return { ok: true, instant };
  }
  if (ISO_WITH_OFFSET_PATTERN.test(value)) {
    const instant = new Date(value);
    const date = value.slice(0, 10).split('-');
    const hourAndMinute = value.slice(11, 16).split(':');
    const clock = clockOf([...date, ...hourAndMinute].map(Number));
    if (Number.isNaN(instant.getTime()) || !isRealDate(clock)) {
      return { ok: false, reason: 'is not a real date and time' };
    }
    return { ok: true, instant };
  }
  return { ok: false, reason: `must be written as ${REQUEST_DATE_TIME_FORMAT}` };
}
