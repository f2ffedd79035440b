import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import type pg from 'pg';
import {
  extras,
  reservationCharges,
  reservationExtras,
  reservations,
} from '../../src/db/schema.ts';
import { fromNow, testNow } from '../support/clock.ts';
import { onPostgres } from '../support/database.ts';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import { DEFAULT_COMPANY_TIME_ZONE, fromWallClock } from '@keyturn/shared';
import { at, dayAhead } from '../support/times.ts';

const CONTENDERS = 60;
const VEHICLE_ID = 5;
const HELD_BACK_CONTENDERS = 8;
const HELD_BACK_VEHICLE_ID = 6;
const DEADLOCKED_VEHICLE_ID = 7;
const LIMIT_CONTENDERS = 6;
const LIMIT_TRIALS = onPostgres() ? 10 : 2;
const STATUS_VEHICLE_ID = 8;
const STATUS_TRIALS = onPostgres() ? 30 : 3;
const HOUR_MS = 3_600_000;

const t = useTestApp();
const { api } = t;

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
  it('lets exactly one of many overlapping bookings win, and only its price and extras are stored', async () => {
    const customers = await Promise.all(
      Array.from({ length: CONTENDERS }, () => registerCustomer(api)),
    );
    // Each takes an extra of the demo's: the winner's lines hold it, the others' are nowhere.
    const [extra] = await t.db.select({ id: extras.id }).from(extras).limit(1);
    const responses = await Promise.all(
      customers.map((customer, index) =>
        api.post('/api/reservations/add', {
          token: customer.token,
          query: { carId: VEHICLE_ID },
          body: { ...bookingBody(45, index), extras: [{ id: extra!.id, quantity: 1 }] },
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
    const created = stored.filter((row) => row.pickUpTime > fromNow(40 * 86_400_000));
    expect(created).toHaveLength(1);
    const winner = created[0]!.id;
    const winnerLines = await t.db
      .select()
      .from(reservationCharges)
      .where(eq(reservationCharges.reservationId, winner));
    expect(winnerLines.map((line) => line.code)).toEqual(['RENTAL', 'EXTRA']);
    expect(winnerLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(
      created[0]!.totalPriceCents,
    );
    const chosen = await t.db
      .select()
      .from(reservationExtras)
      .where(eq(reservationExtras.extraId, extra!.id));
    expect(chosen.map((row) => row.reservationId)).toEqual([winner]);
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
      const booked = stored.filter((row) => row.pickUpTime > fromNow(45 * 86_400_000));
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
    const adminToken = await t.signIn('admin');

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

describe('simultaneous bookings of one customer at the limit', () => {
  it('let exactly one of them take the last place (MAX_ACTIVE_BOOKINGS)', async () => {
    const max = t.config.maxActiveBookings;
    for (let trial = 0; trial < LIMIT_TRIALS; trial++) {
      const customer = await registerCustomer(api);
      // One place left: max - 1 active reservations, each on a day of its own.
      for (let held = 0; held < max - 1; held++) {
        const day = 100 + trial * 20 + held;
        const booked = await api.post('/api/reservations/add', {
          token: customer.token,
          query: { carId: 9 },
          body: bookingBody(day, 0),
        });
        expect(booked.statusCode, booked.body).toBe(201);
      }
      // Each contender asks for a vehicle and a window nobody else wants.
      const responses = await Promise.all(
        Array.from({ length: LIMIT_CONTENDERS }, (_, index) =>
          api.post('/api/reservations/add', {
            token: customer.token,
            query: { carId: 10 + (index % 3) },
            body: bookingBody(100 + trial * 20 + max + index, 0),
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(LIMIT_CONTENDERS - 1).fill(400)]);
      const active = await t.db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.userId, customer.id),
            eq(reservations.status, 'CREATED'),
            gt(reservations.dropOffTime, testNow()),
          ),
        );
      expect(active).toHaveLength(max);
    }
  });
});

describe('two administrators saving one reservation at once', () => {
  let adminToken: string;
  let customerId: number;

  beforeAll(async () => {
    adminToken = await t.signIn('admin');
    customerId = (await registerCustomer(api)).id;
  });

  /** A CREATED reservation of its own three hours, `daysAhead` days from now (negative: ago). */
  async function reservation(slot: number, daysAhead = 30) {
    const pickUp = fromNow(daysAhead * 24 * HOUR_MS + slot * 3 * HOUR_MS);
    pickUp.setUTCMinutes(0, 0, 0);
    const [row] = await t.db
      .insert(reservations)
      .values({
        carId: STATUS_VEHICLE_ID,
        userId: customerId,
        pickUpTime: pickUp,
        dropOffTime: new Date(pickUp.getTime() + 2 * HOUR_MS),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
        totalPriceCents: 100,
      })
      .returning();
    return row!;
  }

  function save(row: typeof reservations.$inferSelect, status: string, moveByHours = 0) {
    const shift = (instant: Date) => new Date(instant.getTime() + moveByHours * HOUR_MS);
    return api.put('/api/reservations/admin/auth', {
      token: adminToken,
      query: { carId: STATUS_VEHICLE_ID, reservationId: row.id },
      body: {
        pickUpTime: shift(row.pickUpTime).toISOString(),
        dropOffTime: shift(row.dropOffTime).toISOString(),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Ferry Building',
        status,
      },
    });
  }

  async function storedStatus(id: number) {
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    return row!.status;
  }

  // The office's edit closes a booking as a no-show or a cancellation; DONE is the check-in's
  // alone (contract section 7), so the race is between the two the edit may set.
  it('gives NO_SHOW and CANCELLED one 200 and one 400, and keeps the winner', async () => {
    for (let trial = 0; trial < STATUS_TRIALS; trial++) {
      // Picked up long ago, so a no-show may be told.
      const row = await reservation(trial, -30);
      const [noShow, cancelled] = await Promise.all([save(row, 'NO_SHOW'), save(row, 'CANCELLED')]);
      const statuses = [noShow.statusCode, cancelled.statusCode].sort();
      expect(statuses, `trial ${trial}`).toEqual([200, 400]);
      const loser = noShow.statusCode === 400 ? noShow : cancelled;
      expect(loser.json().message).toMatch(
        /^This booking (has been cancelled|was marked a no-show), so it cannot be (marked a no-show|cancelled)\.$/,
      );
      expect(await storedStatus(row.id)).toBe(noShow.statusCode === 200 ? 'NO_SHOW' : 'CANCELLED');
    }
  });

  it('never turns a CANCELLED reservation back into CREATED', async () => {
    for (let trial = 0; trial < STATUS_TRIALS; trial++) {
      const row = await reservation(STATUS_TRIALS + trial);
      // One administrator cancels it while another edits it as still booked.
      const [cancelled, edit] = await Promise.all([
        save(row, 'CANCELLED'),
        save(row, 'CREATED', 1),
      ]);
      expect(cancelled.statusCode, `trial ${trial}: ${cancelled.body}`).toBe(200);
      expect([200, 400]).toContain(edit.statusCode);
      expect(await storedStatus(row.id)).toBe('CANCELLED');
    }
  });
});
