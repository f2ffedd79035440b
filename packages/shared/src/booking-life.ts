import type { ReservationStatus } from './enums.ts';

/**
 * What moves a booking from one status to another. The office's edit names the status it asks
 * for; asking `CANCELLED` is the office's cancellation, `NO_SHOW` its no-show, and anything else
 * the edit itself, which moves nothing on its own (decision 063).
 */
export type BookingAction =
  | 'office-edit'
  | 'check-out'
  | 'check-in'
  | 'customer-cancel'
  | 'office-cancel'
  | 'no-show'
  | 'payment'
  | 'expiry';

interface Transition {
  from: ReservationStatus;
  to: ReservationStatus;
  by: readonly BookingAction[];
  /** Only once the booking's pick-up time has passed. */
  afterPickUp?: true;
}

/**
 * Every status change a booking may make, and what may make it (contract section 7, "The
 * booking's life, in one place"). A status with no way out is final. The server's
 * `modules/booking-life` is the only code that writes a status, and judges each write by this
 * table; the office's form reads it to offer only what the server would take.
 */
export const BOOKING_TRANSITIONS: readonly Transition[] = [
  { from: 'PENDING_PAYMENT', to: 'CREATED', by: ['payment'] },
  { from: 'PENDING_PAYMENT', to: 'EXPIRED', by: ['expiry'] },
  { from: 'PENDING_PAYMENT', to: 'CANCELLED', by: ['customer-cancel', 'office-cancel'] },
  { from: 'CREATED', to: 'IN_PROGRESS', by: ['check-out'] },
  { from: 'CREATED', to: 'CANCELLED', by: ['customer-cancel', 'office-cancel'] },
  { from: 'CREATED', to: 'NO_SHOW', by: ['no-show'], afterPickUp: true },
  { from: 'IN_PROGRESS', to: 'DONE', by: ['check-in'] },
];

/**
 * Each status in the words of a sentence about a booking: what it is ("This booking is not
 * picked up yet"), and what becoming it is ("it cannot be marked returned"). A status's code
 * never appears in a sentence people read.
 */
export const STATUS_WORDS: Record<ReservationStatus, { state: string; become: string }> = {
  PENDING_PAYMENT: {
    state: 'is waiting for its online payment',
    become: 'put back to wait for a payment',
  },
  CREATED: { state: 'is not picked up yet', become: 'confirmed' },
  IN_PROGRESS: { state: 'is on the road', become: 'marked picked up' },
  DONE: { state: 'has been returned', become: 'marked returned' },
  CANCELLED: { state: 'has been cancelled', become: 'cancelled' },
  NO_SHOW: { state: 'was marked a no-show', become: 'marked a no-show' },
  EXPIRED: { state: 'was released unpaid', become: 'released unpaid' },
};

/** Each action in words: what it is, and what to do first when a booking needs it before. */
const ACTION_WORDS: Record<BookingAction, { by: string; first?: string }> = {
  'office-edit': { by: "the office's edit" },
  'check-out': { by: 'its check-out', first: 'check it out first' },
  'check-in': { by: 'its check-in' },
  'customer-cancel': { by: "its customer's cancellation" },
  'office-cancel': { by: "the office's cancellation" },
  'no-show': { by: "the office's no-show" },
  payment: { by: 'its payment', first: 'it must be paid first' },
  expiry: { by: 'the end of its time to pay' },
};

export const NO_SHOW_BEFORE_PICK_UP_MESSAGE =
  'A reservation can be marked as a no-show only once its pick-up time has passed.';

const transitionOf = (from: ReservationStatus, to: ReservationStatus) =>
  BOOKING_TRANSITIONS.find((transition) => transition.from === from && transition.to === to);

/** Whether nothing moves a booking on from this status (cancelled, returned, no-show, expired). */
export const isFinal = (status: ReservationStatus) =>
  !BOOKING_TRANSITIONS.some((transition) => transition.from === status);

/** The refusal of any change to a booking whose status is final. */
export const finalBookingMessage = (status: ReservationStatus) =>
  `This booking ${STATUS_WORDS[status].state} and can no longer be changed.`;

/**
 * What a booking needs first to go from `from` to `to` in two steps (a check-out before a
 * check-in, a payment before a check-out), as the end of a refusal; '' when no such way exists.
 */
function firstStep(from: ReservationStatus, to: ReservationStatus): string {
  for (const step of BOOKING_TRANSITIONS.filter((transition) => transition.from === from)) {
    const first = step.by.map((action) => ACTION_WORDS[action].first).find(Boolean);
    if (first && transitionOf(step.to, to)) return `: ${first}`;
  }
  return '';
}

/**
 * Why `action` may not move a booking from `from` to `to` at `now`, in a sentence naming both
 * statuses in words; null when it may.
 */
export function moveProblem(
  from: ReservationStatus,
  to: ReservationStatus,
  action: BookingAction,
  when: { pickUp: Date; now: Date },
): string | null {
  const words = (status: ReservationStatus) => STATUS_WORDS[status];
  if (from === to) return `This booking ${words(from).state} already.`;
  const transition = transitionOf(from, to);
  if (!transition) {
    return `This booking ${words(from).state}, so it cannot be ${words(to).become}${firstStep(from, to)}.`;
  }
  if (!transition.by.includes(action)) {
    const by = transition.by.map((allowed) => ACTION_WORDS[allowed].by).join(' or ');
    return `This booking ${words(from).state}: it is ${words(to).become} only by ${by}.`;
  }
  if (transition.afterPickUp && when.pickUp.getTime() > when.now.getTime()) {
    return NO_SHOW_BEFORE_PICK_UP_MESSAGE;
  }
  return null;
}

/** What the office's edit does by asking for this status (see BookingAction). */
export function officeEditAction(to: ReservationStatus): BookingAction {
  if (to === 'CANCELLED') return 'office-cancel';
  if (to === 'NO_SHOW') return 'no-show';
  return 'office-edit';
}

/**
 * Why the office's edit may not leave a booking with status `to`, or null when it may: keeping
 * the status is an edit of the trip, which a final booking refuses; another status is a move.
 */
export function officeStatusProblem(
  from: ReservationStatus,
  to: ReservationStatus,
  pickUp: Date,
  now: Date,
): string | null {
  if (from === to) return isFinal(from) ? finalBookingMessage(from) : null;
  return moveProblem(from, to, officeEditAction(to), { pickUp, now });
}
