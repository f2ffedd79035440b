import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { reservations } from '../../src/db/schema.ts';
import { fromNow, testNow } from '../support/clock.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { asRequestTime, at } from '../support/times.ts';

const MAX_ACTIVE = 5;
const HORIZON_DAYS = 365;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const LIMIT_MESSAGE =
  'You already hold 5 upcoming reservations, the most one customer may hold at once. ' +
  'You can book again once one of them has ended or been cancelled.';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };

beforeAll(async () => {
  expect(t.config).toMatchObject({
    maxActiveBookings: MAX_ACTIVE,
    bookingHorizonDays: HORIZON_DAYS,
  });
});

function book(token: string, carId: number, pickUpTime: string, dropOffTime: string) {
  return api.post('/api/reservations/add', {
    token,
    query: { carId },
    body: { pickUpTime, dropOffTime, ...places },
  });
}

/** Books `count` reservations for the customer, each on its own day of vehicle `carId`. */
async function bookDays(token: string, carId: number, firstDay: number, count: number) {
  const ids: number[] = [];
  for (let day = firstDay; day < firstDay + count; day++) {
    const response = await book(token, carId, at(day, 10), at(day, 12));
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json<{ id: number }>().id);
  }
  return ids;
}

async function storedOf(userId: number) {
  return t.db.select().from(reservations).where(eq(reservations.userId, userId));
}

describe('active reservations of one customer (MAX_ACTIVE_BOOKINGS)', () => {
  it('refuses the booking beyond the limit with 400 and stores nothing', async () => {
    const customer = await registerCustomer(api);
    await bookDays(customer.token, 8, 30, MAX_ACTIVE);
    const beyond = await book(customer.token, 9, at(40, 10), at(40, 12));
    expect(beyond.statusCode).toBe(400);
    expect(expectEnvelope(beyond)).toMatchObject({
      status: 'BAD_REQUEST',
      message: LIMIT_MESSAGE,
    });
    expect(await storedOf(customer.id)).toHaveLength(MAX_ACTIVE);
  });

  it('counts neither other statuses nor reservations whose drop-off has passed', async () => {
    const customer = await registerCustomer(api);
    const ids = await bookDays(customer.token, 10, 30, MAX_ACTIVE);
    const cancel = await api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId: 10, reservationId: ids[0]! },
      body: { pickUpTime: at(30, 10), dropOffTime: at(30, 12), ...places, status: 'CANCELLED' },
    });
    expect(cancel.statusCode).toBe(200);
    // A rental that ended an hour ago, still CREATED because nobody closed it yet.
    await t.db.insert(reservations).values({
      carId: 10,
      userId: customer.id,
      pickUpTime: fromNow(-5 * HOUR_MS),
      dropOffTime: fromNow(-HOUR_MS),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Union Square',
      totalPriceCents: 100,
    });
    const again = await book(customer.token, 11, at(41, 10), at(41, 12));
    expect(again.statusCode, again.body).toBe(201);
    const beyond = await book(customer.token, 11, at(42, 10), at(42, 12));
    expect(beyond.statusCode).toBe(400);
    const active = await t.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.userId, customer.id), eq(reservations.status, 'CREATED')));
    expect(active.filter((row) => row.dropOffTime > testNow())).toHaveLength(MAX_ACTIVE);
  });

  it("is one customer's limit: another customer books as before", async () => {
    const first = await registerCustomer(api);
    const second = await registerCustomer(api);
    await bookDays(first.token, 12, 50, MAX_ACTIVE);
    expect((await book(second.token, 12, at(56, 10), at(56, 12))).statusCode).toBe(201);
  });
});

describe('how far ahead a pick-up may be (BOOKING_HORIZON_DAYS)', () => {
  /** An instant `hours` from now on the hour, as ISO 8601 with its offset. */
  const hoursFromNow = (hours: number) => {
    const instant = fromNow(hours * HOUR_MS);
    instant.setUTCMinutes(0, 0, 0);
    return instant.toISOString();
  };

  it('books a pick-up just inside the horizon', async () => {
    const customer = await registerCustomer(api);
    const pickUp = hoursFromNow(HORIZON_DAYS * 24 - 2);
    const response = await book(customer.token, 4, pickUp, hoursFromNow(HORIZON_DAYS * 24 + 2));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a pick-up beyond it, naming the pick-up, in the booking and the price check', async () => {
    const customer = await registerCustomer(api);
    const message = `Pick up time can be at most ${HORIZON_DAYS} days from now`;
    const pickUp = hoursFromNow(HORIZON_DAYS * 24 + 2);
    const dropOff = hoursFromNow(HORIZON_DAYS * 24 + 5);
    const refused = await book(customer.token, 4, pickUp, dropOff);
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused)).toMatchObject({
      message,
      errors: [{ field: 'pickUpTime', message }],
    });
    const farFuture = await book(customer.token, 4, '01/01/9999 10:00:00', '01/01/9999 12:00:00');
    expect(farFuture.statusCode).toBe(400);
    expect(farFuture.json().message).toBe(message);
    expect(await storedOf(customer.id)).toHaveLength(0);

    const quote = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: { carId: 4, pickUpDateTime: pickUp, dropOffDateTime: dropOff },
    });
    expect(quote.statusCode).toBe(400);
    expect(expectEnvelope(quote).errors).toEqual([{ field: 'pickUpDateTime', message }]);
  });

  it('holds when the office moves a booking, but not for a pick-up it keeps', async () => {
    const customer = await registerCustomer(api);
    const booked = await book(customer.token, 4, at(60, 10), at(60, 12));
    const reservationId = booked.json<{ id: number }>().id;
    const moved = await api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId: 4, reservationId },
      body: {
        pickUpTime: hoursFromNow(HORIZON_DAYS * 24 + 30),
        dropOffTime: hoursFromNow(HORIZON_DAYS * 24 + 32),
        ...places,
        status: 'CREATED',
      },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      { field: 'pickUpTime', message: `Pick up time can be at most ${HORIZON_DAYS} days from now` },
    ]);
    const [stored] = await storedOf(customer.id);
    expect(stored!.pickUpTime.getTime()).toBeLessThan(fromNow(61 * DAY_MS).getTime());

    // Booked while the horizon was longer: closing it keeps its pick-up, which is no change.
    const [beyond] = await t.db
      .insert(reservations)
      .values({
        carId: 4,
        userId: customer.id,
        pickUpTime: fromNow((HORIZON_DAYS + 20) * DAY_MS),
        dropOffTime: fromNow((HORIZON_DAYS + 21) * DAY_MS),
        ...places,
        totalPriceCents: 100,
      })
      .returning();
    const read = await api.get(`/api/reservations/${beyond!.id}/admin`, { token: tokens.admin });
    const closed = await api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId: 4, reservationId: beyond!.id },
      body: {
        pickUpTime: asRequestTime(read.json().pickUpTime),
        dropOffTime: asRequestTime(read.json().dropOffTime),
        ...places,
        status: 'CANCELLED',
      },
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });
});
