import {
  DEPOSIT_DEFAULT,
  FUEL_PRICE_PER_EIGHTH,
  LATE_FEE_CAP,
  LATE_FEE_PER_HOUR,
  LATE_GRACE_MINUTES,
  MAX_BOOKING_DAYS,
  MIN_DRIVER_AGE,
  YOUNG_DRIVER_AGE,
  YOUNG_DRIVER_FEE_PER_DAY,
  formatCents,
  type PaymentMode,
  type TermsSection,
} from '@keyturn/shared';

/** What the terms state, from the server's settings; the price rules are the shared ones. */
export interface TermsRules {
  bookingHorizonDays: number;
  cancellationNoticeHours: number;
  payments: PaymentMode;
  /** The company's IANA time zone, which every booking's times are read in. */
  timeZone: string;
}

/**
 * A day the zone's name is read at: the generic name does not depend on the season, but a zone's
 * names have changed in its history, and the terms' version must not change with the day.
 */
const NAMED_AT = Date.UTC(2026, 0, 1);

/** The zone's name as people say it ("Pacific Time"), whatever the season. */
function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' });
  const name = parts.formatToParts(NAMED_AT).find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone;
}

const dollars = (amount: number) => formatCents(amount * 100);

/** How paying works in this payment mode. */
function paying(payments: PaymentMode): string[] {
  return payments === 'stripe'
    ? [
        "You pay the trip's total when you book, on our payment partner's secure page; the booking is confirmed once the payment is. Your card is saved with our partner, never with us, for the deposit and for what the return adds.",
        'What the return adds (late fee, fuel, extra miles, damage) is taken from the deposit first, and charged to the saved card beyond it. The receipt lists every line.',
      ]
    : [
        "You pay the trip's total at the counter when you pick the car up; nothing is charged online and the site asks for no card.",
        'What the return adds (late fee, fuel, extra miles, damage) is paid at the counter when you bring the car back. The receipt lists every line.',
      ];
}

/**
 * The terms every booking is made under, written from the rules the quote, the hand-over and
 * the return apply, so that they never state other figures than those charged.
 */
export function termsText(rules: TermsRules): TermsSection[] {
  const notice = rules.cancellationNoticeHours;
  return [
    {
      title: 'Booking',
      paragraphs: [
        `A booking reserves one car for the times you choose, read in ${zoneName(rules.timeZone)}, where our office is: a trip lasts at least one hour and at most ${MAX_BOOKING_DAYS} days, and can start up to ${rules.bookingHorizonDays} days ahead.`,
        'The quote is the price: each started hour at the hourly price shown for the car, no 24 hours costing more than its day price, with rate periods (such as holidays) applied as the quote shows, plus the extras you choose and any young-driver fee. The booking keeps the quoted lines; a later change of our prices does not touch them.',
      ],
    },
    {
      title: 'The driver',
      paragraphs: [
        `The driver is the account holder and must be at least ${MIN_DRIVER_AGE} years old at pick-up, with a full driving licence valid until the drop-off day. We check the licence at the counter; a booking that fails these rules is refused, and your profile warns you before.`,
        `Drivers under ${YOUNG_DRIVER_AGE} at pick-up pay a young-driver fee of ${dollars(YOUNG_DRIVER_FEE_PER_DAY)} for each started 24 hours of the trip, shown in the quote. When we first learn the date of birth at pick-up, the fee is added then.`,
      ],
    },
    { title: 'Paying', paragraphs: paying(rules.payments) },
    {
      title: 'Deposit',
      paragraphs: [
        `Each car has a refundable deposit, ${dollars(DEPOSIT_DEFAULT)} unless the car's page and the quote say otherwise. It is held when you pick the car up and given back when it returns, less what the return adds; we tell you in writing what it covered.`,
      ],
    },
    {
      title: 'Cancellation and no-shows',
      paragraphs: [
        `You can cancel a booking yourself, free of charge, until ${notice} hours before its pick-up time, from your reservations; what you paid comes back to the card you paid with, and the mail says how much. The booking form tells you that deadline before you book.`,
        'After the deadline, call us: the booking can no longer be cancelled online. If you do not pick the car up and have not told us, the office may record the booking as a no-show and offer the car to others.',
      ],
    },
    {
      title: 'Returning the car',
      paragraphs: [
        `Bring the car back to the drop-off place by the drop-off time. You can extend a trip from your reservation while the car is free after it; the added time costs what the quote for it says.`,
        `A car returned more than ${LATE_GRACE_MINUTES} minutes late pays the time past the drop-off at the car's price, and a late fee of ${dollars(LATE_FEE_PER_HOUR)} for each started hour, at most ${dollars(LATE_FEE_CAP)}.`,
        `Return the car with as much fuel or charge as it left with: each missing eighth of a tank costs ${dollars(FUEL_PRICE_PER_EIGHTH)}. A car with a daily mileage allowance charges each mile beyond it at the price its page shows. Damage found at the return is charged at the amount the office records, described on the receipt.`,
      ],
    },
  ];
}
