import { FEE_CODES, OFFICE_PHONE, SET_PASSWORD_VALID_HOURS, isCalledOff } from '@keyturn/shared';
import type { AppConfig, MailSettings } from '../../config.ts';
import { localTime } from '../../lib/local-time.ts';
import { receiptNumberText } from '../payments/index.ts';
import { calendarDocument, type CalendarMethod } from './icalendar.ts';
import {
  PASSWORD_RESET_KIND,
  isReservationKind,
  type PasswordResetFacts,
  type ReservationFacts,
  type ReservationMailKind,
} from './kinds.ts';
import { html, plainText, type Detail, type MailBody } from './layout.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface RenderContext {
  timeZone: string;
  mail: MailSettings;
  /** Until how long before pick-up a customer may cancel a booking themselves. */
  cancellationNoticeHours: number;
  /** When the mail is rendered (the calendar entry's stamp). */
  now: Date;
}

/** What a mail is rendered with, read from the app's settings, at `now`. */
export const renderContextOf = (config: AppConfig, now: Date): RenderContext => ({
  timeZone: config.timeZone,
  mail: config.mail,
  cancellationNoticeHours: config.cancellationNoticeHours,
  now,
});

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const dollars = (cents: number) => money.format(cents / 100);

/**
 * The booking's price as it was booked: a detail per charge line ("Rental: 1 day × $90.00 +
 * 6 h × $15.00", "$180.00"), then the total. A mail queued before the lines were part of its
 * facts shows the total alone.
 */
function priceDetails(facts: ReservationFacts): Detail[] {
  const lines = (facts.charges ?? []).map((line) => ({
    label: line.code === 'RENTAL' ? 'Rental' : line.label,
    value:
      line.code === 'RENTAL'
        ? `${line.label} = ${dollars(line.amountCents)}`
        : dollars(line.amountCents),
  }));
  return [...lines, { label: 'Total', value: dollars(facts.totalPriceCents) }];
}

function reservationDetails(facts: ReservationFacts, timeZone: string): Detail[] {
  return [
    { label: 'Booking number', value: String(facts.reservationId) },
    { label: 'Car', value: facts.model },
    {
      label: 'Pick-up',
      value: `${localTime(new Date(facts.pickUp), timeZone)}, ${facts.pickUpLocation}`,
    },
    {
      label: 'Drop-off',
      value: `${localTime(new Date(facts.dropOff), timeZone)}, ${facts.dropOffLocation}`,
    },
    ...priceDetails(facts),
  ];
}

/**
 * A mail that carries a receipt names its number first and ends with what was paid: the
 * total, as the booking is settled.
 */
function detailsOf(facts: ReservationFacts, timeZone: string): Detail[] {
  const details = reservationDetails(facts, timeZone);
  if (!facts.receipt) return details;
  return [
    { label: 'Receipt', value: receiptOf(facts).numberText },
    ...details,
    { label: 'Paid', value: dollars(facts.receipt.paidCents) },
  ];
}

/** What the receipt settles: a trip paid in full, or a booking never a trip, its fees paid. */
function receiptOpening(f: ReservationFacts): string {
  if (f.status === 'NO_SHOW') {
    return `Your booking ${f.reservationId} was not picked up. Its no-show fee is paid, anything paid beyond it has been refunded, and nothing more is owed.`;
  }
  if (isCalledOff(f.status)) {
    const fees = (f.charges ?? []).some((line) =>
      (FEE_CODES as readonly string[]).includes(line.code),
    );
    const called = f.status === 'CANCELLED' ? 'cancelled' : 'released unpaid';
    return fees
      ? `Your booking ${f.reservationId} was ${called}. Its cancellation fee is paid, anything paid beyond it has been refunded, and nothing more is owed.`
      : `Your booking ${f.reservationId} was ${called}, and everything you paid for it has been refunded; nothing is owed.`;
  }
  const settled = `Your booking ${f.reservationId} is paid in full, and nothing more is owed.`;
  return f.status === 'DONE' ? `Thank you for driving with Keyturn. ${settled}` : settled;
}

/**
 * The receipt a receipt mail is about, queued by the settlement that numbered it, with its
 * number as written (KT-2031-000123).
 */
export function receiptOf(facts: ReservationFacts) {
  if (!facts.receipt)
    throw new Error(`The receipt mail of booking ${facts.reservationId} has no receipt`);
  return { ...facts.receipt, numberText: receiptNumberText(facts.receipt) };
}

