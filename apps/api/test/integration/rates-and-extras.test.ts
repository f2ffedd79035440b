import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { extraNameTakenMessage } from '@keyturn/shared';
import {
  ratePeriods,
  reservationCharges,
  reservationExtras,
  reservations,
} from '../../src/db/schema.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { at, calmDay, requestDay } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };

/** A rate period's body: its name, its first and last day (so many days ahead), its percent. */
function ratePeriod(name: string, firstDay: number, lastDay: number, percent: number) {
  return { name, startDate: requestDay(firstDay), endDate: requestDay(lastDay), percent };
}

function addRatePeriod(body: Record<string, unknown>) {
  return api.post('/api/rates/admin', { token: tokens.admin, body });
}

async function ratePeriodCount() {
  return (await t.db.select().from(ratePeriods)).length;
}

describe('rate periods', () => {
  it('are added, listed, changed and removed by the office, with their days as MM/DD/YYYY', async () => {
    const day = calmDay(200);
    const body = ratePeriod('Spring fair', day, day + 2, 25);
    const created = await addRatePeriod(body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const listed = await api.get('/api/rates/admin', { token: tokens.admin });
    expect(listed.json()).toContainEqual({ id, ...body });

    const changed = { ...body, percent: -10, name: 'Quiet week' };
    const update = await api.put(`/api/rates/admin/${id}`, { token: tokens.admin, body: changed });
    expect(update.statusCode).toBe(200);
    expect((await api.get('/api/rates/admin', { token: tokens.admin })).json()).toContainEqual({
      id,
      ...changed,
    });
    expect((await api.delete(`/api/rates/admin/${id}`, { token: tokens.admin })).statusCode).toBe(
      200,
    );
    expect((await api.delete(`/api/rates/admin/${id}`, { token: tokens.admin })).statusCode).toBe(
      404,
    );
  });

  it('refuses overlapping days, a last day before the first and a percent out of range, writing nothing', async () => {
    const day = calmDay(220);
    const first = await addRatePeriod(ratePeriod('Festival', day, day + 3, 50));
    expect(first.statusCode).toBe(201);
    const before = await ratePeriodCount();

    const overlapping = await addRatePeriod(ratePeriod('Late festival', day + 3, day + 5, 20));
    expect(overlapping.statusCode).toBe(400);
    expect(expectEnvelope(overlapping).message).toBe(
      'These days overlap the rate period "Festival": rate periods may not overlap.',
    );
    const backwards = await addRatePeriod(ratePeriod('Backwards', day + 10, day + 9, 20));
    expect(backwards.statusCode).toBe(400);
    expect(expectEnvelope(backwards).message).toBe(
      'The last day must be on or after the first day.',
    );
    const tooMuch = await addRatePeriod(ratePeriod('Greedy', day + 10, day + 11, 301));
    expect(tooMuch.statusCode).toBe(400);
    expect(expectEnvelope(tooMuch).errors).toEqual([
      { field: 'percent', message: 'Percent must be at most 300' },
    ]);
    expect(await ratePeriodCount()).toBe(before);

    // Moving the first onto its own days again is no overlap with itself.
    const { id } = first.json<{ id: number }>();
    const moved = await api.put(`/api/rates/admin/${id}`, {
      token: tokens.admin,
      body: ratePeriod('Festival', day + 1, day + 3, 50),
    });
    expect(moved.statusCode).toBe(200);
  });

  it('price the quote, the booking and the search alike, and leave bookings already made as they were', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 10,
      pricePerDay: 100,
    });
    const customer = await registerCustomer(api);
    const day = calmDay(240);
    const trip = { pickUpTime: at(day, 10), dropOffTime: at(day, 14) };
    const booked = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId },
      body: { ...trip, ...places },
    });
    expect(booked.statusCode).toBe(201);
    const earlier = booked.json<{ id: number }>().id;

    const rate = await addRatePeriod(ratePeriod('High season', day, day + 1, 50));
    expect(rate.statusCode).toBe(201);
    const later = { pickUpDateTime: at(day + 1, 10), dropOffDateTime: at(day + 1, 14) };
    const quote = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: { carId, ...later },
    });
    expect(quote.json()).toMatchObject({
      totalPrice: 60,
      quote: { lines: [{ code: 'RENTAL', label: '4 h × $15.00', amount: 60 }], total: 60 },
    });
    const search = await api.get('/api/car/visitors/search', { query: { ...later, size: 100 } });
    const found = search.json<{ content: { id: number; totalPrice: number }[] }>().content;
    expect(found.find((vehicle) => vehicle.id === carId)!.totalPrice).toBe(60);
    const second = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId },
      body: { pickUpTime: later.pickUpDateTime, dropOffTime: later.dropOffDateTime, ...places },
    });
    expect(second.statusCode).toBe(201);

    const amounts = async (reservationId: number) =>
      (
        await t.db
          .select({ amountCents: reservationCharges.amountCents })
          .from(reservationCharges)
          .where(eq(reservationCharges.reservationId, reservationId))
          .orderBy(asc(reservationCharges.position))
      ).map((line) => line.amountCents);
    expect(await amounts(second.json<{ id: number }>().id)).toEqual([6000]);
    expect(await amounts(earlier)).toEqual([4000]);
  });
});

