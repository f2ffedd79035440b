import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  DROP_OFF_NOT_LATER_MESSAGE,
  EXTENSION_TAKEN_MESSAGE,
  MAX_BOOKING_MESSAGE,
  formatWallClock,
} from '@keyturn/shared';
import { extras, outbox, reservations } from '../../src/db/schema.ts';
import { bookCar } from '../support/bookings.ts';
import {
  storedLines as linesOf,
  storedReservation as reservationOf,
} from '../support/stored-reservations.ts';
import { expectNotFound, registerCustomer, useTestApp } from '../support/harness.ts';
import { asRequestTime, asResponseTime, at, calmDay } from '../support/times.ts';
import { addTestVehicle, vehicleBody } from '../support/vehicles.ts';

const BUFFER_MINUTES = 30;
const t = useTestApp({ bookingBufferMinutes: BUFFER_MINUTES }, { signIn: ['admin'] });
const { api, tokens } = t;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };

const book = (token: string, carId: number, pickUpTime: string, dropOffTime: string) =>
  bookCar(api, token, carId, { pickUpTime, dropOffTime, ...places });

const offer = (token: string, id: number, dropOffTime?: string) =>
  api.get(`/api/reservations/${id}/extension`, {
    token,
    query: dropOffTime === undefined ? {} : { dropOffTime },
  });

const extend = (token: string, id: number, dropOffTime: string) =>
  api.patch(`/api/reservations/${id}/extend`, { token, body: { dropOffTime } });

const latestOf = async (token: string, id: number) => {
  const answer = await offer(token, id);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ latestDropOff: string }>().latestDropOff;
};

const storedLines = (id: number) => linesOf(t.db, id);
const storedReservation = (id: number) => reservationOf(t.db, id);

async function changeMails(id: number) {
  return t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.reservationId, id), eq(outbox.kind, 'booking-changed')));
}

/**
 * A customer's trip from 10:00 to 12:00 in a vehicle of its own, on the first calm day from
 * `fromDay` days ahead, and another customer's booking of the vehicle from 15:00 to 17:00.
 */
async function bookedBeforeAnother(fromDay: number) {
  const { id: carId } = await addTestVehicle(api, tokens.admin);
  const [customer, next] = [await registerCustomer(api), await registerCustomer(api)];
  const day = calmDay(fromDay);
  const id = await book(customer.token, carId, at(day, 10), at(day, 12));
  await book(next.token, carId, at(day, 15), at(day, 17));
  return { customer, day, id };
}

describe('how long a trip may be extended', () => {
  it('until the next booking, less the turnaround buffer', async () => {
    const { customer, day, id } = await bookedBeforeAnother(20);
    expect(await latestOf(customer.token, id)).toBe(asResponseTime(at(day, 14, 30)));
  });

  it('until an out-of-service block, less the buffer, and not at all when the next use is right after', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin);
    const customer = await registerCustomer(api);
    const day = calmDay(22);
    const id = await book(customer.token, carId, at(day, 10), at(day, 12));
    const block = await api.post(`/api/car/admin/${carId}/blocks`, {
      token: tokens.admin,
      body: { start: at(day, 16), end: at(day, 18), reason: 'Service' },
    });
    expect(block.statusCode).toBe(201);
    expect(await latestOf(customer.token, id)).toBe(asResponseTime(at(day, 15, 30)));

    // A later trip that ends a buffer before the block has nothing to give.
    const tight = await book(customer.token, carId, at(day, 13), at(day, 15, 30));
    expect(await latestOf(customer.token, tight)).toBe(asResponseTime(at(day, 15, 30)));
    const refused = await extend(customer.token, tight, at(day, 16));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EXTENSION_TAKEN_MESSAGE);
  });

  it('with nothing after it, as long as the longest trip from its pick-up (90 days)', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin);
    const customer = await registerCustomer(api);
    const day = calmDay(24);
    const id = await book(customer.token, carId, at(day, 10), at(day, 12));
    const { pickUpTime } = await storedReservation(id);
    const longest = new Date(pickUpTime.getTime() + 90 * 86_400_000);
    const wallClock = (instant: Date) => formatWallClock(instant, t.config.timeZone);
    expect(await latestOf(customer.token, id)).toBe(wallClock(longest));
    const beyond = await extend(
      customer.token,
      id,
      asRequestTime(wallClock(new Date(longest.getTime() + 3_600_000))),
    );
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toBe(MAX_BOOKING_MESSAGE);
  });
});

