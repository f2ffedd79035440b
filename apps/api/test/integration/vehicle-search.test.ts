import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations, vehicles, type VehicleRow } from '../../src/db/schema.ts';
import { vehiclesHeldDuring } from '../../src/modules/availability/occupancy.ts';
import { fromNow } from '../support/clock.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { rowsOf } from '../support/rows.ts';
import {
  at,
  CLOCK_CHANGE_SEARCH_DAYS,
  nextFallBackDay,
  nextSpringForwardDay,
} from '../support/times.ts';

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };
const DAY = 20;

interface Result {
  id: number;
  model: string;
  seats: number;
  age: number;
  pricePerHour: number;
  transmission: string;
  fuelType: string;
  airConditioning: boolean;
  totalPrice: number;
}
interface ResultPage {
  content: Result[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

type Params = Record<string, string | number | readonly (string | number)[] | undefined>;

// Some windows cross the next daylight-saving change, which can lie past the default horizon.
const HORIZON_DAYS = CLOCK_CHANGE_SEARCH_DAYS;
const t = useTestApp({ bookingHorizonDays: HORIZON_DAYS });
const { api } = t;
let fleet: VehicleRow[];

/** GET search with the window and any other parameters; repeated ones as arrays. */
async function search(pickUp: string, dropOff: string, extra: Params = {}) {
  const query = new URLSearchParams({ pickUpDateTime: pickUp, dropOffDateTime: dropOff });
  for (const [name, value] of Object.entries(extra)) {
    for (const one of [value ?? []].flat()) query.append(name, String(one));
  }
  return api.get(`/api/car/visitors/search?${query.toString()}`);
}

async function found(extra: Params = {}) {
  const response = await search(at(DAY, 10), at(DAY, 12), { size: 100, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ResultPage>().content;
}

async function book(carId: number, pickUpTime: string, dropOffTime: string) {
  const customer = await registerCustomer(api);
  const response = await api.post('/api/reservations/add', {
    token: customer.token,
    query: { carId },
    body: { pickUpTime, dropOffTime, ...places },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const byModel = (model: string) => fleet.find((vehicle) => vehicle.model === model)!;

beforeAll(async () => {
  // The demo bookings are relative to today; this file starts from none, to name every result.
  await t.db.delete(reservations);
  fleet = await t.db.select().from(vehicles);
});

describe('GET /api/car/visitors/search: who is free', () => {
  it('leaves out a car booked in any part of the window, and only that one', async () => {
    const taken = byModel('Toyota Camry');
    await book(taken.id, at(DAY + 1, 11), at(DAY + 1, 13));
    const response = await search(at(DAY + 1, 9), at(DAY + 1, 12), { size: 100 });
    const ids = response.json<ResultPage>().content.map((vehicle) => vehicle.id);
    expect(ids).not.toContain(taken.id);
    expect(ids).toHaveLength(fleet.length - 1);
    // Containing, contained and later-overlapping windows all miss it too.
    for (const [from, to] of [
      [at(DAY + 1, 8), at(DAY + 1, 18)],
      [at(DAY + 1, 12), at(DAY + 1, 13)],
      [at(DAY + 1, 12, 59), at(DAY + 1, 15)],
    ] as const) {
      const more = (await search(from, to, { size: 100 })).json<ResultPage>().content;
      expect(more.map((vehicle) => vehicle.id)).not.toContain(taken.id);
    }
  });

  it('offers a car right up to a booking and right after it: back-to-back windows are free', async () => {
    const car = byModel('Mazda MX-5');
    await book(car.id, at(DAY + 2, 12), at(DAY + 2, 14));
    for (const [from, to] of [
      [at(DAY + 2, 10), at(DAY + 2, 12)],
      [at(DAY + 2, 14), at(DAY + 2, 16)],
    ] as const) {
      const content = (await search(from, to, { size: 100 })).json<ResultPage>().content;
      expect(content.map((vehicle) => vehicle.id)).toContain(car.id);
    }
  });

  it('counts a cancelled booking as free', async () => {
    const car = byModel('Nissan Leaf');
    const id = await book(car.id, at(DAY + 3, 10), at(DAY + 3, 12));
    const window = [at(DAY + 3, 10), at(DAY + 3, 12)] as const;
    const ids = async () =>
      (await search(...window, { size: 100 })).json<ResultPage>().content.map((v) => v.id);
    expect(await ids()).not.toContain(car.id);
    await t.db.update(reservations).set({ status: 'CANCELLED' }).where(eq(reservations.id, id));
    expect(await ids()).toContain(car.id);
  });
});

describe('GET /api/car/visitors/search: price, filters, sorting, paging', () => {
  it('prices each vehicle for the window: every started hour', async () => {
    const response = await search(at(DAY, 10), at(DAY, 12, 30), { size: 100 });
    for (const vehicle of response.json<ResultPage>().content) {
      expect(vehicle.totalPrice).toBeCloseTo(vehicle.pricePerHour * 3, 2);
    }
  });

  it('prices a window across a daylight-saving change on the hours that really pass', async () => {
    const spring = nextSpringForwardDay();
    // 01:00 to 03:00 on the night the clocks skip 02:00 is one hour.
    const short = (await search(at(spring, 1), at(spring, 3), { size: 100 })).json<ResultPage>();
    expect(short.content.length).toBe(fleet.length);
    for (const vehicle of short.content) expect(vehicle.totalPrice).toBe(vehicle.pricePerHour);
    // 00:00 to 03:00 on the night the clocks repeat 01:00 is four hours.
    const fall = nextFallBackDay();
    const long = (await search(at(fall, 0), at(fall, 3), { size: 100 })).json<ResultPage>();
    for (const vehicle of long.content) {
      expect(vehicle.totalPrice).toBeCloseTo(vehicle.pricePerHour * 4, 2);
    }
  });

  it('filters by transmission and fuel type (each may repeat), seats, price and air conditioning', async () => {
    const expectOnly = (content: Result[], keep: (vehicle: VehicleRow) => boolean) =>
      expect(content.map((vehicle) => vehicle.id).sort()).toEqual(
        fleet
          .filter(keep)
          .map((vehicle) => vehicle.id)
          .sort(),
      );
    expectOnly(await found({ transmission: 'Manual' }), (v) => v.transmission === 'Manual');
    expectOnly(
      await found({ transmission: ['Manual', 'Tiptronic'] }),
      (v) => v.transmission !== 'Automatic',
    );
    expectOnly(
      await found({ fuelType: ['Electricity', 'Hybrid'] }),
      (v) => v.fuelType === 'Electricity' || v.fuelType === 'Hybrid',
    );
    expectOnly(await found({ minSeats: 5 }), (v) => v.seats >= 5);
    expectOnly(await found({ maxPricePerHour: 40 }), (v) => v.pricePerHourCents <= 4000);
    expectOnly(await found({ airConditioning: 'false' }), (v) => !v.airConditioning);
    expectOnly(
      await found({ airConditioning: 'true', minSeats: 4, fuelType: 'Gasoline' }),
      (v) => v.airConditioning && v.seats >= 4 && v.fuelType === 'Gasoline',
    );
    // Each filter must leave something out, or it proved nothing.
    for (const filter of [
      { transmission: 'Manual' },
      { fuelType: 'Hybrid' },
      { minSeats: 5 },
      { maxPricePerHour: 40 },
      { airConditioning: 'false' },
    ]) {
      const content = await found(filter);
      expect(content.length).toBeGreaterThan(0);
      expect(content.length).toBeLessThan(fleet.length);
    }
  });

  it('sorts by price (the default, cheapest first), model, seats and age, either way', async () => {
    const prices = (await found()).map((vehicle) => vehicle.pricePerHour);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const sort of ['pricePerHour', 'model', 'seats', 'age'] as const) {
      for (const direction of ['ASC', 'DESC']) {
        const content = await found({ sort, direction });
        const values = content.map((vehicle) => vehicle[sort]);
        const sorted = [...values].sort((a, b) =>
          typeof a === 'string' ? a.localeCompare(b as string) : a - (b as number),
        );
        expect(values).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
      }
    }
    const refused = await search(at(DAY, 10), at(DAY, 12), { sort: 'luggage' });
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused).message).toContain('pricePerHour, model, seats, age');
  });

  it('pages in the database: six a page by default, no vehicle twice, a count of them all', async () => {
    const first = (await search(at(DAY, 10), at(DAY, 12))).json<ResultPage>();
    expect(first.size).toBe(6);
    expect(first.content).toHaveLength(6);
    expect(first.totalElements).toBe(fleet.length);
    expect(first.totalPages).toBe(Math.ceil(fleet.length / 6));
    const seen = new Set<number>();
    for (let page = 0; page < Math.ceil(fleet.length / 5); page++) {
      const body = (await search(at(DAY, 10), at(DAY, 12), { page, size: 5 })).json<ResultPage>();
      expect(body.totalElements).toBe(fleet.length);
      for (const vehicle of body.content) seen.add(vehicle.id);
    }
    expect(seen.size).toBe(fleet.length);
    const beyond = (await search(at(DAY, 10), at(DAY, 12), { page: 9 })).json<ResultPage>();
    expect(beyond.content).toEqual([]);
    expect(beyond.totalElements).toBe(fleet.length);
  });

  it('refuses filters it cannot read with the reason', async () => {
    for (const [filter, words] of [
      [{ transmission: 'Hovercraft' }, 'Transmission must be one of'],
      [{ fuelType: ['Diesel', 'Steam'] }, 'Fuel type must be one of'],
      [{ minSeats: 'many' }, 'Minimum seats'],
      [{ maxPricePerHour: -5 }, 'Maximum price per hour must be greater than 0'],
      [{ airConditioning: 'maybe' }, 'Air conditioning must be true or false'],
    ] as const) {
      const response = await search(at(DAY, 10), at(DAY, 12), filter);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(response.body).toContain(words);
    }
  });
});

describe('GET /api/car/visitors/search: windows the booking would refuse', () => {
  it.each([
    ['in the past', at(-1, 10), at(-1, 12), 'Pick up time cannot be in the past'],
    ['shorter than an hour', at(DAY, 10), at(DAY, 10, 30), 'minimum 1 hour'],
    ['reversed', at(DAY, 12), at(DAY, 10), 'minimum 1 hour'],
    ['longer than 90 days', at(DAY, 10), at(DAY + 91, 10), 'at most 90 days'],
    [
      'beyond the horizon',
      at(HORIZON_DAYS + 5, 10),
      at(HORIZON_DAYS + 5, 12),
      `at most ${HORIZON_DAYS} days from now`,
    ],
    ['unreadable', '2026-13-45', at(DAY, 12), 'must be written as MM/DD/YYYY HH:mm:ss'],
  ])('a window %s is a 400 with the reason', async (_, pickUp, dropOff, reason) => {
    const response = await search(pickUp, dropOff);
    expect(response.statusCode, response.body).toBe(400);
    expect(expectEnvelope(response).message).toContain(reason);
  });

  it('asks for both times', async () => {
    const response = await api.get('/api/car/visitors/search');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter your pick up time');
  });
});

describe('the search query', () => {
  it('finds the vehicles held in the window with one probe of the occupancy index', async () => {
    const window = {
      from: fromNow(3 * 86_400_000),
      to: fromNow(3 * 86_400_000 + 4 * 3_600_000),
    };
    const plan = await t.db.transaction(async (tx) => {
      // The test fleet is tiny, so the planner would scan anyway; forbidding that shows the
      // query can use the index, which is what keeps it quick with a million reservations.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const query = vehiclesHeldDuring(window);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN ${query}`));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    // The range index, not the exclusion index probed per vehicle.
    expect(plan).toContain('vehicle_occupancy_during_idx');
  });
});
