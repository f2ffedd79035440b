import type { ReservationStatus } from '@keyturn/shared';
import type { ReceiptMailFacts } from '../payments/index.ts';

/** What each outbox row is; the worker renders the mail from its kind and payload. */
export const RESERVATION_MAIL_KINDS = [
  'booking-confirmed',
  'booking-changed',
  'booking-cancelled',
  'reminder',
  'late-return',
  'receipt',
] as const;
export type ReservationMailKind = (typeof RESERVATION_MAIL_KINDS)[number];
export const PASSWORD_RESET_KIND = 'password-reset';
export type MailKind = ReservationMailKind | typeof PASSWORD_RESET_KIND;

/** A charge line as a mail lists it. */
export interface MailChargeLine {
  code: string;
  label: string;
  amountCents: number;
}

/** What the code queueing a mail adds to the reservation's facts. */
export interface CallerFacts {
  /** An office edit that re-priced the booking: the total it had before. */
  previousTotalPriceCents?: number;
  /** The customer moved the drop-off later themselves (an extension), not the office. */
  extendedByCustomer?: boolean;
  /** The receipt mail's receipt. */
  receipt?: ReceiptMailFacts;
  /** A cancellation: what had been paid by then, net of refunds, by method, in cents. */
  paidWhenCancelled?: { onlineCents: number; counterCents: number };
}

/** A reservation as it was when the mail was queued (enqueue_reservation_mail, migration 0021). */
export interface ReservationFacts extends CallerFacts {
  reservationId: number;
  firstName: string;
  model: string;
  /** Instants as PostgreSQL writes them into JSON (ISO 8601 with an offset). */
  pickUp: string;
  dropOff: string;
  pickUpLocation: string;
  dropOffLocation: string;
  totalPriceCents: number;
  status: ReservationStatus;
  /** The booking's lines; absent from mails queued before migration 0021. */
  charges?: MailChargeLine[];
  /** The calendar entry's SEQUENCE: 0 as confirmed, one more with each change or cancellation. */
  calendarSequence: number;
  /** The booking's deposit, and what was paid on it net of refunds, when the mail was queued;
   * absent from mails queued before migration 0037. */
  depositCents?: number;
  paidCents?: number;
}

export interface PasswordResetFacts {
  firstName: string;
  /** The only copy of the token outside the customer's mailbox; removed once the mail is sent. */
  token: string;
  /**
   * An account the office has just made for a walk-in (decision 069): the mail welcomes them
   * and asks them to choose a first password, rather than answering a reset they asked for.
   */
  newAccount?: boolean;
}

export const isReservationKind = (kind: string): kind is ReservationMailKind =>
  (RESERVATION_MAIL_KINDS as readonly string[]).includes(kind);
