import {
  extensionProblem,
  formatRequestDateTime,
  formatWallClock,
  toWallClock,
  type Reservation,
} from '@keyturn/shared';
import { formatDateTime } from '../../lib/dates.ts';
import { responseInstant } from './wall-clock.ts';

const HOUR_MS = 3_600_000;
/**
 * A week of hours at most: a list a phone can scroll, for an extension of hours or days. A
 * longer one is a second extension, or the office.
 */
export const MAX_EXTENSION_CHOICES = 7 * 24;

export interface ExtensionChoice {
  /** The request time sent (MM/DD/YYYY HH:mm:ss). */
  value: string;
  label: string;
}

/**
 * The later drop-offs offered: whole hours of the trip after its drop-off, up to the latest the
 * server allows. Counted in elapsed hours, so a daylight-saving change skips or repeats no
 * hour, and each is written as the company's clock shows it.
 */
export function extensionChoices(
  dropOffTime: string,
  latestDropOff: string,
  timeZone: string,
): ExtensionChoice[] {
  const dropOff = responseInstant(dropOffTime, timeZone).getTime();
  const latest = responseInstant(latestDropOff, timeZone).getTime();
  const choices: ExtensionChoice[] = [];
  for (let hours = 1; hours <= MAX_EXTENSION_CHOICES; hours++) {
    const instant = new Date(dropOff + hours * HOUR_MS);
    if (instant.getTime() > latest) break;
    choices.push({
      value: formatRequestDateTime(toWallClock(instant, timeZone)),
      label: formatDateTime(formatWallClock(instant, timeZone)),
    });
  }
  return choices;
}

/** Whether the trip may be extended now, by the server's own rule (status, drop-off to come). */
export function canExtend(
  reservation: Pick<Reservation, 'status' | 'dropOffTime'>,
  timeZone: string,
  now: Date,
): boolean {
  const dropOff = responseInstant(reservation.dropOffTime, timeZone);
  return extensionProblem(reservation.status, dropOff, now) === null;
}