/** A change that re-priced the booking (an office edit, an extension) says so, with both totals. */
function repricedSentence(facts: ReservationFacts): string[] {
  if (facts.previousTotalPriceCents === undefined) return [];
  return [
    `Its price has been recalculated for the new trip: ${dollars(facts.totalPriceCents)}, where it was ${dollars(facts.previousTotalPriceCents)}.`,
  ];
}

/**
 * What becomes of a cancelled booking's money (decision 053): nothing paid, nothing charged; what
 * was paid goes back, to the card when it was all paid online. A mail queued before the paid
 * amount was part of its facts keeps the sentence it was queued with.
 */
function cancelledMoneySentence({ paidWhenCancelled }: ReservationFacts): string {
  const { onlineCents = 0, counterCents = 0 } = paidWhenCancelled ?? {};
  const paidCents = onlineCents + counterCents;
  if (paidCents <= 0) return 'You will not be charged for it.';
  const toCard = counterCents > 0 ? '' : ' to your card';
  return `The ${dollars(paidCents)} you paid will be refunded${toCard}.`;
}

const HOUR_MS = 3_600_000;

/**
 * What a confirmed customer needs before the pick-up (issue 41): how and when they pay, the
 * deposit, until when they may cancel, and what to bring. A mail queued before the booking's
 * deposit and payments were part of its facts says only what it can.
 */
function beforePickUp(f: ReservationFacts, context: RenderContext): string[] {
  const sentences: string[] = [];
  if (f.paidCents !== undefined) {
    const owedCents = f.totalPriceCents - f.paidCents;
    sentences.push(
      owedCents > 0
        ? `You pay ${dollars(owedCents)} at the counter when you pick the car up.`
        : `You have paid ${dollars(f.paidCents)}; nothing more is due unless the return adds to it.`,
    );
  }
  if (f.depositCents)
    sentences.push(
      `At pick-up a refundable deposit of ${dollars(f.depositCents)} is held, and given back when the car returns, less what the return adds (late fee, fuel, extra miles, damage).`,
    );
  const notice = context.cancellationNoticeHours;
  const deadline = new Date(new Date(f.pickUp).getTime() - notice * HOUR_MS);
  sentences.push(
    deadline.getTime() > context.now.getTime()
      ? `You can cancel it free of charge from your reservations until ${localTime(deadline, context.timeZone)}; after that, call us on ${OFFICE_PHONE}.`
      : `Pick-up is less than ${notice} hours away, so the booking can no longer be cancelled online; to change it, call us on ${OFFICE_PHONE}.`,
    'Bring your driving licence, valid until the drop-off day, and a payment card in your name.',
  );
  return sentences;
}

const RESERVATION_WORDING: Record<
  ReservationMailKind,
  (facts: ReservationFacts, context: RenderContext) => { subject: string; paragraphs: string[] }
> = {
  'booking-confirmed': (f, context) => ({
    subject: `Your Keyturn booking ${f.reservationId} is confirmed`,
    paragraphs: [
      `Thank you for booking with Keyturn. Your ${f.model} is reserved for you.`,
      ...beforePickUp(f, context),
      'The booking is attached as a calendar entry.',
    ],
  }),
  'booking-changed': (f) => ({
    subject: `Your Keyturn booking ${f.reservationId} has changed`,
    paragraphs: [
      f.extendedByCustomer
        ? `You have extended your booking ${f.reservationId}. This is how it stands now.`
        : `Our office has changed your booking ${f.reservationId}. This is how it stands now.`,
      ...repricedSentence(f),
      'The attached calendar entry replaces the one you may have saved.',
    ],
  }),
  'booking-cancelled': (f) => ({
    subject: `Your Keyturn booking ${f.reservationId} is cancelled`,
    paragraphs: [
      `Your booking ${f.reservationId} has been cancelled. ${cancelledMoneySentence(f)}`,
      'The attached calendar entry removes it from your calendar.',
    ],
  }),
  reminder: (f, { timeZone }) => ({
    subject: `Reminder: your Keyturn ${f.model} is ready on ${localTime(new Date(f.pickUp), timeZone)}`,
    paragraphs: [`A reminder that your ${f.model} will be ready for you soon.`],
  }),
  'late-return': (f, { timeZone }) => ({
    subject: `Your Keyturn ${f.model} was due back on ${localTime(new Date(f.dropOff), timeZone)}`,
    paragraphs: [
      `Your ${f.model} was due back at ${f.dropOffLocation} on ${localTime(new Date(f.dropOff), timeZone)}, and we have not seen it yet.`,
      'Please bring it back as soon as you can, or call us to extend your trip: the extra time is charged as rental, plus a late fee for each started hour after the first 15 minutes.',
    ],
  }),
  receipt: (f) => ({
    subject: `Your receipt ${receiptOf(f).numberText} for Keyturn booking ${f.reservationId}`,
    paragraphs: [
      receiptOpening(f),
      `Your receipt ${receiptOf(f).numberText} is attached as a PDF for your records. You can download it again from your booking at any time.`,
    ],
  }),
};

