import type { ReservationStatus } from './enums.ts';

export const DEFAULT_CANCELLATION_NOTICE_HOURS = 24;

const HOUR_MS = 3_600_000;

const CANNOT_CANCEL: Record<Exclude<ReservationStatus, 'CREATED'>, string> = {
  PENDING_PAYMENT:
    'This booking is waiting for its payment; unpaid, it is released by itself when the time ' +
    'to pay runs out.',
  IN_PROGRESS: 'This trip has started and can no longer be cancelled.',
  CANCELLED: 'This reservation has been cancelled already.',
  DONE: 'This reservation has been completed and can no longer be cancelled.',
  NO_SHOW: 'This reservation was marked as a no-show and can no longer be cancelled.',
  EXPIRED: 'This booking was never paid and has been released already.',
};

export const RESERVATION_CANCELLED_MESSAGE = 'Your reservation has been cancelled.';
/** A booking paid online, cancelled by its customer before paying. */
export const UNPAID_BOOKING_CANCELLED_MESSAGE =
  'Your booking has been cancelled and the car released. Nothing was charged.';
/** Cancelled, paid online, and the payment provider out of reach for the refund just then. */
export const REFUND_DELAYED_MESSAGE =
  'Your reservation has been cancelled. Your refund could not be started just now; our office ' +
  'will send it to your card.';

/**
 * Why the customer may not cancel this reservation themselves, or null when they may: only a
 * booked one, and only while pick-up is at least `noticeHours` ahead.
 */
export function cancellationProblem(
  status: ReservationStatus,
  pickUp: Date,
  now: Date,
  noticeHours: number,
): string | null {
  if (status !== 'CREATED') return CANNOT_CANCEL[status];
  if (pickUp.getTime() - now.getTime() < noticeHours * HOUR_MS) {
    return (
      `A reservation can be cancelled up to ${noticeHours} hours before pick-up; that time has ` +
      'passed for this one. Please contact our office if your plans have changed.'
    );
  }
  return null;
}
