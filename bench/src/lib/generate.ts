import pg from 'pg';
import { openDatabase } from '../../../apps/api/src/db/client.ts';
import { hashPassword } from '../../../apps/api/src/lib/passwords.ts';

/** Every generated customer signs in with this password. */
export const BENCH_PASSWORD = 'Bench#2026';
export const benchEmail = (n: number) => `bench.customer.${n}@example.com`;
export const BENCH_ADMIN_EMAIL = 'bench.admin@example.com';

export interface Volume {
  vehicles: number;
  users: number;
  reservations: number;
}

/** Applies the API's migrations to an empty database, as the server does at start. */
export async function migrate(url: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  await handle.close();
}

/** Migrates an empty database and fills it with `volume`; answers how long that took, in s. */
export async function migrateAndGenerate(url: string, volume: Volume): Promise<number> {
  await migrate(url);
  const started = performance.now();
  await generate(url, volume);
  return (performance.now() - started) / 1000;
}

/**
 * Fills the database in SQL (generate_series), not through the API: a million rows in a minute
 * instead of hours. All customers share one precomputed (cheap) password hash. Reservations are
 * spread evenly over the vehicles, one per vehicle and day, so none overlaps another; the older
 * half is DONE, the newer half CREATED, every tenth one CANCELLED.
 */
export async function generate(url: string, volume: Volume): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD, 10);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO vehicles (model, doors, seats, luggage, transmission, air_conditioning,
                             fuel_type, age, price_per_hour_cents)
       SELECT 'Bench model ' || i, 2 + i % 4, 2 + i % 7, i % 5,
              (enum_range(NULL::transmission))[1 + i % 3], i % 2 = 0,
              (enum_range(NULL::fuel_type))[1 + i % 7], i % 15, 1000 + (i * 37) % 9000
       FROM generate_series(1, $1::int) AS i`,
      [volume.vehicles],
    );
    await client.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone_number, address,
                          zip_code, roles)
       SELECT 'Bench' || i, 'Customer' || i, 'bench.customer.' || i || '@example.com', $1,
              '(415) 555-0100', i || ' Market Street', '94103', '{Customer}'::role[]
       FROM generate_series(1, $2::int) AS i`,
      [passwordHash, volume.users],
    );
    await client.query(
      `INSERT INTO users (first_name, last_name, email, password_hash, phone_number, address,
                          zip_code, roles)
       VALUES ('Bench', 'Admin', $2, $1, '(415) 555-0100', '1 Market Street', '94103',
               '{Customer,Administrator}'::role[])`,
      [passwordHash, BENCH_ADMIN_EMAIL],
    );
    if (volume.reservations > 0) {
      await client.query(
        `WITH v AS (SELECT array_agg(id ORDER BY id) AS ids FROM vehicles
                    WHERE model LIKE 'Bench model %'),
              u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users
                    WHERE email LIKE 'bench.customer.%'),
              slot AS (
                SELECT i, v.ids[1 + i % cardinality(v.ids)] AS car_id,
                       u.ids[1 + (i::bigint * 7919) % cardinality(u.ids)] AS user_id,
                       date_trunc('hour', now())
                         - (($1::int / cardinality(v.ids)) / 2) * interval '1 day'
                         + (i / cardinality(v.ids)) * interval '1 day'
                         + (i % 8) * interval '1 hour' AS pick_up,
                       1 + i % 6 AS hours
                FROM generate_series(0, $1::int - 1) AS i, v, u)
         INSERT INTO reservations (car_id, user_id, pick_up_time, drop_off_time,
                                   pick_up_location, drop_off_location, status, total_price_cents)
         SELECT car_id, user_id, pick_up, pick_up + hours * interval '1 hour',
                'Union Square', 'Ferry Building',
                (CASE WHEN i % 10 = 0 THEN 'CANCELLED'
                      WHEN pick_up < now() THEN 'DONE' ELSE 'CREATED' END)::reservation_status,
                hours * 2500
         FROM slot`,
        [volume.reservations],
      );
    }
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}
