import { company } from './company.ts';

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

/** What the server's settings decide (GET /api/settings); the terms state them as they are. */
export interface TermsSettings {
  cancellationNoticeHours: number;
  bookingHorizonDays: number;
}

/**
 * The terms every booking is made under, in our own words. Figures that are settings of the
 * server come from it; the others (the hour's grace, the deposit) are the office's own.
 */
export function termsSections({
  cancellationNoticeHours: notice,
  bookingHorizonDays: horizon,
}: TermsSettings): readonly TermsSection[] {
  return [
    {
      title: 'Booking',
      paragraphs: [
        `A booking reserves one car for the trip you choose: where and when you pick it up and drop it off, in ${company.city} local time. It is confirmed once it shows in your reservations, and we email you a confirmation with the trip for your calendar.`,
        "You pay for every hour you start, at the car's hourly rate when you book. The booking form shows the total before you book, and that total is what we charge for the trip you booked.",
        `A trip lasts at least one hour and can start up to ${horizon} days ahead. The driver must be the account holder, hold a full driving licence and show it, with the card used to book, when picking up the car.`,
      ],
    },
    {
      title: 'Cancellation',
      paragraphs: [
        `You can cancel a booking yourself, free of charge, until ${notice} hours before its pick-up time: open it in your reservations and choose Cancel Reservation. The booking form tells you that deadline for your trip before you book, and the reservation's page repeats it.`,
        'After the deadline the car stays held for you, and the booking can no longer be cancelled online. If your plans change, call or write to us: we release the car when we can, but the booking may be charged in full.',
      ],
    },
    {
      title: 'No-shows',
      paragraphs: [
        'If you have not picked up the car an hour after your pick-up time and have not told us you are on your way, we may record the booking as a no-show and offer the car to other customers. A no-show is charged in full, since the car was kept for you.',
      ],
    },
    {
      title: 'Late returns',
      paragraphs: [
        'Please bring the car back to the drop-off place by the drop-off time. If you will be late, call us before then: when the car is free, we extend your trip at the same hourly rate.',
        "A car brought back late without a call is charged every started hour past the drop-off time at the car's hourly rate, and we may add the cost of changing the next customer's trip.",
      ],
    },
    {
      title: 'Deposits',
      paragraphs: [
        'When you pick up the car we place a refundable security deposit of $250 on the card used to book: a hold, not a charge.',
        'We release it within five working days of the return, once the car is back undamaged, as clean as you found it and with at least as much fuel or charge. Fuel or charging, cleaning, tolls, parking and traffic fines from your trip may be taken from it; we tell you in writing what and why.',
      ],
    },
  ];
}
