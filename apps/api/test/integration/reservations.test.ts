import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations } from '../../src/db/schema.ts';
import { fromNow } from '../support/clock.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import {
  asRequestTime,
  asResponseTime,
  at,
  CLOCK_CHANGE_SEARCH_DAYS,
  nextFallBackDay,
  nextSpringForwardDay,
} from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

// Some bookings cross the next daylight-saving change, which can lie past the default horizon.
const t = useTestApp({ bookingHorizonDays: CLOCK_CHANGE_SEARCH_DAYS }, { signIn: ['admin'] });
const { api, tokens } = t;
let vehicle: { id: number; pricePerHour: number };

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };

async function newVehicle(pricePerHour = 12.35) {
  const { id } = await addTestVehicle(api, tokens.admin, { model: 'Test Hatch', pricePerHour });
  return { id, pricePerHour };
}

function book(token: string, carId: number, pickUpTime: string, dropOffTime: string) {
  return api.post('/api/reservations/add', {
    token,
    query: { carId },
    body: { pickUpTime, dropOffTime, ...places },
  });
}

beforeAll(async () => {
  vehicle = await newVehicle();
});

describe('availability check', () => {
  it('answers available with the price of each started hour', async () => {
    const customer = await registerCustomer(api);
    const response = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: { carId: vehicle.id, pickUpDateTime: at(3, 10), dropOffDateTime: at(3, 12, 30) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, available: true, totalPrice: 37.05 });
  });

  it('answers unavailable when a CREATED reservation overlaps', async () => {
    const customer = await registerCustomer(api);
    expect((await book(customer.token, vehicle.id, at(4, 10), at(4, 14))).statusCode).toBe(201);
    const response = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: { carId: vehicle.id, pickUpDateTime: at(4, 13), dropOffDateTime: at(4, 15) },
    });
    expect(response.json()).toMatchObject({
      available: false,
      message: 'Vehicle is not available for the selected dates!',
    });
  });

  it('404s for an unknown vehicle and 400s for unreadable times', async () => {
    const customer = await registerCustomer(api);
    const unknown = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: { carId: 999999, pickUpDateTime: at(3, 10), dropOffDateTime: at(3, 12) },
    });
    expect(unknown.statusCode).toBe(404);
    const garbled = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: { carId: vehicle.id, pickUpDateTime: 'tomorrow', dropOffDateTime: at(3, 12) },
    });
    expect(garbled.statusCode).toBe(400);
    expect(expectEnvelope(garbled).errors).toEqual([
      { field: 'pickUpDateTime', message: 'Pick up time must be written as MM/DD/YYYY HH:mm:ss' },
    ]);
  });
});

