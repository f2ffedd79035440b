import { MAX_BOOKING_DAYS } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import type { StoredLine } from '../prices/index.ts';
import type { BookingWindow } from './booking-window.ts';

/**
 * Something that holds vehicle $1 (occupancy.ts) within the half-open window [$2, $3) and the
 * turnaround buffer after it, as the booking function checks it (db/definitions/book_vehicle.sql;
 * overlap-rules-agree.test.ts asks both). The vehicle is named by the parameter, not by the row
 * read beside it: with `o.car_id = v.id` the planner probed the exclusion index by the window
 * alone, walking every vehicle's bookings in it (more than half of the database's CPU per
 * booking in the load benchmark). With `$1` both columns of the index narrow the probe.
 */
const OVERLAPPING_HOLDER = `
  SELECT 1 FROM vehicle_occupancy o
  WHERE o.car_id = $1
    AND o.during && tstzrange($2::timestamptz, $3::timestamptz + booking_buffer(), '[)')`;

const DAY_MS = 86_400_000;

/**
 * The rate periods that may touch the window $2-$3: a day either side of its UTC days covers
 * the company's days in any zone. Read in the same round trip as the vehicle's prices.
 */
const RATE_PERIODS_NEAR = `
  SELECT coalesce(json_agg(json_build_object(
           'startDate', r.start_date, 'endDate', r.end_date, 'percent', r.percent)), '[]'::json)
  FROM rate_periods r
  WHERE r.end_date >= ($2::timestamptz - interval '1 day')::date
    AND r.start_date <= ($3::timestamptz + interval '1 day')::date`;

const AVAILABILITY = `
  SELECT v.price_per_hour_cents AS "pricePerHourCents",
         v.price_per_day_cents AS "pricePerDayCents",
         v.deposit_cents AS "depositCents",
         EXISTS (${OVERLAPPING_HOLDER}) AS taken,
         (${RATE_PERIODS_NEAR}) AS "ratePeriods"
  FROM vehicles v WHERE v.id = $1`;

/** One round trip per booking and its mail (db/definitions/book_vehicle_and_confirm.sql). */
const BOOK = `
  SELECT vehicle_found AS "vehicleFound", limit_reached AS "limitReached", reservation_id AS id,
         prices_changed AS "pricesChanged"
  FROM book_vehicle_and_confirm($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`;

/** A rate period as the price reads it, its days as PostgreSQL writes them (YYYY-MM-DD). */
export interface RatePeriodDays {
  startDate: string;
  endDate: string;
  percent: number;
}

export interface Availability {
  pricePerHourCents: number;
  pricePerDayCents: number | null;
  depositCents: number;
  taken: boolean;
  ratePeriods: RatePeriodDays[];
}

export interface NewBooking {
  carId: number;
  userId: number;
  window: BookingWindow;
  pickUpLocation: string;
  dropOffLocation: string;
  /** The moment the booking is made: reservations whose drop-off is later are active. */
  now: Date;
  /** Active reservations the customer may hold at once, this one included. */
  maxActive: number;
  /** The trip's price as quoted: the booking stores these lines, whose sum is `totalCents`. */
  price: { lines: StoredLine[]; totalCents: number };
  /**
   * The catalogue's version the price was computed at: nothing is booked when the catalogue
   * has changed since (`pricesChanged`). Null books without the check.
   */
  pricedAtVersion: number | null;
  /**
   * Paid online when booked: stored PENDING_PAYMENT, holding the vehicle, with no confirmation
   * until the payment comes (decision 051).
   */
  awaitingPayment: boolean;
  /** The version of the terms the booking is made under, published already. */
  termsVersion: string;
}

export interface BookingOutcome {
  vehicleFound: boolean;
  /** The customer already holds `maxActive` active reservations; nothing was booked. */
  limitReached: boolean;
  /** The new reservation's id; null when nothing was booked. */
  id: number | null;
  /** The catalogue changed after the price was computed; nothing was booked. */
  pricesChanged: boolean;
}

/** The booking path in one round trip per request: each statement prepared once. */
export class BookingStatements {
  private readonly availabilityStatement;
  private readonly bookStatement;

  constructor(db: Database) {
    this.availabilityStatement = prepareStatement<Availability>(
      db,
      'vehicle_availability',
      AVAILABILITY,
    );
    this.bookStatement = prepareStatement<BookingOutcome>(db, 'book_vehicle_and_confirm', BOOK);
  }

  /**
   * The vehicle's prices, the rate periods near the window and whether it is taken; undefined
   * for an unknown vehicle. What the quote and the booking price a trip with, in one round trip.
   */
  async availability(carId: number, window: BookingWindow): Promise<Availability | undefined> {
    const [row] = await this.availabilityStatement([
      carId,
      window.pickUp.toISOString(),
      window.dropOff.toISOString(),
    ]);
    return row;
  }

  /** Books the window unless it is taken or the customer holds their limit already. */
  async book(booking: NewBooking): Promise<BookingOutcome> {
    const { pickUp, dropOff } = booking.window;
    // No booking lasts longer, so a reservation still active was picked up since then.
    const activeSince = new Date(booking.now.getTime() - MAX_BOOKING_DAYS * DAY_MS);
    const [row] = await this.bookStatement([
      booking.carId,
      booking.userId,
      pickUp.toISOString(),
      dropOff.toISOString(),
      booking.pickUpLocation,
      booking.dropOffLocation,
      booking.price.totalCents,
      booking.now.toISOString(),
      activeSince.toISOString(),
      booking.maxActive,
      JSON.stringify(booking.price.lines),
      booking.pricedAtVersion,
      booking.awaitingPayment,
      booking.termsVersion,
    ]);
    return row!;
  }
}
