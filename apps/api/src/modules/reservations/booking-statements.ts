import { billableHours } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { prepareStatement } from '../../db/prepared.ts';
import type { BookingWindow } from './booking-window.ts';

/**
 * A CREATED reservation of vehicle $1 that overlaps the half-open window [$2, $3). The vehicle
 * is named by the parameter, not by the row read beside it: the booking's NOT EXISTS becomes an
 * anti-join, and with `r.car_id = v.id` as its join filter the planner probed the exclusion
 * index by the window alone, walking every vehicle's bookings in it (more than half of the
 * database's CPU per booking in the load benchmark). With `$1` both columns of the index narrow
 * the probe.
 */
const OVERLAPPING_CREATED = `
  SELECT 1 FROM reservations r
  WHERE r.car_id = $1 AND r.status = 'CREATED'
    AND tstzrange(r.pick_up_time, r.drop_off_time, '[)')
        && tstzrange($2::timestamptz, $3::timestamptz, '[)')`;

const AVAILABILITY = `
  SELECT v.price_per_hour_cents AS "pricePerHourCents",
         EXISTS (${OVERLAPPING_CREATED}) AS taken
  FROM vehicles v WHERE v.id = $1`;

// The price is the vehicle's hourly price times the started hours (the shared price rule),
// read in the same statement as the insert. NOT EXISTS answers the common conflict without an
// error. Locking the vehicle's row makes bookings of one vehicle take turns: without it,
// bookings that arrive together each wait inside the exclusion check for one another and
// PostgreSQL aborts them as deadlocked. A booking that waited for the lock still reads its
// statement's earlier snapshot, so the exclusion constraint refuses it if the booking ahead of
// it took the window. NO KEY UPDATE leaves the reservations' foreign-key checks unblocked.
const BOOK = `
  WITH v AS (SELECT id, price_per_hour_cents FROM vehicles WHERE id = $1 FOR NO KEY UPDATE),
       booked AS (
         INSERT INTO reservations (car_id, user_id, pick_up_time, drop_off_time,
                                   pick_up_location, drop_off_location, status, total_price_cents)
         SELECT v.id, $4, $2::timestamptz, $3::timestamptz, $5, $6, 'CREATED',
                v.price_per_hour_cents * $7::int
         FROM v WHERE NOT EXISTS (${OVERLAPPING_CREATED})
         RETURNING id)
  SELECT EXISTS (SELECT 1 FROM v) AS "vehicleFound", (SELECT id FROM booked) AS id`;

export interface Availability {
  pricePerHourCents: number;
  taken: boolean;
}

export interface NewBooking {
  carId: number;
  userId: number;
  window: BookingWindow;
  pickUpLocation: string;
  dropOffLocation: string;
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
    this.bookStatement = prepareStatement<{ vehicleFound: boolean; id: number | null }>(
      db,
      'book_vehicle',
      BOOK,
    );
  }

  /** The vehicle's price and whether the window is taken; undefined for an unknown vehicle. */
  async availability(carId: number, window: BookingWindow): Promise<Availability | undefined> {
    const [row] = await this.availabilityStatement([
      carId,
      window.pickUp.toISOString(),
      window.dropOff.toISOString(),
    ]);
    return row;
  }

  /** The new reservation's id; null when the window is taken. */
  async book(booking: NewBooking): Promise<{ vehicleFound: boolean; id: number | null }> {
    const { pickUp, dropOff } = booking.window;
    const [row] = await this.bookStatement([
      booking.carId,
      pickUp.toISOString(),
      dropOff.toISOString(),
      booking.userId,
      booking.pickUpLocation,
      booking.dropOffLocation,
      billableHours(dropOff.getTime() - pickUp.getTime()),
    ]);
    return row!;
  }
}