describe('booking', () => {
  it('stores the booking with exact money and local times', async () => {
    const customer = await registerCustomer(api);
    const response = await book(customer.token, vehicle.id, at(5, 9), at(5, 11, 1));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [stored] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored).toMatchObject({ userId: customer.id, status: 'CREATED', totalPriceCents: 3705 });

    const read = await api.get(`/api/reservations/${id}/auth`, { token: customer.token });
    expect(read.json()).toMatchObject({
      id,
      userId: customer.id,
      status: 'CREATED',
      totalPrice: 37.05,
      pickUpLocation: 'Union Square',
      car: { id: vehicle.id, model: 'Test Hatch' },
    });
    expect(read.json().pickUpTime).toBe(asResponseTime(at(5, 9)));
  });

  it('accepts ISO 8601 times with an explicit offset', async () => {
    const customer = await registerCustomer(api);
    const start = fromNow(40 * 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const end = new Date(start.getTime() + 3 * 3_600_000);
    const response = await book(customer.token, vehicle.id, start.toISOString(), end.toISOString());
    expect(response.statusCode).toBe(201);
  });

  it('refuses an overlapping booking with 409 and allows back-to-back ones', async () => {
    const first = await registerCustomer(api);
    const second = await registerCustomer(api);
    expect((await book(first.token, vehicle.id, at(6, 10), at(6, 12))).statusCode).toBe(201);

    const overlapping = await book(second.token, vehicle.id, at(6, 11), at(6, 13));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toBe('Vehicle is not available for the selected dates!');

    expect((await book(second.token, vehicle.id, at(6, 12), at(6, 14))).statusCode).toBe(201);
    expect((await book(second.token, vehicle.id, at(6, 8), at(6, 10))).statusCode).toBe(201);
  });

  it('lets a cancelled slot be booked again', async () => {
    const customer = await registerCustomer(api);
    const created = await book(customer.token, vehicle.id, at(7, 10), at(7, 12));
    const id = created.json<{ id: number }>().id;
    const cancel = await api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId: vehicle.id, reservationId: id },
      body: { pickUpTime: at(7, 10), dropOffTime: at(7, 12), ...places, status: 'CANCELLED' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await book(customer.token, vehicle.id, at(7, 10), at(7, 12))).statusCode).toBe(201);
  });

  it.each([
    [
      'a pick-up in the past',
      at(-1, 10),
      at(1, 10),
      'pickUpTime',
      'Pick up time cannot be in the past',
    ],
    [
      'less than an hour',
      at(8, 10),
      at(8, 10, 59),
      'dropOffTime',
      'Pick up date must be minimum 1 hour before drop off date!',
    ],
    [
      'a drop-off before the pick-up',
      at(8, 10),
      at(8, 9),
      'dropOffTime',
      'Pick up date must be minimum 1 hour before drop off date!',
    ],
    [
      'more than 90 days',
      at(8, 10),
      at(99, 10),
      'dropOffTime',
      'A reservation can last at most 90 days',
    ],
    [
      'an impossible date',
      '02/30/2027 10:00:00',
      '03/01/2027 10:00:00',
      'pickUpTime',
      'Pick up time is not a real date and time',
    ],
    [
      'a time without seconds',
      '12/30/2027 10:00',
      '12/30/2027 12:00:00',
      'pickUpTime',
      'Pick up time must be written as MM/DD/YYYY HH:mm:ss',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, pickUp, dropOff, field, message) => {
    const customer = await registerCustomer(api);
    const response = await book(customer.token, vehicle.id, pickUp, dropOff);
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({ message, errors: [{ field, message }] });
    const stored = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.userId, customer.id));
    expect(stored).toHaveLength(0);
  });

  it('accepts exactly one hour and exactly 90 days', async () => {
    const customer = await registerCustomer(api);
    expect((await book(customer.token, vehicle.id, at(9, 10), at(9, 11))).statusCode).toBe(201);
    const other = await newVehicle();
    expect((await book(customer.token, other.id, at(9, 10), at(99, 10))).statusCode).toBe(201);
  });

  it('stores and returns the largest valid total exactly, as the price check quoted it', async () => {
    const customer = await registerCustomer(api);
    const dearest = await newVehicle(99_999.99);
    const pickUp = fromNow(3 * 86_400_000);
    pickUp.setUTCMinutes(0, 0, 0);
    const dropOff = new Date(pickUp.getTime() + 90 * 24 * 3_600_000);
    const times = { pickUpTime: pickUp.toISOString(), dropOffTime: dropOff.toISOString() };
    // 2,160 hours at $99,999.99: beyond a 32-bit count of cents.
    const total = 215_999_978.4;

    const quote = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: {
        carId: dearest.id,
        pickUpDateTime: times.pickUpTime,
        dropOffDateTime: times.dropOffTime,
      },
    });
    expect(quote.json()).toMatchObject({ available: true, totalPrice: total });
    const booked = await book(customer.token, dearest.id, times.pickUpTime, times.dropOffTime);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: number }>().id;
    const [stored] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored!.totalPriceCents).toBe(21_599_997_840);
    const read = await api.get(`/api/reservations/${id}/auth`, { token: customer.token });
    expect(read.json().totalPrice).toBe(total);

    const resaved = await api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId: dearest.id, reservationId: id },
      body: { ...times, ...places, status: 'CREATED' },
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    const page = await api.get('/api/reservations/admin/all/pages', {
      token: tokens.admin,
      query: { sort: 'totalPrice', direction: 'DESC', size: 1 },
    });
    expect(page.json().content[0]).toMatchObject({ id, totalPrice: total });
  });

  it.each([
    // 01:00 → 04:00 on the clock is two real hours: 02:00-03:00 never happens.
    {
      change: 'spring-forward',
      day: nextSpringForwardDay,
      from: 1,
      to: 4,
      hours: 2,
      total: 24.7,
      cents: 2470,
    },
    // 00:00 → 03:00 on the clock is four real hours: 01:00-02:00 happens twice.
    {
      change: 'fall-back',
      day: nextFallBackDay,
      from: 0,
      to: 3,
      hours: 4,
      total: 49.4,
      cents: 4940,
    },
  ])(
    'prices a booking across the $change change on the real elapsed hours',
    async ({ day, from, to, hours, total, cents }) => {
      const customer = await registerCustomer(api);
      const trip = { pickUpDateTime: at(day(), from), dropOffDateTime: at(day(), to) };
      const quote = await api.get('/api/reservations/auth', {
        token: customer.token,
        query: { carId: vehicle.id, ...trip },
      });
      expect(quote.json().totalPrice).toBe(total);
      const created = await book(
        customer.token,
        vehicle.id,
        trip.pickUpDateTime,
        trip.dropOffDateTime,
      );
      const [stored] = await t.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, created.json<{ id: number }>().id));
      expect(stored!.dropOffTime.getTime() - stored!.pickUpTime.getTime()).toBe(hours * 3_600_000);
      expect(stored!.totalPriceCents).toBe(cents);
    },
  );

  it('refuses a wall-clock time that the spring-forward change skips', async () => {
    const customer = await registerCustomer(api);
    const day = nextSpringForwardDay();
    const response = await book(customer.token, vehicle.id, at(day, 2, 30), at(day, 5));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/does not exist/);
  });

  it('404s when booking an unknown vehicle', async () => {
    const customer = await registerCustomer(api);
    expect((await book(customer.token, 987654, at(3, 10), at(3, 12))).statusCode).toBe(404);
  });

  it('never takes the card fields or other extra fields', async () => {
    const customer = await registerCustomer(api);
    const response = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId: vehicle.id },
      body: {
        pickUpTime: at(10, 10),
        dropOffTime: at(10, 12),
        ...places,
        cardNo: '4111-1111-1111-1111',
        cvv: '123',
        status: 'DONE',
        userId: 1,
        totalPrice: 0.01,
      },
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, response.json<{ id: number }>().id));
    expect(stored).toMatchObject({ userId: customer.id, status: 'CREATED', totalPriceCents: 2470 });
  });
});

