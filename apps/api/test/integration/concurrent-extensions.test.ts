import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { EXTENSION_TAKEN_MESSAGE, VEHICLE_NOT_AVAILABLE_MESSAGE } from '@keyturn/shared';
import { bookCar } from '../support/bookings.ts';
import { onPostgres } from '../support/database.ts';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import { rowsOf } from '../support/rows.ts';
import { at, calmDay } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const CALLS = 40;
const TRIALS = onPostgres() ? 3 : 1;
/** Requests queued on the vehicle's lock before it is let go: most of the pool's 20. */
const QUEUED = 12;

const t = useTestApp({ bookingBufferMinutes: 30 }, { signIn: ['admin'] });
const { api, tokens } = t;
const places = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };

/** Pairs of the vehicle's holds that overlap: the exclusion constraint allows none. */
async function overlappingHolds(carId: number): Promise<number> {
  const result = await t.db.execute(sql`
    SELECT count(*)::int AS n
    FROM vehicle_occupancy a
    JOIN vehicle_occupancy b ON b.car_id = a.car_id AND b.during && a.during
      AND (coalesce(a.reservation_id, 0), coalesce(a.block_id, 0))
        < (coalesce(b.reservation_id, 0), coalesce(b.block_id, 0))
    WHERE a.car_id = ${carId}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** How many of this database's sessions are waiting for a lock. */
async function sessionsWaitingForLocks(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

/**
 * On PostgreSQL the calls are held on the vehicle's row until many wait on it, so they really
 * meet in the database at once; PGlite has one connection and runs them in turn.
 */
async function allAtOnce<T>(carId: number, calls: (() => Promise<T>)[]): Promise<T[]> {
  if (!onPostgres()) return Promise.all(calls.map((call) => call()));
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const holder = await pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM vehicles WHERE id = $1 FOR NO KEY UPDATE', [carId]);
    const answers = Promise.all(calls.map((call) => call()));
    await expect
      .poll(() => sessionsWaitingForLocks(holder), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(QUEUED);
    await holder.query('ROLLBACK');
    return await answers;
  } finally {
    holder.release();
  }
}

describe('an extension racing bookings and other extensions for the same hour', () => {
  it('has exactly one winner among 40 calls, and no holds of the vehicle overlap', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin);
    const owner = await registerCustomer(api);
    const rivals = await Promise.all(
      Array.from({ length: CALLS / 2 }, () => registerCustomer(api)),
    );
    for (let trial = 0; trial < TRIALS; trial++) {
      const day = calmDay(40 + trial * 5);
      const trip = await bookCar(api, owner.token, carId, {
        pickUpTime: at(day, 8),
        dropOffTime: at(day, 12),
      });
      // Half extend the trip to 13:00, half book 12:30-13:30 (the buffer keeps 12:00-12:30).
      const calls = Array.from({ length: CALLS }, (_, index) =>
        index % 2 === 0
          ? () =>
              api.patch(`/api/reservations/${trip}/extend`, {
                token: owner.token,
                body: { dropOffTime: at(day, 13) },
              })
          : () =>
              api.post('/api/reservations/add', {
                token: rivals[(index - 1) / 2]!.token,
                query: { carId },
                body: { pickUpTime: at(day, 12, 30), dropOffTime: at(day, 13, 30), ...places },
              }),
      );
      const answers = await allAtOnce(carId, calls);
      const winners = answers.filter((answer) => answer.statusCode < 300);
      expect(winners, `trial ${trial}`).toHaveLength(1);
      const extensionWon = winners[0]!.statusCode === 200;
      for (const answer of answers.filter((a) => a.statusCode >= 300)) {
        const { message } = answer.json<{ message: string }>();
        // After the extension won, the others find the drop-off already there (400).
        expect([400, 409]).toContain(answer.statusCode);
        expect([
          EXTENSION_TAKEN_MESSAGE,
          VEHICLE_NOT_AVAILABLE_MESSAGE,
          'The new drop-off time must be later than the current one.',
          'Someone else changed this at the same moment. Please try again.',
        ]).toContain(message);
        if (answer.statusCode === 400) expect(extensionWon).toBe(true);
      }
      expect(await overlappingHolds(carId)).toBe(0);
    }
  });
});