/**
 * The calendar document each mail carries: the booking as it stands, or its removal. The
 * reminder, the late-return mail and the receipt carry none; they change nothing the
 * customer's calendar holds. (The receipt's PDF is rendered only when it is sent: outgoing.ts.)
 */
const CALENDAR_METHOD: Record<ReservationMailKind, CalendarMethod | null> = {
  'booking-confirmed': 'PUBLISH',
  'booking-changed': 'PUBLISH',
  'booking-cancelled': 'CANCEL',
  reminder: null,
  'late-return': null,
  receipt: null,
};

const CONTACT_LINE = `Questions? Reply to this mail or call our office at ${OFFICE_PHONE}.`;

/** The booking as a calendar entry: one UID for all its versions, the version its SEQUENCE. */
function calendarAttachment(
  method: CalendarMethod,
  facts: ReservationFacts,
  context: RenderContext,
) {
  return {
    filename: `keyturn-booking-${facts.reservationId}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendarDocument({
      method,
      uid: `reservation-${facts.reservationId}@keyturn`,
      sequence: facts.calendarSequence,
      organizer: { name: 'Keyturn', email: context.mail.replyTo },
      start: new Date(facts.pickUp),
      end: new Date(facts.dropOff),
      stamp: context.now,
      summary: `Keyturn: ${facts.model}`,
      location: facts.pickUpLocation,
      description: `Booking ${facts.reservationId}. Drop-off: ${facts.dropOffLocation}. Total ${dollars(facts.totalPriceCents)}.`,
    }),
  };
}

function reservationMail(
  kind: ReservationMailKind,
  facts: ReservationFacts,
  context: RenderContext,
): RenderedMail {
  const { subject, paragraphs } = RESERVATION_WORDING[kind](facts, context);
  const body: MailBody = {
    greeting: `Hello ${facts.firstName},`,
    paragraphs,
    details: detailsOf(facts, context.timeZone),
    action: {
      label: 'See your booking',
      url: `${context.mail.publicUrl}/user/reservations/${facts.reservationId}`,
    },
    closing: [CONTACT_LINE],
  };
  const method = CALENDAR_METHOD[kind];
  const attachments = method ? [calendarAttachment(method, facts, context)] : [];
  return { subject, text: plainText(body), html: html(subject, body), attachments };
}

/** A reset's words, or a new account's (made by the office for a walk-in: decision 069). */
const PASSWORD_LINK_WORDING = {
  reset: {
    subject: 'Choose a new Keyturn password',
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Keyturn account.',
      'The link works once, within an hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    label: 'Choose a new password',
    closing: [],
  },
  newAccount: {
    subject: 'Welcome to Keyturn: choose your password',
    paragraphs: [
      'Our office has booked your trip and opened a Keyturn account for you with this address. Your booking confirmation comes in a mail of its own.',
      `Choose a password to sign in, see your booking and change it online. The link works once, within ${SET_PASSWORD_VALID_HOURS / 24} days; after that, ask for a new one with "Forgot your password?" on the sign-in page.`,
    ],
    label: 'Choose your password',
    closing: [CONTACT_LINE],
  },
};

function passwordResetMail(facts: PasswordResetFacts, context: RenderContext): RenderedMail {
  const { subject, paragraphs, label, closing } =
    PASSWORD_LINK_WORDING[facts.newAccount ? 'newAccount' : 'reset'];
  const body: MailBody = {
    greeting: `Hello ${facts.firstName},`,
    paragraphs,
    details: [],
    action: {
      label,
      url: `${context.mail.publicUrl}/reset-password?token=${encodeURIComponent(facts.token)}`,
    },
    closing,
  };
  return { subject, text: plainText(body), html: html(subject, body), attachments: [] };
}

export function renderMail(kind: string, payload: unknown, context: RenderContext): RenderedMail {
  if (isReservationKind(kind)) return reservationMail(kind, payload as ReservationFacts, context);
  if (kind === PASSWORD_RESET_KIND)
    return passwordResetMail(payload as PasswordResetFacts, context);
  throw new Error(`No template for mail of kind "${kind}"`);
}
