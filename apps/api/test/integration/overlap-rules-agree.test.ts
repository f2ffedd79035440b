import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { PG_EXCLUSION_VIOLATION, isPgError } from '../../src/db/errors.ts';
import {
  outbox,
  reservations,
  termsVersions,
  users,
  vehicleBlocks,
  vehicles,
  type ReservationRow,
} from '../../src/db/schema.ts';
import { applyBookingBuffer } from '../../src/modules/availability/booking-buffer.ts';
import { busyTimes } from '../../src/modules/availability/busy-times.ts';
import { heldVehicles } from '../../src/modules/availability/free-vehicles.ts';
import type { Window } from '../../src/modules/availability/occupancy.ts';
import { BookingStatements } from '../../src/modules/reservations/booking-statements.ts';
import { isOccupied } from '../../src/modules/reservations/repository.ts';
import { openTestDatabase } from '../support/database.ts';
import { inRolledBackTransaction } from '../support/rolled-back.ts';

/**
 * When a vehicle is taken is written in four places: the exclusion constraint on
 * vehicle_occupancy (with the triggers that write its rows), the booking function, the prepared
 * availability statement of the booking path, and occupancy.ts (search, the availability
 * calendar, the office's edits). Each is asked about the same windows around one vehicle's
 * reservation and out-of-service block, with the turnaround buffer on (decision 023).
 */

const BUFFER_MINUTES = 30;
/** The booking function's clock: a fixed instant, before every window below. */
const NOW = new Date('2031-01-01T00:00:00Z');
/** A day of March 2031 and a time of it, in UTC: `utc('10 12:30')`. */
const utc = (dayAndTime: string) => {
  const [day, time] = dayAndTime.split(' ');
  return new Date(`2031-03-${day}T${time}:00Z`);
};
const windowOf = (from: string, to: string): Window => ({ from: utc(from), to: utc(to) });

/** Held from 10 10:00 to 12:00, and by the buffer until 12:30. */
const RESERVED = windowOf('10 10:00', '10 12:00');
/** Out of service; no buffer follows a block. */
const BLOCKED = windowOf('12 09:00', '12 17:00');
/**
 * A trip on the road (decision 046), checked out as the office does: booked CREATED, then
 * its status changed, the buffer having grown meanwhile to LATER_BUFFER_MINUTES. A check-out
 * keeps the hold it had, so its buffer is still BUFFER_MINUTES: held until 18 12:30.
 */
const ON_THE_ROAD = windowOf('18 10:00', '18 12:00');
const LATER_BUFFER_MINUTES = 90;
/** Reservations that no longer hold their vehicle, each on a day of its own. */
const FINAL: Record<
  Exclude<ReservationRow['status'], 'CREATED' | 'IN_PROGRESS' | 'PENDING_PAYMENT'>,
  Window
> = {
  CANCELLED: windowOf('14 10:00', '14 12:00'),
  NO_SHOW: windowOf('15 10:00', '15 12:00'),
  DONE: windowOf('16 10:00', '16 12:00'),
  EXPIRED: windowOf('17 10:00', '17 12:00'),
};
/** Booked online and waiting for its payment (decision 051): it holds the vehicle. */
const AWAITING_PAYMENT = windowOf('20 10:00', '20 12:00');

/** What the window does, the answer all must give, and its start and end (day and time). */
type Case = [what: string, answer: 'taken' | 'free', from: string, to: string];

