import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { reservations } from '../../src/db/schema.ts';
import { onPostgres } from '../support/database.ts';
import {
  ADMIN,
  apiClient,
  login,
  registerCustomer,
  startTestApp,
  type ApiClient,
  type TestApp,
} from '../support/harness.ts';
import { DEFAULT_COMPANY_TIME_ZONE, fromWallClock } from '@keyturn/shared';
import { at, dayAhead } from '../support/times.ts';

const CONTENDERS = 60;
const VEHICLE_ID = 5;
const HELD_BACK_CONTENDERS = 8;
const HELD_BACK_VEHICLE_ID = 6;
const DEADLOCKED_VEHICLE_ID = 7;

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

function bookingBody(daysAhead: number, index: number) {
  // Every window overlaps every other: they all contain 12:00-13:00 of the same day.
  return {
    pickUpTime: at(daysAhead, 10 + (index % 3)),
    dropOffTime: at(daysAhead, 13 + (index % 4)),
    pickUpLocation: 'Union Square',
    dropOffLocation: 'Union Square',
  };
}

/** How many of this database's sessions are waiting for a lock. */
async function sessionsWaitingForLocks(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

describe('simultaneous bookings of one vehicle', () => {
  it('lets exactly one of many overlapping bookings win', async () => {
    const customers = await Promise.all(
      Array.from({ length: CONTENDERS }, () => registerCustomer(api)),
    );
    const responses = await Promise.all(
      customers.map((customer, index) =>
        api.post('/api/reservations/add', {
          token: customer.token,
          query: { carId: VEHICLE_ID },
          body: bookingBody(45, index),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 1);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe('Vehicle is not available for the selected dates!');
    }
    const stored = await t.db.select().from(reservations).where(eq(reservations.carId, VEHICLE_ID));
    const created = stored.filter((row) => row.pickUpTime > new Date(Date.now() + 40 * 86_400_000));
    expect(created).toHaveLength(1);
  });

  // All contenders queue behind a booking whose outcome is still open; when it is withdrawn they
  // must be settled one after another (one 201, the rest 409), not abort each other.
  it.runIf(onPostgres())(
    'settles bookings queued behind an undecided one with one winner and no errors',
    async () => {
      const customers = await Promise.all(
        Array.from({ length: HELD_BACK_CONTENDERS }, () => registerCustomer(api)),
      );
      const pool = (t.db as unknown as { $client: pg.Pool }).$client;
      const undecided = await pool.connect();
      try {
        await undecided.query('BEGIN');
        await undecided.query(
          `INSERT INTO reservations (car_id, user_id, pick_up_time, drop_off_time,
             pick_up_location, drop_off_location, total_price_cents)
           VALUES ($1, 1, $2, $3, 'Union Square', 'Union Square', 100)`,
          [
            HELD_BACK_VEHICLE_ID,
            fromWallClock(dayAhead(50, 9), DEFAULT_COMPANY_TIME_ZONE),
            fromWallClock(dayAhead(50, 18), DEFAULT_COMPANY_TIME_ZONE),
          ],
        );
        const answers = Promise.all(
          customers.map((customer, index) =>
            api.post('/api/reservations/add', {
              token: customer.token,
              query: { carId: HELD_BACK_VEHICLE_ID },
              body: bookingBody(50, index),
            }),
          ),
        );
        await expect
          .poll(() => sessionsWaitingForLocks(undecided), { timeout: 15_000 })
          .toBe(HELD_BACK_CONTENDERS);
        await undecided.query('ROLLBACK');
        const statuses = (await answers).map((response) => response.statusCode).sort();
        expect(statuses).toEqual([201, ...Array<number>(HELD_BACK_CONTENDERS - 1).fill(409)]);
      } finally {
        undecided.release();
      }
      const stored = await t.db
        .select()
        .from(reservations)
        .where(eq(reservations.carId, HELD_BACK_VEHICLE_ID));
      const booked = stored.filter(
        (row) => row.pickUpTime > new Date(Date.now() + 45 * 86_400_000),
      );
      expect(booked).toHaveLength(1);
    },
  );

  // A deadlock cannot be ruled out between every pair of writers; when PostgreSQL breaks one,
  // the request it chose gets a clear, retryable answer rather than a 500, and changes nothing.
  it.runIf(onPostgres())('answers a request caught in a deadlock with a 409 to retry', async () => {
    const customer = await registerCustomer(api);
    const window = bookingBody(55, 0);
    const booked = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId: DEADLOCKED_VEHICLE_ID },
      body: window,
    });
    expect(booked.statusCode).toBe(201);
    const reservationId = booked.json<{ id: number }>().id;
    const adminToken = await login(api, ADMIN.email, ADMIN.password);

    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const other = await pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM reservations WHERE id = $1 FOR UPDATE', [reservationId]);
      // The edit locks the vehicle, then waits for the reservation this transaction holds...
      const edit = api.put('/api/reservations/admin/auth', {
        token: adminToken,
        query: { carId: DEADLOCKED_VEHICLE_ID, reservationId },
        body: { ...window, status: 'CANCELLED' },
      });
      await expect.poll(() => sessionsWaitingForLocks(other), { timeout: 15_000 }).toBe(1);
      // ...which now waits for the vehicle: a cycle PostgreSQL breaks by aborting the edit.
      await other.query('SELECT 1 FROM vehicles WHERE id = $1 FOR UPDATE', [DEADLOCKED_VEHICLE_ID]);
      const answer = await edit;
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'Someone else changed this at the same moment. Please try again.',
      );
    } finally {
      await other.query('ROLLBACK');
      other.release();
    }
    const [stored] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    expect(stored!.status).toBe('CREATED');
  });
});
