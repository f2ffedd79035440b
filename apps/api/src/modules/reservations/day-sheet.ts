import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  LATE_GRACE_MINUTES,
  addDays,
  parseRequestDate,
  startOfDay,
  type WallClock,
} from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations, users, vehicles } from '../../db/schema.ts';
import { owedCentsOfReservation, paidCentsOfReservation } from '../payments/index.ts';

const MINUTE_MS = 60_000;

/** One booking on the day sheet: enough to call the customer, find the car and settle up. */
export interface DaySheetRow {
  reservationId: number;
  /** Its pick-up (a pick-up) or its drop-off (a return). */
  time: Date;
  customer: { firstName: string; lastName: string; phoneNumber: string };
  vehicle: { model: string; plateNumber: string | null };
  /** The extras booked, in the booking's order: "Child seat × 2, GPS"; empty: none. */
  extras: string;
  /** What is still owed: the total (or a fees-only booking's fees) less what was paid. */
  balanceCents: number;
  /**
   * A return not back in time: due before the day began (listed first), or due that day and
   * past its drop-off and the grace when the sheet was printed.
   */
  overdue: boolean;
}

/** What a day sheet shows: one company day's work at the desk. */
export interface DaySheetFacts {
  day: WallClock;
  /** The day's first instant and the next day's: 23 or 25 hours apart when the clocks change. */
  from: Date;
  to: Date;
  timeZone: string;
  /** Bookings to hand over (CREATED) whose pick-up is that day, by time. */
  pickUps: DaySheetRow[];
  /** Trips on the road (IN_PROGRESS) due back before the day ended: the overdue first, by time. */
  returns: DaySheetRow[];
  printedAt: Date;
}

/**
 * The extras a booking holds as one line, in the order booked: a subquery per row of the
 * query's `reservations`, so a list adds them as a column with no query per row.
 */
const extrasOfReservation = () =>
  sql<string>`coalesce((SELECT string_agg(
      extra.name || CASE WHEN held.quantity > 1 THEN ' × ' || held.quantity::text ELSE '' END,
      ', ' ORDER BY held.position)
    FROM reservation_extras AS held JOIN extras AS extra ON extra.id = held.extra_id
    WHERE held.reservation_id = "reservations"."id"), '')`;

const rowColumns = {
  reservationId: reservations.id,
  pickUpTime: reservations.pickUpTime,
  dropOffTime: reservations.dropOffTime,
  customer: {
    firstName: users.firstName,
    lastName: users.lastName,
    phoneNumber: users.phoneNumber,
  },
  vehicle: { model: vehicles.model, plateNumber: vehicles.plateNumber },
  extras: extrasOfReservation(),
  owedCents: owedCentsOfReservation(),
  paidCents: paidCentsOfReservation(),
};

/**
 * The bookings a condition picks, by one of their times: each a range of the pick-up or
 * drop-off index (reservations_pick_up_idx, reservations_drop_off_idx), a day's rows at most.
 */
const bookings = (
  db: Database,
  where: SQL | undefined,
  by: typeof reservations.pickUpTime | typeof reservations.dropOffTime,
) =>
  db
    .select(rowColumns)
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(vehicles, eq(vehicles.id, reservations.carId))
    .where(where)
    .orderBy(asc(by), asc(reservations.id));

/** The day's sheet: its day read as the schema checked it (MM/DD/YYYY) in the company's zone. */
export async function daySheetFacts(
  db: Database,
  date: string,
  timeZone: string,
  now: Date,
): Promise<DaySheetFacts> {
  const parsed = parseRequestDate(date);
  if (!parsed.ok) throw new Error(`an unchecked day reached the day sheet: ${date}`);
  const day = parsed.day;
  // Midnight to midnight as the company's clocks ran that day (as the reports cut their days).
  const from = startOfDay(day, timeZone);
  const to = startOfDay(addDays(day, 1), timeZone);
  const [pickUps, returns] = await Promise.all([
    bookings(
      db,
      and(
        eq(reservations.status, 'CREATED'),
        gte(reservations.pickUpTime, from),
        lt(reservations.pickUpTime, to),
      ),
      reservations.pickUpTime,
    ),
    // On the road and due back before the day ends: that day's returns, and the overdue ones
    // still out from the days before (few: the cars on the road).
    bookings(
      db,
      and(eq(reservations.status, 'IN_PROGRESS'), lt(reservations.dropOffTime, to)),
      reservations.dropOffTime,
    ),
  ]);
  const lateBefore = now.getTime() - LATE_GRACE_MINUTES * MINUTE_MS;
  const toRow = (row: (typeof pickUps)[number], time: Date, overdue: boolean): DaySheetRow => ({
    reservationId: row.reservationId,
    time,
    customer: row.customer,
    vehicle: row.vehicle,
    extras: row.extras,
    balanceCents: row.owedCents - row.paidCents,
    overdue,
  });
  // Ordered by drop-off, the overdue ones (due before the day began) already come first.
  return {
    day,
    from,
    to,
    timeZone,
    pickUps: pickUps.map((row) => toRow(row, row.pickUpTime, false)),
    returns: returns.map((row) =>
      toRow(row, row.dropOffTime, row.dropOffTime < from || row.dropOffTime.getTime() < lateBefore),
    ),
    printedAt: now,
  };
}
