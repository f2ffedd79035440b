import { sql } from 'drizzle-orm';
import type { TimelineRow } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import { ClockAhead, fromNow } from '../support/clock.ts';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import { at } from '../support/times.ts';

// Search results and timelines are kept while the database's snapshot stands
// (modules/availability/availability-answers.ts). These tests ask what a client depends on: the
// very next answer after any committed write, by the API or from outside it, is up to date, and
// a kept answer never outlives the clock's rules for the window.

const DAY = 30;
const DAY_MS = 86_400_000;
/** The server's clock, moved ahead of the tests' one where a test says so. */
const clock = new ClockAhead();
const t = useTestApp({ now: clock.now }, { signIn: ['admin'] });
const { api, tokens } = t;

interface SearchPage {
  content: { id: number; model: string }[];
}

const window = { pickUpDateTime: at(DAY, 10), dropOffDateTime: at(DAY, 12) };
const search = (headers: Record<string, string> = {}) =>
  api.get('/api/car/visitors/search', { query: { ...window, size: 100 }, headers });
const foundIds = async () => {
  const response = await search();
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchPage>().content.map((vehicle) => vehicle.id);
};
const timelineEntries = async () => {
  const response = await api.get('/api/reservations/admin/timeline', {
    token: tokens.admin,
    query: { from: at(DAY, 0).slice(0, 10), days: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TimelineRow[]>().flatMap((row) => row.entries);
};

describe('kept search answers', () => {
  it('answers a repeated search with the same body and tag, and 304 when the client has it', async () => {
    const first = await search();
    const second = await search();
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    const revalidated = await search({ 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('leaves out a vehicle on the very next search after the API books it', async () => {
    const [car] = await foundIds();
    const customer = await registerCustomer(api);
    const booked = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId: car! },
      body: {
        pickUpTime: window.pickUpDateTime,
        dropOffTime: window.dropOffDateTime,
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await foundIds()).not.toContain(car);
  });

  it('leaves out a vehicle blocked by a write from outside the API (psql, another instance)', async () => {
    const [car] = await foundIds();
    // Around the searched day, clear of the demo trips (the next five days).
    await t.db.execute(sql`
      INSERT INTO vehicle_blocks (car_id, start_time, end_time, reason)
      VALUES (${car!}, ${fromNow(20 * DAY_MS).toISOString()}, ${fromNow(40 * DAY_MS).toISOString()},
              'Windshield')`);
    expect(await foundIds()).not.toContain(car);
  });

  it('refuses a kept window once the clock has passed it, though nothing was written', async () => {
    expect((await search()).statusCode).toBe(200);
    clock.aheadMs = (DAY + 1) * DAY_MS;
    try {
      const response = await search();
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/past/i);
    } finally {
      clock.aheadMs = 0;
    }
  });
});

describe('kept timelines', () => {
  it("shows a customer's new name on the very next timeline after a write from outside the API", async () => {
    const [entry] = (await timelineEntries()).filter((one) => one.kind === 'reservation');
    expect(entry).toBeDefined();
    const customerId = entry!.customer.id;
    await t.db.execute(sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${customerId}`);
    const renamed = (await timelineEntries()).find((one) => one.id === entry!.id);
    expect(renamed).toMatchObject({ customer: { id: customerId, firstName: 'Renamed' } });
  });

  it('shows a cancellation on the very next timeline', async () => {
    const [entry] = (await timelineEntries()).filter((one) => one.kind === 'reservation');
    await t.db.execute(sql`UPDATE reservations SET status = 'CANCELLED' WHERE id = ${entry!.id}`);
    const cancelled = (await timelineEntries()).find((one) => one.id === entry!.id);
    expect(cancelled).toMatchObject({ kind: 'reservation', status: 'CANCELLED' });
  });
});
