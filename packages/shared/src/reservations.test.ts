import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  MIN_BOOKING_MESSAGE,
  PICK_UP_IN_PAST_MESSAGE,
  bookingHorizonMessage,
  bookingWindowProblem,
} from './reservations.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-11-23T18:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('how far ahead a pick-up may be', () => {
  it('is a year unless told otherwise', () => {
    expect(DEFAULT_BOOKING_HORIZON_DAYS).toBe(365);
    const limit = later(365 * DAY);
    expect(bookingWindowProblem(limit, later(365 * DAY + 2 * HOUR), now)).toBeNull();
    expect(bookingWindowProblem(later(365 * DAY + 1000), later(366 * DAY), now)).toBe(
      'Pick up time can be at most 365 days from now',
    );
  });

  it('takes the server’s horizon', () => {
    expect(bookingWindowProblem(later(31 * DAY), later(31 * DAY + 2 * HOUR), now, 30)).toBe(
      bookingHorizonMessage(30),
    );
    expect(bookingWindowProblem(later(29 * DAY), later(29 * DAY + 2 * HOUR), now, 30)).toBeNull();
  });

  it('reports the pick-up’s own problems before the length', () => {
    expect(bookingWindowProblem(later(-HOUR), later(-2 * HOUR), now)).toBe(PICK_UP_IN_PAST_MESSAGE);
    expect(bookingWindowProblem(later(400 * DAY), later(400 * DAY), now)).toBe(
      bookingHorizonMessage(365),
    );
    expect(bookingWindowProblem(later(DAY), later(DAY + 30 * 60_000), now)).toBe(
      MIN_BOOKING_MESSAGE,
    );
  });
});
