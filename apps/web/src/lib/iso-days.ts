import { parseRequestDate, type WallClock } from '@keyturn/shared';

/*
 * Calendar days as date inputs hold them and the admin pages' addresses keep them (2026-11-23),
 * and as the API's day parameters want them (11/23/2026).
 */

const pad = (value: number) => String(value).padStart(2, '0');
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as the page's address keeps it: 2026-11-23. */
export function isoDate(day: WallClock): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** A day as the API's day parameters want it: 11/23/2026. */
export function requestDate(day: WallClock): string {
  return `${pad(day.month)}/${pad(day.day)}/${day.year}`;
}

/** The day an address names, or undefined for anything that is not a real YYYY-MM-DD date. */
export function parseIsoDate(value: string | null): WallClock | undefined {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day, hour: 0, minute: 0, second: 0 };
}

/** A day as a date input holds it (2026-11-23) as the API writes it (11/23/2026), if real. */
export function requestDateOfIso(value: string): string | undefined {
  const day = parseIsoDate(value);
  return day && requestDate(day);
}

/** A day as the API writes it (11/23/2026) as a date input holds it (2026-11-23), if real. */
export function isoDateOfRequest(value: string): string | undefined {
  const parsed = parseRequestDate(value);
  return parsed.ok ? isoDate(parsed.day) : undefined;
}
