import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations, vehicles } from '../../src/db/schema.ts';
import { mostBookedVehicles } from '../../src/modules/vehicles/repository.ts';
import { fromNow } from '../support/clock.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { bookCar } from '../support/bookings.ts';
import { rowsOf } from '../support/rows.ts';
import { at } from '../support/times.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const places = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;
let holder: { id: number };
const idOf = new Map<string, number>();
let nextDay = 40;

/** Books the vehicle through the API, for a customer of its own (each has a booking limit). */
async function book(model: string): Promise<number> {
  const customer = await registerCustomer(api);
  const day = nextDay++;
  return bookCar(api, customer.token, idOf.get(model)!, {
    pickUpTime: at(day, 10),
    dropOffTime: at(day, 12),
  });
}

async function cancel(model: string, reservationId: number): Promise<void> {
  const { pickUpTime, dropOffTime } = (
    await api.get(`/api/reservations/${reservationId}/admin`, { token: tokens.admin })
  ).json<{ pickUpTime: string; dropOffTime: string }>();
  // The read-back times are wall clocks; the update takes them as MM/DD/YYYY HH:mm:ss.
  const asRequest = (wallClock: string) =>
    `${wallClock.slice(5, 7)}/${wallClock.slice(8, 10)}/${wallClock.slice(0, 4)} ${wallClock.slice(11, 19)}`;
  const response = await api.put('/api/reservations/admin/auth', {
    token: tokens.admin,
    query: { carId: idOf.get(model)!, reservationId },
    body: {
      pickUpTime: asRequest(pickUpTime),
      dropOffTime: asRequest(dropOffTime),
      ...places,
      status: 'CANCELLED',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A trip that began `daysAgo` days ago, written as the data holds it (no booking is in the past). */
async function pastTrip(model: string, daysAgo: number): Promise<void> {
  const pickUp = fromNow(-daysAgo * DAY_MS);
  await t.db.insert(reservations).values({
    carId: idOf.get(model)!,
    userId: holder.id,
    pickUpTime: pickUp,
    dropOffTime: new Date(pickUp.getTime() + 2 * 60 * 60 * 1000),
    ...places,
    status: 'DONE',
    totalPriceCents: 5000,
  });
}

async function popularModels(query: Record<string, string | number> = {}): Promise<string[]> {
  const response = await api.get('/api/car/visitors/popular', { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ model: string }[]>().map((vehicle) => vehicle.model);
}

beforeAll(async () => {
  holder = await registerCustomer(api);
  // The demo bookings are relative to today; this file starts from none, to name every count.
  await t.db.delete(reservations);
  for (const row of await t.db.select({ id: vehicles.id, model: vehicles.model }).from(vehicles)) {
    idOf.set(row.model, row.id);
  }

  for (let i = 0; i < 3; i++) await book('Toyota Mirai');
  for (let i = 0; i < 2; i++) await book('Mazda MX-5');
  await book('Nissan Leaf');
  // Inside the window though long past: it counts.
  await pastTrip('Kia Niro', 29);
  // Outside the window: however many, they do not.
  for (let i = 0; i < 5; i++) await pastTrip('Ford Transit', 31 + i);
  // Cancelled bookings do not count either.
  for (let i = 0; i < 4; i++)
    await cancel('Chevrolet Silverado', await book('Chevrolet Silverado'));
});

describe('GET /api/car/visitors/popular', () => {
  it('ranks by bookings of the last 30 days; ties and the never-booked go by model', async () => {
    expect(await popularModels({ size: 100 })).toEqual([
      'Toyota Mirai',
      'Mazda MX-5',
      'Kia Niro',
      'Nissan Leaf',
      'Chevrolet Silverado',
      'Ford Mustang',
      'Ford Transit',
      'Jeep Wrangler',
      'Mercedes-Benz E-Class',
      'Mercedes-Benz Sprinter',
      'Toyota Camry',
      'Volkswagen Golf',
    ]);
  });

  it('gives three whole vehicles, photos included, unless told another size', async () => {
    const response = await api.get('/api/car/visitors/popular');
    const body = response.json<{ model: string; pricePerHour: number; image: string[] }[]>();
    expect(body.map((vehicle) => vehicle.model)).toEqual([
      'Toyota Mirai',
      'Mazda MX-5',
      'Kia Niro',
    ]);
    for (const vehicle of body) {
      expect(vehicle.image.length).toBeGreaterThan(0);
      expect(vehicle.pricePerHour).toBeGreaterThan(0);
    }
    expect(await popularModels({ size: 1 })).toEqual(['Toyota Mirai']);
  });

  it('counts a booking the moment it is made', async () => {
    await book('Nissan Leaf');
    await book('Nissan Leaf');
    // Three each now: the tie goes by model.
    expect(await popularModels()).toEqual(['Nissan Leaf', 'Toyota Mirai', 'Mazda MX-5']);
  });

  it('refuses a size that is not a whole number from 1 to 100, saying why', async () => {
    for (const size of ['0', '101', 'three', '2.5']) {
      const response = await api.get('/api/car/visitors/popular', { query: { size } });
      expect(response.statusCode, size).toBe(400);
      expect(expectEnvelope(response).message, size).toMatch(/^Size must be/);
    }
  });

  it('reads the window through the pick-up index', async () => {
    const since = fromNow(-30 * DAY_MS);
    const plan = await t.db.transaction(async (tx) => {
      // The fleet here is tiny, so the planner would scan anyway; forbidding that shows the
      // query can use the index, which is what keeps it quick with millions of reservations.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`EXPLAIN ${mostBookedVehicles(tx, since, 3)}`),
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('reservations_pick_up_idx');
  });
});
