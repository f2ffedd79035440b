// Scenario 4: 10,000 vehicles, 100,000 users, 1,000,000 reservations on PostgreSQL. The four
// everyday operations stay under 10 ms (p50), and their plans (EXPLAIN ANALYZE) use indexes.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_COMPANY_TIME_ZONE, formatRequestDateTime, toWallClock } from '@keyturn/shared';
import type { Database } from '../../../apps/api/src/db/client.ts';
import * as schema from '../../../apps/api/src/db/schema.ts';
import { findUserById } from '../../../apps/api/src/modules/accounts/repository.ts';
import { ReservationService } from '../../../apps/api/src/modules/reservations/service.ts';
import { Repricing } from '../../../apps/api/src/modules/reservations/repricing.ts';
import { VehicleService } from '../../../apps/api/src/modules/vehicles/service.ts';
import { RateService } from '../../../apps/api/src/modules/rates/service.ts';
import { ExtraService } from '../../../apps/api/src/modules/extras/service.ts';
import { PriceBook } from '../../../apps/api/src/modules/prices/price-book.ts';
import { TermsService } from '../../../apps/api/src/modules/terms/index.ts';
import { signIn, signInAdmin } from '../lib/customers.ts';
import { migrateAndGenerate } from '../lib/generate.ts';
import { createDatabase } from '../lib/postgres.ts';
import { withApiServer } from '../lib/processes.ts';
import { logFile, round, verdict, writeResult } from '../lib/results.ts';
import { serviceContextOn } from '../lib/services.ts';
import { explain, timed } from '../lib/timed.ts';

const VOLUME = { vehicles: 10_000, users: 100_000, reservations: 1_000_000 };
const TARGET_P50_MS = 10;
const SAMPLES = 100;
const HOUR = 3_600_000;

const wallClock = (instant: number) =>
  formatRequestDateTime(toWallClock(new Date(instant), DEFAULT_COMPANY_TIME_ZONE));

/**
 * The SQL the API's own code issues for each operation, captured on the connection pool: the
 * queries Drizzle builds and the hand-written prepared statements of the booking path alike.
 */
async function capturedQueries(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let captured: { sql: string; params: unknown[] }[] = [];
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => unknown;
  pool.query = ((config: unknown, values?: unknown) => {
    const text = typeof config === 'string' ? config : (config as { text?: string }).text;
    const params = values ?? (config as { values?: unknown[] }).values ?? [];
    if (text) captured.push({ sql: text, params: params as unknown[] });
    return query(config, values);
  }) as typeof pool.query;
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const ctx = serviceContextOn(db);
  const extras = new ExtraService(ctx);
  const service = new ReservationService(
    ctx,
    new VehicleService(ctx),
    extras,
    new PriceBook(db),
    new Repricing(ctx, new RateService(ctx), extras),
    new TermsService(ctx),
  );
  const customer = (await findUserById(db, 1))!;
  const pickUp = Math.ceil(Date.now() / HOUR) * HOUR + 400 * 24 * HOUR;
  const operations: [string, () => Promise<unknown>][] = [
    ['signed-in user lookup', () => findUserById(db, 1)],
    [
      'availability check',
      () =>
        service.availability(customer, {
          carId: 4321,
          pickUpDateTime: wallClock(pickUp),
          dropOffDateTime: wallClock(pickUp + 2 * HOUR),
        }),
    ],
    [
      'booking',
      () =>
        service.book(customer, 4321, {
          pickUpTime: wallClock(pickUp),
          dropOffTime: wallClock(pickUp + 2 * HOUR),
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Union Square',
        }),
    ],
    [
      "a customer's reservations page",
      () =>
        service.pageOfUser(customer, { page: 0, size: 20, sort: 'pickUpTime', direction: 'DESC' }),
    ],
    [
      'admin reservations page by pick-up time',
      () => service.pageOfAll({ page: 0, size: 20, sort: 'pickUpTime', direction: 'DESC' }),
    ],
  ];
  const result: { operation: string; sql: string; params: unknown[] }[] = [];
  for (const [operation, run] of operations) {
    captured = [];
    await run();
    result.push(...captured.map((query) => ({ operation, ...query })));
  }
  await pool.query('DELETE FROM reservations WHERE pick_up_time >= $1', [new Date(pickUp)]);
  await pool.end();
  return result;
}