const CASES: Case[] = [
  ['ends a buffer before the reservation starts', 'free', '10 07:30', '10 09:30'],
  ['ends a minute later, its buffer reaching the reservation', 'taken', '10 07:31', '10 09:31'],
  ['ends exactly when the reservation starts', 'taken', '10 08:00', '10 10:00'],
  ['runs one minute into the reservation', 'taken', '10 08:00', '10 10:01'],
  ['lies inside the reservation', 'taken', '10 10:30', '10 11:30'],
  ['encloses the reservation', 'taken', '10 09:00', '10 13:00'],
  ['starts at the drop-off, inside its buffer', 'taken', '10 12:00', '10 14:00'],
  ['starts one minute before the buffer ends', 'taken', '10 12:29', '10 14:00'],
  ['starts exactly when the buffer ends', 'free', '10 12:30', '10 14:00'],
  ['ends a buffer before the block starts', 'free', '12 07:00', '12 08:30'],
  ['ends exactly when the block starts', 'taken', '12 07:00', '12 09:00'],
  ['lies inside the block', 'taken', '12 10:00', '12 11:00'],
  ['starts one minute before the block ends', 'taken', '12 16:59', '12 18:00'],
  ['starts exactly when the block ends', 'free', '12 17:00', '12 19:00'],
  ['is a cancelled reservation’s window', 'free', '14 10:00', '14 12:00'],
  ['is a no-show’s window', 'free', '15 10:00', '15 12:00'],
  ['is a done reservation’s window', 'free', '16 10:00', '16 12:00'],
  ['is the window of a booking whose payment never came', 'free', '17 10:00', '17 12:00'],
  ['lies inside a booking waiting for its payment', 'taken', '20 10:30', '20 11:30'],
  [
    'starts when the buffer of a booking waiting for its payment ends',
    'free',
    '20 12:30',
    '20 14:00',
  ],
  ['lies inside a trip on the road', 'taken', '18 10:30', '18 11:30'],
  ['ends exactly when a trip on the road starts', 'taken', '18 08:00', '18 10:00'],
  ['starts one minute before a trip on the road’s buffer ends', 'taken', '18 12:29', '18 14:00'],
  ['starts when the buffer a trip on the road kept ends', 'free', '18 12:30', '18 14:00'],
];

let handle: DatabaseHandle;
let statements: BookingStatements;
let customerId: number;
let bookedVehicleId: number;
let otherVehicleId: number;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };

function newVehicle(model: string) {
  return {
    model,
    doors: 4,
    seats: 5,
    luggage: 2,
    transmission: 'Automatic' as const,
    airConditioning: true,
    fuelType: 'Hybrid' as const,
    age: 1,
    pricePerHourCents: 2_000,
  };
}

function reservationOf(carId: number, window: Window, status: ReservationRow['status']) {
  return {
    carId,
    userId: customerId,
    pickUpTime: window.from,
    dropOffTime: window.to,
    ...places,
    status,
    totalPriceCents: 4_000,
  };
}

/** The terms the function's bookings name: published, as the booking path does first. */
const TERMS_VERSION = 'a1b2c3d4e5f6';

beforeAll(async () => {
  handle = await openTestDatabase();
  const { db } = handle;
  statements = new BookingStatements(db);
  await db.insert(termsVersions).values({ version: TERMS_VERSION, sections: [] });
  // Before the reservation is written: a hold keeps the buffer it was written with.
  await applyBookingBuffer(db, BUFFER_MINUTES);
  const [customer] = await db
    .insert(users)
    .values({
      firstName: 'Robin',
      lastName: 'Overlap',
      email: 'robin.overlap@example.com',
      passwordHash: 'not used: nobody signs in',
      phoneNumber: '(415) 555-0199',
      address: '1 Market Street',
      zipCode: '94105',
      roles: ['Customer'],
    })
    .returning({ id: users.id });
  customerId = customer!.id;
  const [booked, other] = await db
    .insert(vehicles)
    .values([newVehicle('Booked Sedan'), newVehicle('Free Sedan')])
    .returning({ id: vehicles.id });
  bookedVehicleId = booked!.id;
  otherVehicleId = other!.id;
  await db
    .insert(reservations)
    .values([
      reservationOf(bookedVehicleId, RESERVED, 'CREATED'),
      reservationOf(bookedVehicleId, AWAITING_PAYMENT, 'PENDING_PAYMENT'),
      ...Object.entries(FINAL).map(([status, window]) =>
        reservationOf(bookedVehicleId, window, status as ReservationRow['status']),
      ),
    ]);
  const [trip] = await db
    .insert(reservations)
    .values(reservationOf(bookedVehicleId, ON_THE_ROAD, 'CREATED'))
    .returning({ id: reservations.id });
  await applyBookingBuffer(db, LATER_BUFFER_MINUTES);
  await db.update(reservations).set({ status: 'IN_PROGRESS' }).where(eq(reservations.id, trip!.id));
  await applyBookingBuffer(db, BUFFER_MINUTES);
  await db.insert(vehicleBlocks).values({
    carId: bookedVehicleId,
    startTime: BLOCKED.from,
    endTime: BLOCKED.to,
    reason: 'Brakes',
  });
});