describe('extras', () => {
  function addExtra(body: Record<string, unknown>) {
    return api.post('/api/extras/admin', { token: tokens.admin, body });
  }

  async function newExtra(body: Record<string, unknown>) {
    const response = await addExtra(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  async function bookWith(token: string, carId: number, day: number, extras: unknown) {
    return api.post('/api/reservations/add', {
      token,
      query: { carId },
      body: { pickUpTime: at(day, 10), dropOffTime: at(day + 2, 12), ...places, extras },
    });
  }

  it('are offered to everyone while active, priced per trip or per started day, and kept by the booking', async () => {
    const seat = await newExtra({
      name: 'Infant seat',
      description: 'For children up to 4',
      price: 8,
      per: 'DAY',
      maxQuantity: 2,
    });
    const wifi = await newExtra({ name: 'Wi-Fi hotspot', price: 15, per: 'TRIP', maxQuantity: 1 });
    const offered = (await api.get('/api/extras/visitors')).json<{ id: number }[]>();
    expect(offered).toContainEqual({
      id: seat,
      name: 'Infant seat',
      description: 'For children up to 4',
      price: 8,
      per: 'DAY',
      maxQuantity: 2,
      active: true,
    });

    const { id: carId } = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 10,
      pricePerDay: 50,
    });
    const customer = await registerCustomer(api);
    const day = calmDay(260);
    const quote = await api.get(
      `/api/reservations/auth?carId=${carId}&pickUpDateTime=${encodeURIComponent(at(day, 10))}` +
        `&dropOffDateTime=${encodeURIComponent(at(day + 2, 12))}&extra=${seat}:2&extra=${wifi}:1`,
      { token: customer.token },
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const lines = [
      {
        code: 'RENTAL',
        label: '2 days × $50.00 + 2 h × $10.00',
        quantity: 1,
        unitPrice: 120,
        amount: 120,
      },
      { code: 'EXTRA', label: 'Infant seat, 2 × 3 days', quantity: 6, unitPrice: 8, amount: 48 },
      { code: 'EXTRA', label: 'Wi-Fi hotspot', quantity: 1, unitPrice: 15, amount: 15 },
    ];
    expect(quote.json()).toMatchObject({ totalPrice: 183, quote: { lines, total: 183 } });

    const booked = await bookWith(customer.token, carId, day, [
      { id: seat, quantity: 2 },
      { id: wifi, quantity: 1 },
    ]);
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ id: number }>().id;
    const answer = await api.get(`/api/reservations/${id}/auth`, { token: customer.token });
    expect(answer.json()).toMatchObject({ charges: lines, totalPrice: 183, balance: 183 });
    expect(
      await t.db
        .select({ extraId: reservationExtras.extraId, quantity: reservationExtras.quantity })
        .from(reservationExtras)
        .where(eq(reservationExtras.reservationId, id))
        .orderBy(asc(reservationExtras.position)),
    ).toEqual([
      { extraId: seat, quantity: 2 },
      { extraId: wifi, quantity: 1 },
    ]);

    // Booked, the seat is only deactivated: the booking keeps it, and moving the booking
    // prices it again with it.
    const removed = await api.delete(`/api/extras/admin/${seat}`, { token: tokens.admin });
    expect(removed.json()).toMatchObject({
      message: 'The extra is booked already, so it has been deactivated instead of deleted.',
    });
    expect((await api.get('/api/extras/visitors')).json<{ id: number }[]>()).not.toContainEqual(
      expect.objectContaining({ id: seat }),
    );
    const moved = await api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId, reservationId: id },
      body: { pickUpTime: at(day, 10), dropOffTime: at(day, 20), ...places, status: 'CREATED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const office = await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin });
    expect(office.json<{ charges: { label: string; amount: number }[] }>().charges).toEqual([
      expect.objectContaining({ label: '1 day × $50.00', amount: 50 }),
      expect.objectContaining({ label: 'Infant seat, 2 × 1 day', amount: 16 }),
      expect.objectContaining({ label: 'Wi-Fi hotspot', amount: 15 }),
    ]);
    // An extra nobody booked is deleted.
    const unbooked = await newExtra({
      name: 'Snow chains',
      price: 20,
      per: 'TRIP',
      maxQuantity: 1,
    });
    const deleted = await api.delete(`/api/extras/admin/${unbooked}`, { token: tokens.admin });
    expect(deleted.json()).toMatchObject({ message: 'The extra has been deleted.' });
  });

  it('keeps each name to one extra, whatever its case, and names the field', async () => {
    const cargoBox = { name: 'Cargo box', price: 10, per: 'TRIP', maxQuantity: 1 };
    await newExtra(cargoBox);
    const twin = await addExtra({ ...cargoBox, name: ' cargo BOX ' });
    expect(twin.statusCode).toBe(409);
    expect(expectEnvelope(twin)).toMatchObject({
      message: extraNameTakenMessage('cargo BOX'),
      errors: [{ field: 'name', message: extraNameTakenMessage('cargo BOX') }],
    });

    const skiRack = await newExtra({ ...cargoBox, name: 'Ski rack' });
    const renamed = await api.put(`/api/extras/admin/${skiRack}`, {
      token: tokens.admin,
      body: { ...cargoBox, name: 'CARGO BOX' },
    });
    expect(renamed.statusCode).toBe(409);
    const names = (await api.get('/api/extras/admin', { token: tokens.admin }))
      .json<{ name: string }[]>()
      .map((extra) => extra.name);
    expect(names.filter((name) => name.toLowerCase() === 'cargo box')).toEqual(['Cargo box']);
    expect(names).toContain('Ski rack');
  });

  it('refuses more than the most, an inactive or an unknown extra with a sentence, booking nothing', async () => {
    const chains = await newExtra({ name: 'Roof box', price: 12, per: 'TRIP', maxQuantity: 1 });
    const retired = await newExtra({
      name: 'GPS',
      price: 5,
      per: 'DAY',
      maxQuantity: 1,
      active: false,
    });
    const { id: carId } = await addTestVehicle(api, tokens.admin);
    const customer = await registerCustomer(api);
    const day = calmDay(280);
    const before = (await t.db.select().from(reservations)).length;
    for (const [extras, message] of [
      [[{ id: chains, quantity: 2 }], 'Roof box can be added at most 1 time.'],
      [[{ id: retired, quantity: 1 }], 'GPS is no longer offered.'],
      [[{ id: 99_999, quantity: 1 }], 'There is no extra with the id 99999.'],
      [
        [
          { id: chains, quantity: 1 },
          { id: chains, quantity: 1 },
        ],
        'Roof box is chosen more than once.',
      ],
    ] as const) {
      const refused = await bookWith(customer.token, carId, day, extras);
      expect(refused.statusCode).toBe(400);
      expect(expectEnvelope(refused).errors).toEqual([{ field: 'extras', message }]);
    }
    const tooMany = await bookWith(customer.token, carId, day, [{ id: chains, quantity: 10 }]);
    expect(tooMany.statusCode).toBe(400);
    expect((await t.db.select().from(reservations)).length).toBe(before);
    const quote = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: {
        carId,
        pickUpDateTime: at(day, 10),
        dropOffDateTime: at(day, 12),
        extra: `${retired}:1`,
      },
    });
    expect(quote.statusCode).toBe(400);
    expect(expectEnvelope(quote).message).toBe('GPS is no longer offered.');
  });
});