export async function scale() {
  const database = await createDatabase('scale');
  try {
    const generatedIn = round(await migrateAndGenerate(database.url, VOLUME));
    console.info(
      `  generated ${VOLUME.vehicles} vehicles, ${VOLUME.users} users, ${VOLUME.reservations} reservations in ${generatedIn} s`,
    );

    const queries = await capturedQueries(database.url);
    const plans: ((typeof queries)[number] & { plan: string[]; usesIndex: boolean })[] = [];
    for (const query of queries) {
      const plan = await explain(database.url, query.sql, query.params);
      const seqScan = plan.some((line) => /Seq Scan on (reservations|users|vehicles)\b/.test(line));
      plans.push({ ...query, plan, usesIndex: !seqScan });
      console.info(`\n  [${query.operation}] ${query.sql}\n    ${plan.join('\n    ')}`);
    }

    await withApiServer(
      {
        DATABASE_URL: database.url,
        SEED: 'false',
        AUTH_RATE_LIMIT_MAX: '100000',
        // Each simulated customer books on and on.
        MAX_ACTIVE_BOOKINGS: '1000000',
      },
      logFile('scale'),
      async (api) => {
        const [token] = await signIn(api.url, 1);
        const admin = await signInAdmin(api.url);
        const auth = (bearer: string) => ({ headers: { authorization: `Bearer ${bearer}` } });
        const firstHour = Math.ceil(Date.now() / HOUR) * HOUR + 200 * 24 * HOUR;
        const operations = {
          availability: await timed(SAMPLES, (i) => {
            const query = new URLSearchParams({
              carId: String(1 + ((i * 97) % VOLUME.vehicles)),
              pickUpDateTime: wallClock(firstHour + i * HOUR),
              dropOffDateTime: wallClock(firstHour + (i + 2) * HOUR),
            });
            return fetch(`${api.url}/api/reservations/auth?${query.toString()}`, auth(token!));
          }),
          booking: await timed(SAMPLES, (i) =>
            fetch(`${api.url}/api/reservations/add?carId=${1 + ((i * 97) % VOLUME.vehicles)}`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                pickUpTime: wallClock(firstHour + 10 * 24 * HOUR + i * 3 * HOUR),
                dropOffTime: wallClock(firstHour + 10 * 24 * HOUR + (i * 3 + 2) * HOUR),
                pickUpLocation: 'Union Square',
                dropOffLocation: 'Union Square',
              }),
            }),
          ),
          customerPage: await timed(SAMPLES, () =>
            fetch(`${api.url}/api/reservations/auth/all?page=0&size=20`, auth(token!)),
          ),
          adminPage: await timed(SAMPLES, (i) =>
            fetch(
              `${api.url}/api/reservations/admin/all/pages?page=${i % 5}&size=20&sort=pickUpTime&direction=DESC`,
              auth(admin),
            ),
          ),
        };
        const fast = Object.values(operations).every((o) => o.p50Ms < TARGET_P50_MS);
        const indexed = plans.every((p) => p.usesIndex);
        console.info('');
        for (const [name, figures] of Object.entries(operations)) {
          console.info(
            `  ${name.padEnd(14)} p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms ${JSON.stringify(figures.statuses)}`,
          );
        }
        console.info(
          `  target p50 < ${TARGET_P50_MS} ms and index use in every plan: ${verdict(fast && indexed)}` +
            (indexed
              ? ''
              : ` (sequential scans in: ${plans
                  .filter((p) => !p.usesIndex)
                  .map((p) => p.operation)
                  .join(', ')})`),
        );
        const file = writeResult('scale', {
          volume: VOLUME,
          generatedInSeconds: generatedIn,
          targetP50Ms: TARGET_P50_MS,
          operations,
          plans,
          pass: fast && indexed,
        });
        console.info(`  → ${file}`);
      },
    );
  } finally {
    await database.drop();
  }
}