describe("a customer's reservations", () => {
  it('lists only their own, newest pick-up first, paged', async () => {
    const mine = await registerCustomer(api);
    const theirs = await registerCustomer(api);
    await book(mine.token, vehicle.id, at(11, 8), at(11, 9));
    await book(mine.token, vehicle.id, at(12, 8), at(12, 9));
    await book(theirs.token, vehicle.id, at(13, 8), at(13, 9));

    const page = await api.get('/api/reservations/auth/all', { token: mine.token });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ totalElements: 2, totalPages: 1, size: 20, number: 0 });
    expect(body.content.map((r: { userId: number }) => r.userId)).toEqual([mine.id, mine.id]);
    expect(body.content[0].pickUpTime > body.content[1].pickUpTime).toBe(true);
    expect(body.content[0].user).toBeUndefined();

    const small = await api.get('/api/reservations/auth/all', {
      token: mine.token,
      query: { page: 1, size: 1, sort: 'pickUpTime', direction: 'asc' },
    });
    expect(small.json()).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, last: true });
  });

  it("answers 404 for someone else's reservation, as for a missing one", async () => {
    const owner = await registerCustomer(api);
    const stranger = await registerCustomer(api);
    const created = await book(owner.token, vehicle.id, at(14, 8), at(14, 9));
    const id = created.json<{ id: number }>().id;
    const response = await api.get(`/api/reservations/${id}/auth`, { token: stranger.token });
    expect(response.statusCode).toBe(404);
    const missing = await api.get('/api/reservations/99999999/auth', { token: stranger.token });
    expect(response.json().message).toBe(missing.json().message);
  });

  it('refuses an unknown sort property with 400', async () => {
    const customer = await registerCustomer(api);
    const response = await api.get('/api/reservations/auth/all', {
      token: customer.token,
      query: { sort: 'password' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('administration of reservations', () => {
  async function reservationFor(daysAhead: number) {
    const customer = await registerCustomer(api);
    const created = await book(customer.token, vehicle.id, at(daysAhead, 10), at(daysAhead, 12));
    return { customer, id: created.json<{ id: number }>().id };
  }

  function update(id: number, body: Record<string, unknown>, carId = vehicle.id) {
    return api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId, reservationId: id },
      body: {
        pickUpTime: at(20, 10),
        dropOffTime: at(20, 12),
        ...places,
        status: 'CREATED',
        ...body,
      },
    });
  }

  it('lists every customer’s reservations with who booked them', async () => {
    const { customer } = await reservationFor(15);
    const page = await api.get('/api/reservations/admin/all/pages', {
      token: tokens.admin,
      query: { size: 100 },
    });
    expect(page.statusCode).toBe(200);
    const mine = page.json().content.find((r: { userId: number }) => r.userId === customer.id);
    expect(mine.user).toEqual({
      id: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
    });
    const all = await api.get('/api/reservations/admin/all', { token: tokens.admin });
    expect(all.json().length).toBe(page.json().totalElements);
  });

  it('moves a reservation, recomputing its price and re-checking availability', async () => {
    const { id } = await reservationFor(16);
    const moved = await update(id, { pickUpTime: at(21, 10), dropOffTime: at(21, 15) });
    expect(moved.statusCode).toBe(200);
    const read = await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin });
    expect(read.json()).toMatchObject({ totalPrice: 61.75, status: 'CREATED' });

    // Moving within its own slot is fine: it does not collide with itself.
    expect((await update(id, { pickUpTime: at(21, 11), dropOffTime: at(21, 15) })).statusCode).toBe(
      200,
    );

    const { id: other } = await reservationFor(22);
    const clash = await update(other, { pickUpTime: at(21, 14), dropOffTime: at(21, 16) });
    expect(clash.statusCode).toBe(409);
  });

  it('allows CREATED → CANCELLED', async () => {
    const { id } = await reservationFor(23);
    const response = await update(id, {
      pickUpTime: at(23, 10),
      dropOffTime: at(23, 12),
      status: 'CANCELLED',
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored!.status).toBe('CANCELLED');
  });

  // Contract section 7: a booking is returned (DONE) only by its check-in, so the office's edit
  // no longer closes one as done; a final status is reached here by the table itself.
  it.each([
    ['DONE', 'CREATED', 'This booking has been returned, so it cannot be confirmed.'],
    ['DONE', 'CANCELLED', 'This booking has been returned, so it cannot be cancelled.'],
    ['CANCELLED', 'CREATED', 'This booking has been cancelled, so it cannot be confirmed.'],
    ['CANCELLED', 'DONE', 'This booking has been cancelled, so it cannot be marked returned.'],
    ['DONE', 'DONE', 'This booking has been returned and can no longer be changed.'],
    ['CANCELLED', 'CANCELLED', 'This booking has been cancelled and can no longer be changed.'],
  ] as const)('refuses %s → %s: final statuses do not change', async (final, next, message) => {
    const { id } = await reservationFor(24);
    const slot = { pickUpTime: at(24, 10), dropOffTime: at(24, 12) };
    await t.db.update(reservations).set({ status: final }).where(eq(reservations.id, id));
    const response = await update(id, { ...slot, status: next });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      message,
      errors: [{ field: 'status', message }],
    });
    const [stored] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored!.status).toBe(final);
  });

  it('cancels a booking whose pick-up has passed without tripping the past-time rule', async () => {
    const customer = await registerCustomer(api);
    const [row] = await t.db
      .insert(reservations)
      .values({
        carId: vehicle.id,
        userId: customer.id,
        pickUpTime: fromNow(-3 * 3_600_000),
        dropOffTime: fromNow(3 * 3_600_000),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
        totalPriceCents: 100,
      })
      .returning();
    const current = await api.get(`/api/reservations/${row!.id}/admin`, { token: tokens.admin });
    const { pickUpTime, dropOffTime } = current.json();
    const cancelled = await update(row!.id, {
      pickUpTime: asRequestTime(pickUpTime),
      dropOffTime: asRequestTime(dropOffTime),
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('marks a no-show only once the pick-up has passed; NO_SHOW is final', async () => {
    const { id: upcoming } = await reservationFor(26);
    const early = await update(upcoming, {
      pickUpTime: at(26, 10),
      dropOffTime: at(26, 12),
      status: 'NO_SHOW',
    });
    expect(early.statusCode).toBe(400);
    expect(expectEnvelope(early)).toMatchObject({
      message: 'A reservation can be marked as a no-show only once its pick-up time has passed.',
      errors: [{ field: 'status' }],
    });

    const customer = await registerCustomer(api);
    const due = fromNow(-2 * 3_600_000);
    const [missed] = await t.db
      .insert(reservations)
      .values({
        carId: vehicle.id,
        userId: customer.id,
        pickUpTime: due,
        dropOffTime: new Date(due.getTime() + 8 * 3_600_000),
        ...places,
        totalPriceCents: 9880,
      })
      .returning();
    const read = await api.get(`/api/reservations/${missed!.id}/admin`, { token: tokens.admin });
    const slot = {
      pickUpTime: asRequestTime(read.json().pickUpTime),
      dropOffTime: asRequestTime(read.json().dropOffTime),
    };
    expect((await update(missed!.id, { ...slot, status: 'NO_SHOW' })).statusCode).toBe(200);
    const again = await update(missed!.id, { ...slot, status: 'CREATED' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This booking was marked a no-show, so it cannot be confirmed.',
    );
    const [stored] = await t.db.select().from(reservations).where(eq(reservations.id, missed!.id));
    expect(stored!.status).toBe('NO_SHOW');

    // The car it held is free again for the rest of that time.
    const start = fromNow(2 * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const rebooked = await book(
      customer.token,
      vehicle.id,
      start.toISOString(),
      new Date(start.getTime() + 3_600_000).toISOString(),
    );
    expect(rebooked.statusCode, rebooked.body).toBe(201);
  });

  it('404s for unknown reservations and vehicles, and deletes', async () => {
    const { id } = await reservationFor(25);
    expect((await update(99999999, {})).statusCode).toBe(404);
    expect((await update(id, {}, 99999999)).statusCode).toBe(404);
    expect(
      (await api.get('/api/reservations/99999999/admin', { token: tokens.admin })).statusCode,
    ).toBe(404);
    expect(
      (await api.delete(`/api/reservations/admin/${id}/auth`, { token: tokens.admin })).statusCode,
    ).toBe(200);
    expect(
      (await api.delete(`/api/reservations/admin/${id}/auth`, { token: tokens.admin })).statusCode,
    ).toBe(404);
    const stored = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(stored).toHaveLength(0);
  });
});
