import { describe, expect, it } from 'vitest';
import {
  BOOKING_TRANSITIONS,
  NO_SHOW_BEFORE_PICK_UP_MESSAGE,
  STATUS_WORDS,
  isFinal,
  moveProblem,
  officeStatusProblem,
  type BookingAction,
} from './booking-life.ts';
import { RESERVATION_STATUSES, type ReservationStatus } from './enums.ts';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T18:00:00Z');
const pickedUp = new Date(now.getTime() - HOUR);
const upcoming = new Date(now.getTime() + HOUR);
const ACTIONS: BookingAction[] = [
  'office-edit',
  'check-out',
  'check-in',
  'customer-cancel',
  'office-cancel',
  'no-show',
  'payment',
  'expiry',
];

/** Every (from, to, action) the table allows, as the contract lists them. */
const allowed = BOOKING_TRANSITIONS.flatMap(({ from, to, by }) =>
  by.map((action) => `${from} → ${to} by ${action}`),
);

describe("the booking's life", () => {
  it('allows exactly the contract’s transitions, each by its own actions', () => {
    expect(allowed).toEqual([
      'PENDING_PAYMENT → CREATED by payment',
      'PENDING_PAYMENT → EXPIRED by expiry',
      'PENDING_PAYMENT → CANCELLED by customer-cancel',
      'PENDING_PAYMENT → CANCELLED by office-cancel',
      'CREATED → IN_PROGRESS by check-out',
      'CREATED → CANCELLED by customer-cancel',
      'CREATED → CANCELLED by office-cancel',
      'CREATED → NO_SHOW by no-show',
      'IN_PROGRESS → DONE by check-in',
    ]);
  });

  it('refuses everything else, in a sentence naming both statuses in words', () => {
    for (const from of RESERVATION_STATUSES) {
      for (const to of RESERVATION_STATUSES) {
        for (const action of ACTIONS) {
          const problem = moveProblem(from, to, action, { pickUp: pickedUp, now });
          const listed = allowed.includes(`${from} → ${to} by ${action}`);
          expect(problem === null, `${from} → ${to} by ${action}`).toBe(listed);
          if (problem === null) continue;
          expect(problem).not.toMatch(/[A-Z]{2,}/);
          expect(problem).toContain(STATUS_WORDS[from].state);
          if (from !== to) expect(problem).toContain(STATUS_WORDS[to].become);
        }
      }
    }
  });

  it('says what a refused move needs, and what needs to come first', () => {
    const at = { pickUp: upcoming, now };
    expect(moveProblem('CREATED', 'DONE', 'office-edit', at)).toBe(
      'This booking is not picked up yet, so it cannot be marked returned: check it out first.',
    );
    expect(moveProblem('CREATED', 'IN_PROGRESS', 'office-edit', at)).toBe(
      'This booking is not picked up yet: it is marked picked up only by its check-out.',
    );
    expect(moveProblem('IN_PROGRESS', 'DONE', 'office-edit', at)).toBe(
      'This booking is on the road: it is marked returned only by its check-in.',
    );
    expect(moveProblem('PENDING_PAYMENT', 'IN_PROGRESS', 'check-out', at)).toBe(
      'This booking is waiting for its online payment, so it cannot be marked picked up: it ' +
        'must be paid first.',
    );
    expect(moveProblem('IN_PROGRESS', 'IN_PROGRESS', 'check-out', at)).toBe(
      'This booking is on the road already.',
    );
    expect(moveProblem('DONE', 'CANCELLED', 'office-cancel', at)).toBe(
      'This booking has been returned, so it cannot be cancelled.',
    );
  });

  it('marks a no-show only once the pick-up time has passed', () => {
    expect(moveProblem('CREATED', 'NO_SHOW', 'no-show', { pickUp: upcoming, now })).toBe(
      NO_SHOW_BEFORE_PICK_UP_MESSAGE,
    );
    expect(moveProblem('CREATED', 'NO_SHOW', 'no-show', { pickUp: now, now })).toBeNull();
  });

  it('knows the final statuses: nothing leads out of them', () => {
    const finals = RESERVATION_STATUSES.filter(isFinal);
    expect(finals).toEqual<ReservationStatus[]>(['CANCELLED', 'DONE', 'NO_SHOW', 'EXPIRED']);
  });
});

describe("the office's edit", () => {
  const offered = (from: ReservationStatus, pickUp: Date) =>
    RESERVATION_STATUSES.filter((to) => officeStatusProblem(from, to, pickUp, now) === null);

  it('keeps an open booking, cancels it or, once due, marks a no-show; never returns it', () => {
    expect(offered('CREATED', upcoming)).toEqual(['CREATED', 'CANCELLED']);
    expect(offered('CREATED', pickedUp)).toEqual(['CREATED', 'CANCELLED', 'NO_SHOW']);
    expect(offered('PENDING_PAYMENT', pickedUp)).toEqual(['PENDING_PAYMENT', 'CANCELLED']);
    expect(offered('IN_PROGRESS', pickedUp)).toEqual(['IN_PROGRESS']);
  });

  it.each(['CANCELLED', 'DONE', 'NO_SHOW', 'EXPIRED'] as const)(
    'changes nothing of a %s booking',
    (final) => {
      expect(offered(final, pickedUp)).toEqual([]);
      expect(officeStatusProblem(final, final, pickedUp, now)).toBe(
        `This booking ${STATUS_WORDS[final].state} and can no longer be changed.`,
      );
    },
  );
});
