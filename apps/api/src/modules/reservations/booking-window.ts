import {
  PICK_UP_IN_PAST_MESSAGE,
  bookingHorizonMessage,
  bookingWindowProblem,
  parseRequestDateTime,
  type ParsedDateTime,
} from '@keyturn/shared';
import { badRequest } from '../../lib/http-errors.ts';

export interface BookingWindow {
  pickUp: Date;
  dropOff: Date;
  /** The request's names of the two times, for errors that point at one of them. */
  fields: { pickUp: string; dropOff: string };
}

export interface TimeInput {
  field: string;
  label: string;
  value: string;
}

/** Request times read recently, per zone; the oldest go first beyond this. */
const MAX_REMEMBERED_TIMES = 20_000;
const readTimes = new Map<string, Map<string, ParsedDateTime>>();

/**
 * parseRequestDateTime, remembered: the answer depends on nothing but the text and the zone, and
 * customers ask about the same few hours over and over (reading one cost some 12 µs, two per
 * booking request, on a server whose single thread limits the booking path's throughput). Only
 * readable times are kept, so every key is a short, well-formed time, whatever clients send.
 */
function readTime(value: string, timeZone: string): ParsedDateTime {
  let known = readTimes.get(timeZone);
  if (!known) {
    known = new Map();
    readTimes.set(timeZone, known);
  }
  const remembered = known.get(value);
  if (remembered) return remembered;
  const parsed = parseRequestDateTime(value, timeZone);
  if (parsed.ok) {
    if (known.size >= MAX_REMEMBERED_TIMES) known.delete(known.keys().next().value!);
    known.set(value, parsed);
  }
  return parsed;
}

/** Reads a request time in the company's zone; 400 naming the field when unreadable. */
export function parseTime({ field, label, value }: TimeInput, timeZone: string): Date {
  const parsed = readTime(value, timeZone);
  if (!parsed.ok) throw badRequest(`${label} ${parsed.reason}`, field);
  // A Date of its own: the remembered one is shared.
  return new Date(parsed.instant.getTime());
}

/** Reads the two request times in the company's zone; 400 naming the field when unreadable. */
export function parseWindow(
  pickUp: TimeInput,
  dropOff: TimeInput,
  timeZone: string,
): BookingWindow {
  return {
    pickUp: parseTime(pickUp, timeZone),
    dropOff: parseTime(dropOff, timeZone),
    fields: { pickUp: pickUp.field, dropOff: dropOff.field },
  };
}

export interface TimeRule {
  now: Date;
  /** How many days ahead a pick-up may be (BOOKING_HORIZON_DAYS). */
  horizonDays: number;
  /** The pick-up the reservation has now, when an existing one is being changed. */
  previousPickUp?: Date;
}

/**
 * The time rule. The pick-up's own limits (not in the past, not beyond the horizon) only hold
 * when it is being set: an administrator may still close or adjust a rental that has already
 * started.
 */
export function assertBookable(window: BookingWindow, rule: TimeRule): void {
  // Responses carry whole seconds, so a time sent back unchanged matches to the second.
  const toSecond = (instant: Date) => Math.floor(instant.getTime() / 1000);
  const pickUpKept =
    rule.previousPickUp !== undefined && toSecond(rule.previousPickUp) === toSecond(window.pickUp);
  const problem = bookingWindowProblem(
    window.pickUp,
    window.dropOff,
    pickUpKept ? window.pickUp : rule.now,
    rule.horizonDays,
  );
  if (problem) {
    const aboutPickUp =
      problem === PICK_UP_IN_PAST_MESSAGE || problem === bookingHorizonMessage(rule.horizonDays);
    throw badRequest(problem, aboutPickUp ? window.fields.pickUp : window.fields.dropOff);
  }
}
