import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ratePeriods, reservationCharges } from '../../src/db/schema.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { at, nextFallBackDay, nextSpringForwardDay, requestDay } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };

/** A day `from` days ahead or later whose neighbours change no clock. */
function calmDay(from: number): number {
  const changes = [nextSpringForwardDay(), nextFallBackDay()];
  let day = from;
  while (changes.some((change) => change >= day - 1 && change <= day + 3)) day += 1;
  return day;
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
    const body = {
      name: 'Spring fair',
      startDate: requestDay(day),
      endDate: requestDay(day + 2),
      percent: 25,
    };
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
    const first = await addRatePeriod({
      name: 'Festival',
      startDate: requestDay(day),
      endDate: requestDay(day + 3),
      percent: 50,
    });
    expect(first.statusCode).toBe(201);
    const before = await ratePeriodCount();

    const overlapping = await addRatePeriod({
      name: 'Late festival',
      startDate: requestDay(day + 3),
      endDate: requestDay(day + 5),
      percent: 20,
    });
    expect(overlapping.statusCode).toBe(400);
    expect(expectEnvelope(overlapping).message).toBe(
      'These days overlap the rate period "Festival": rate periods may not overlap.',
    );
    const backwards = await addRatePeriod({
      name: 'Backwards',
      startDate: requestDay(day + 10),
      endDate: requestDay(day + 9),
      percent: 20,
    });
    expect(backwards.statusCode).toBe(400);
    expect(expectEnvelope(backwards).message).toBe(
      'The last day must be on or after the first day.',
    );
    const tooMuch = await addRatePeriod({
      name: 'Greedy',
      startDate: requestDay(day + 10),
      endDate: requestDay(day + 11),
      percent: 301,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(expectEnvelope(tooMuch).errors).toEqual([
      { field: 'percent', message: 'Percent must be at most 300' },
    ]);
    expect(await ratePeriodCount()).toBe(before);

    // Moving the first onto its own days again is no overlap with itself.
    const { id } = first.json<{ id: number }>();
    const moved = await api.put(`/api/rates/admin/${id}`, {
      token: tokens.admin,
      body: {
        name: 'Festival',
        startDate: requestDay(day + 1),
        endDate: requestDay(day + 3),
        percent: 50,
      },
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

    const rate = await addRatePeriod({
      name: 'High season',
      startDate: requestDay(day),
      endDate: requestDay(day + 1),
      percent: 50,
    });
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
