import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LATE_GRACE_MINUTES,
  NO_SHOW_GRACE_MINUTES,
  formatWallClock,
  type MissedPickUp,
  type OfficeDay,
  type OfficeTrip,
  type OverdueTrip,
  type ReservationStatus,
} from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations, users, vehicles } from '../../db/schema.ts';
import type { Window } from '../availability/index.ts';

const MINUTE_MS = 60_000;

/** The columns a trip of the office's day is read with. */
const tripColumns = {
  reservationId: reservations.id,
  status: reservations.status,
  pickUpTime: reservations.pickUpTime,
  dropOffTime: reservations.dropOffTime,
  customer: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    phoneNumber: users.phoneNumber,
  },
  vehicle: { id: vehicles.id, model: vehicles.model },
};

const selectTrips = (db: Database) =>
  db
    .select(tripColumns)
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.carId));
type TripRow = Awaited<ReturnType<typeof selectTrips>>[number];

const toTrip = (row: TripRow, timeZone: string): OfficeTrip => ({
  ...row,
  pickUpTime: formatWallClock(row.pickUpTime, timeZone),
  dropOffTime: formatWallClock(row.dropOffTime, timeZone),
});

/**
 * The trips on the road past drop-off and the grace (contract section 6, "Overdue"), the
 * longest overdue first, each with the same vehicle's next booking, which waits for the car.
 */
export async function overdueTrips(db: Database, now: Date, timeZone: string) {
  const overdueSince = new Date(now.getTime() - LATE_GRACE_MINUTES * MINUTE_MS);
  const trips = await selectTrips(db)
    .where(and(eq(reservations.status, 'IN_PROGRESS'), lt(reservations.dropOffTime, overdueSince)))
    .orderBy(asc(reservations.dropOffTime), asc(reservations.id));
  const next = await nextBookings(db, trips);
  return trips.map((trip): OverdueTrip => ({
    ...toTrip(trip, timeZone),
    minutesLate: Math.floor((now.getTime() - trip.dropOffTime.getTime()) / MINUTE_MS),
    nextBooking: next.has(trip.reservationId)
      ? toTrip(next.get(trip.reservationId)!, timeZone)
      : null,
  }));
}

/**
 * The bookings not picked up past their pick-up and the grace (contract section 7, "Missed
 * pick-ups"), the longest missed first: the office calls, hands over, or records a no-show.
 */
export async function missedPickUps(db: Database, now: Date, timeZone: string) {
  const missedSince = new Date(now.getTime() - NO_SHOW_GRACE_MINUTES * MINUTE_MS);
  const bookings = await selectTrips(db)
    .where(and(eq(reservations.status, 'CREATED'), lt(reservations.pickUpTime, missedSince)))
    .orderBy(asc(reservations.pickUpTime), asc(reservations.id));
  return bookings.map((booking): MissedPickUp => ({
    ...toTrip(booking, timeZone),
    minutesLate: Math.floor((now.getTime() - booking.pickUpTime.getTime()) / MINUTE_MS),
  }));
}

/** For each late trip, the first booking of its vehicle that picks up after its drop-off. */
async function nextBookings(db: Database, trips: TripRow[]): Promise<Map<number, TripRow>> {
  if (trips.length === 0) return new Map();
  const late = alias(reservations, 'late');
  const rows = await db
    .selectDistinctOn([late.id], { lateId: late.id, ...tripColumns })
    .from(late)
    .innerJoin(
      reservations,
      and(
        eq(reservations.carId, late.carId),
        eq(reservations.status, 'CREATED'),
        gte(reservations.pickUpTime, late.dropOffTime),
      ),
    )
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.carId))
    .where(
      inArray(
        late.id,
        trips.map((trip) => trip.reservationId),
      ),
    )
    .orderBy(late.id, asc(reservations.pickUpTime));
  return new Map(rows.map(({ lateId, ...row }) => [lateId, row]));
}

/** Today's pick-ups and returns in the company's zone, by time. */
export async function officeDay(db: Database, today: Window, timeZone: string): Promise<OfficeDay> {
  /** The trips in these statuses whose pick-up or drop-off is today, by that time. */
  const tripsToday = (
    time: typeof reservations.pickUpTime | typeof reservations.dropOffTime,
    statuses: ReservationStatus[],
  ) =>
    selectTrips(db)
      .where(and(gte(time, today.from), lt(time, today.to), inArray(reservations.status, statuses)))
      .orderBy(asc(time), asc(reservations.id));
  const [pickUps, returns] = await Promise.all([
    tripsToday(reservations.pickUpTime, ['CREATED', 'IN_PROGRESS']),
    tripsToday(reservations.dropOffTime, ['IN_PROGRESS', 'DONE']),
  ]);
  return {
    from: formatWallClock(today.from, timeZone),
    to: formatWallClock(today.to, timeZone),
    pickUps: pickUps.map((row) => toTrip(row, timeZone)),
    returns: returns.map((row) => toTrip(row, timeZone)),
  };
}
