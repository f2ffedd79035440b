import {
  PICK_UP_IN_PAST_MESSAGE,
  bookingWindowProblem,
  parseRequestDateTime,
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

/** Reads the two request times in the company's zone; 400 naming the field when unreadable. */
export function parseWindow(
  pickUp: TimeInput,
  dropOff: TimeInput,
  timeZone: string,
): BookingWindow {
  const [pickUpInstant, dropOffInstant] = [pickUp, dropOff].map(({ field, label, value }) => {
    const parsed = parseRequestDateTime(value, timeZone);
    if (!parsed.ok) throw badRequest(`${label} ${parsed.reason}`, field);
    return parsed.instant;
  });
  return {
    pickUp: pickUpInstant!,
    dropOff: dropOffInstant!,
    fields: { pickUp: pickUp.field, dropOff: dropOff.field },
  };
}

/**
 * The time rule. A pick-up in the past is only refused when it is being set: an administrator
 * may still close or adjust a rental that has already started.
 */
export function assertBookable(window: BookingWindow, now: Date, previousPickUp?: Date): void {
  // Responses carry whole seconds, so a time sent back unchanged matches to the second.
  const toSecond = (instant: Date) => Math.floor(instant.getTime() / 1000);
  const pickUpKept =
    previousPickUp !== undefined && toSecond(previousPickUp) === toSecond(window.pickUp);
  const problem = bookingWindowProblem(
    window.pickUp,
    window.dropOff,
    pickUpKept ? window.pickUp : now,
  );
  if (problem) {
    throw badRequest(
      problem,
      problem === PICK_UP_IN_PAST_MESSAGE ? window.fields.pickUp : window.fields.dropOff,
    );
  }
}