describe('extending a trip', () => {
  it('moves the drop-off, adds the price of the added time with its extras, and mails the updated calendar entry', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 15,
      pricePerDay: 90,
      deposit: 250,
    });
    const customer = await registerCustomer(api);
    const [seat] = await t.db
      .insert(extras)
      .values({
        name: 'Extension seat',
        description: '',
        priceCents: 800,
        per: 'DAY',
        maxQuantity: 2,
      })
      .returning({ id: extras.id });
    const day = calmDay(26);
    const booked = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId },
      body: {
        pickUpTime: at(day, 10),
        dropOffTime: at(day, 14),
        ...places,
        extras: [{ id: seat!.id, quantity: 1 }],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: number }>().id;
    const bookedLines = await storedLines(id);
    expect((await storedReservation(id)).totalPriceCents).toBe(4 * 1500 + 800);

    // 30 hours cost the day cap and 6 hours, $180, and two days of the seat; 4 hours cost $60
    // and one day of it: the 26 hours added cost $120 and a day of the seat.
    const newDropOff = at(day + 1, 16);
    const priced = await offer(customer.token, id, newDropOff);
    expect(priced.statusCode, priced.body).toBe(200);
    const extended = await extend(customer.token, id, newDropOff);
    expect(extended.statusCode, extended.body).toBe(200);
    const added = [
      {
        code: 'RENTAL',
        label: 'Extension by 26 h',
        quantity: 1,
        unitPriceCents: 12000,
        amountCents: 12000,
      },
      {
        code: 'EXTRA',
        label: 'Extension seat, extension by 26 h',
        quantity: 1,
        unitPriceCents: 800,
        amountCents: 800,
      },
    ];
    expect(extended.json()).toMatchObject({
      message: 'Your trip has been extended.',
      dropOffTime: asResponseTime(newDropOff),
      totalPrice: 196,
      quote: {
        lines: [
          { code: 'RENTAL', label: '4 h × $15.00', amount: 60 },
          { code: 'EXTRA', quantity: 1, amount: 8 },
          { code: 'RENTAL', label: 'Extension by 26 h', quantity: 1, unitPrice: 120, amount: 120 },
          { code: 'EXTRA', quantity: 1, unitPrice: 8, amount: 8 },
        ],
        total: 196,
        deposit: 250,
      },
    });
    // The price shown before is the price stored.
    expect(priced.json().quote).toEqual(extended.json().quote);
    expect(await storedLines(id)).toEqual([...bookedLines, ...added]);
    expect(await storedReservation(id)).toMatchObject({
      dropOffTime: expect.any(Date),
      totalPriceCents: 19600,
      depositCents: 25000,
      calendarSequence: 1,
    });
    const own = await api.get(`/api/reservations/${id}/auth`, { token: customer.token });
    expect(own.json()).toMatchObject({ dropOffTime: asResponseTime(newDropOff), totalPrice: 196 });
    const [mail] = await changeMails(id);
    expect(mail!.payload).toMatchObject({
      extendedByCustomer: true,
      previousTotalPriceCents: 6800,
      totalPriceCents: 19600,
      calendarSequence: 1,
    });
  });

  it('prices only the added time at a price raised since booking, keeping the hours bought as booked', async () => {
    const { id: carId, imageId } = await addTestVehicle(api, tokens.admin, { pricePerHour: 15 });
    const customer = await registerCustomer(api);
    const day = calmDay(38);
    const id = await book(customer.token, carId, at(day, 10), at(day, 14));
    const raised = await api.put('/api/car/admin/auth', {
      token: tokens.admin,
      query: { id: carId, imageId },
      body: vehicleBody({ pricePerHour: 25 }),
    });
    expect(raised.statusCode, raised.body).toBe(200);

    // $60 booked + 5 h at $25 − 4 h at $25: $85, not the $125 of the whole trip priced again.
    const priced = await offer(customer.token, id, at(day, 15));
    expect(priced.json().quote).toMatchObject({ total: 85 });
    const extended = await extend(customer.token, id, at(day, 15));
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ totalPrice: 85, quote: priced.json().quote });
    expect(await storedLines(id)).toEqual([
      expect.objectContaining({ code: 'RENTAL', label: '4 h × $15.00', amountCents: 6000 }),
      {
        code: 'RENTAL',
        label: 'Extension by 1 h',
        quantity: 1,
        unitPriceCents: 2500,
        amountCents: 2500,
      },
    ]);
    expect(await storedReservation(id)).toMatchObject({ totalPriceCents: 8500 });
    const [mail] = await changeMails(id);
    expect(mail!.payload).toMatchObject({ previousTotalPriceCents: 6000, totalPriceCents: 8500 });

    // A second extension adds its own hour; the lines still add up to the total.
    expect((await extend(customer.token, id, at(day, 16))).statusCode).toBe(200);
    const lines = await storedLines(id);
    expect(lines.map((line) => [line.label, line.amountCents])).toEqual([
      ['4 h × $15.00', 6000],
      ['Extension by 1 h', 2500],
      ['Extension by 1 h', 2500],
    ]);
    expect((await storedReservation(id)).totalPriceCents).toBe(11000);
  });

  it('refuses a drop-off that is not later, a missing or unreadable one, and a time already taken', async () => {
    const { customer, day, id } = await bookedBeforeAnother(28);
    const before = await storedLines(id);

    for (const dropOffTime of [at(day, 12), at(day, 11)]) {
      const answer = await extend(customer.token, id, dropOffTime);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        message: DROP_OFF_NOT_LATER_MESSAGE,
        errors: [{ field: 'dropOffTime', message: DROP_OFF_NOT_LATER_MESSAGE }],
      });
    }
    expect(
      (await api.patch(`/api/reservations/${id}/extend`, { token: customer.token, body: {} }))
        .statusCode,
    ).toBe(400);
    expect((await extend(customer.token, id, 'tomorrow')).statusCode).toBe(400);

    // Within the buffer before the next booking: taken, and nothing changes.
    const taken = await extend(customer.token, id, at(day, 15));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(EXTENSION_TAKEN_MESSAGE);
    expect(await storedLines(id)).toEqual(before);
    expect(await changeMails(id)).toEqual([]);
    expect((await extend(customer.token, id, at(day, 14, 30))).statusCode).toBe(200);
  });

  it('extends a trip on the road, whose longer hold a booking then cannot take', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin);
    const [customer, next] = [await registerCustomer(api), await registerCustomer(api)];
    const day = calmDay(36);
    const id = await book(customer.token, carId, at(day, 10), at(day, 12));
    await t.db.update(reservations).set({ status: 'IN_PROGRESS' }).where(eq(reservations.id, id));
    expect((await extend(customer.token, id, at(day, 15))).statusCode).toBe(200);
    expect(await storedReservation(id)).toMatchObject({ status: 'IN_PROGRESS' });
    const taken = await api.post('/api/reservations/add', {
      token: next.token,
      query: { carId },
      body: { pickUpTime: at(day, 14), dropOffTime: at(day, 16), ...places },
    });
    expect(taken.statusCode).toBe(409);
  });

  it("answers someone else's trip as unknown, and refuses a cancelled one", async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin);
    const [customer, other] = [await registerCustomer(api), await registerCustomer(api)];
    const day = calmDay(32);
    const id = await book(customer.token, carId, at(day, 10), at(day, 12));
    for (const token of [other.token, tokens.admin]) {
      expectNotFound(
        await offer(token, id),
        'Reservation not found.',
        `/api/reservations/${id}/extension`,
      );
      expectNotFound(
        await extend(token, id, at(day, 13)),
        'Reservation not found.',
        `/api/reservations/${id}/extend`,
      );
    }
    expectNotFound(
      await offer(customer.token, 2_000_000),
      'Reservation not found.',
      '/api/reservations/2000000/extension',
    );

    expect(
      (await api.patch(`/api/reservations/${id}/cancel`, { token: customer.token })).statusCode,
    ).toBe(200);
    for (const answer of [
      await offer(customer.token, id),
      await extend(customer.token, id, at(day, 13)),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(
        'This reservation is CANCELLED and can no longer be extended.',
      );
    }
  });

  it('lets the office extend a trip through its edit form, priced again and mailed', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin, { pricePerHour: 10 });
    const customer = await registerCustomer(api);
    const day = calmDay(36);
    const id = await book(customer.token, carId, at(day, 10), at(day, 12));
    const edit = await api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId, reservationId: id },
      body: { pickUpTime: at(day, 10), dropOffTime: at(day, 15), ...places, status: 'CREATED' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await storedReservation(id)).toMatchObject({
      totalPriceCents: 5000,
      calendarSequence: 1,
    });
    const [mail] = await changeMails(id);
    expect(mail!.payload).toMatchObject({ previousTotalPriceCents: 2000 });
    expect(mail!.payload).not.toHaveProperty('extendedByCustomer');
  });
});