afterAll(async () => {
  await handle?.close();
});

/**
 * The constraint, as every writer meets it: a CREATED reservation of the window, whose trigger
 * writes its occupancy row (the window and the buffer after it). Refused with an exclusion
 * violation, or not; rolled back either way.
 */
function constraintRefuses(carId: number, window: Window): Promise<boolean> {
  return inRolledBackTransaction(handle.db, (tx) =>
    tx
      .insert(reservations)
      .values(reservationOf(carId, window, 'CREATED'))
      .then(
        () => false,
        (error: unknown) => {
          if (isPgError(error, PG_EXCLUSION_VIOLATION)) return true;
          throw error;
        },
      ),
  );
}

const bookingWindow = ({ from, to }: Window) => ({
  pickUp: from,
  dropOff: to,
  fields: { pickUp: 'pickUpTime', dropOff: 'dropOffTime' },
});

/** The booking function refuses the window; a booking it makes is taken back at once. */
async function bookingFunctionRefuses(carId: number, window: Window): Promise<boolean> {
  const outcome = await statements.book({
    carId,
    userId: customerId,
    window: bookingWindow(window),
    ...places,
    now: NOW,
    maxActive: 1_000,
    price: { lines: [], totalCents: 0 },
    pricedAtVersion: null,
    awaitingPayment: false,
    termsVersion: TERMS_VERSION,
  });
  if (!outcome.vehicleFound || outcome.limitReached) {
    throw new Error(`the booking was refused for another reason: ${JSON.stringify(outcome)}`);
  }
  if (outcome.id === null) return true;
  await handle.db.delete(outbox).where(eq(outbox.reservationId, outcome.id));
  await handle.db.delete(reservations).where(eq(reservations.id, outcome.id));
  return false;
}

async function preparedStatementFindsTaken(carId: number, window: Window): Promise<boolean> {
  const availability = await statements.availability(carId, bookingWindow(window));
  return availability!.taken;
}

/** Search leaves the vehicle out of the free ones: it is among the window's holders. */
async function searchLeavesOut(carId: number, window: Window): Promise<boolean> {
  const { held } = await heldVehicles(handle.db)(window);
  return held.has(carId);
}

/** The availability calendar shows the vehicle busy at some time of the window. */
async function calendarShowsBusy(carId: number, window: Window): Promise<boolean> {
  return (await busyTimes(handle.db, carId, window)).length > 0;
}

/** Whether the window is taken, by each of the four (occupancy.ts as each of its users asks). */
async function answersFor(carId: number, window: Window) {
  return {
    preparedStatement: await preparedStatementFindsTaken(carId, window),
    search: await searchLeavesOut(carId, window),
    calendar: await calendarShowsBusy(carId, window),
    officeEdit: await isOccupied(handle.db, carId, window),
    constraint: await constraintRefuses(carId, window),
    bookingFunction: await bookingFunctionRefuses(carId, window),
  };
}

const allAnswering = (taken: boolean) => ({
  preparedStatement: taken,
  search: taken,
  calendar: taken,
  officeEdit: taken,
  constraint: taken,
  bookingFunction: taken,
});

describe('the exclusion constraint, the booking function, the prepared statement and occupancy.ts', () => {
  it.each(CASES)('agree that a window which %s is %s', async (_what, answer, from, to) => {
    const answers = await answersFor(bookedVehicleId, windowOf(from, to));
    expect(answers).toEqual(allAnswering(answer === 'taken'));
  });

  it('agree that another vehicle is free in the reservation’s window', async () => {
    expect(await answersFor(otherVehicleId, RESERVED)).toEqual(allAnswering(false));
  });
});
