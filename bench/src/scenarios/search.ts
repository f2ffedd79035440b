// Scenario 6 (issues 13 and 25): finding a free car among 1,000 vehicles and 1,000,000
// reservations on PostgreSQL. Search at 20 concurrent users p50 < 10 ms and p99 < 30 ms, a
// vehicle's availability p50 < 5 ms, the office's 7-day timeline p50 < 20 ms (issue 25's targets,
// tighter than issue 13's 15 / 50 / 5 / 30); EXPLAIN ANALYZE plans of the SQL the API's own code
// issues for each.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  DEFAULT_COMPANY_TIME_ZONE,
  SEARCH_PAGE_DEFAULTS,
  dayInZone,
  formatRequestDateTime,
} from '@keyturn/shared';
import type { Database } from '../../../apps/api/src/db/client.ts';
import * as schema from '../../../apps/api/src/db/schema.ts';
import { dayRange } from '../../../apps/api/src/modules/availability/day-range.ts';
import { AvailabilityService } from '../../../apps/api/src/modules/availability/service.ts';
import { VehicleService } from '../../../apps/api/src/modules/vehicles/service.ts';
import { PriceBook } from '../../../apps/api/src/modules/prices/price-book.ts';
import { RESERVATIONS_DURING } from '../../../apps/api/src/modules/timeline/repository.ts';
import { timeline } from '../../../apps/api/src/modules/timeline/service.ts';
import type { LoadResult } from '../lib/autocannon.ts';
import { signInAdmin } from '../lib/customers.ts';
import { migrateAndGenerate } from '../lib/generate.ts';
import { createDatabase } from '../lib/postgres.ts';
import { runLoadProcess, withApiServer } from '../lib/processes.ts';
import { logFile, round, verdict, writeResult } from '../lib/results.ts';
import { serviceContextOn } from '../lib/services.ts';
import { explain, timed } from '../lib/timed.ts';

const VOLUME = { vehicles: 1_000, users: 10_000, reservations: 1_000_000 };
const CONNECTIONS = 20;
const TARGETS = { searchP50Ms: 10, searchP99Ms: 30, availabilityP50Ms: 5, timelineP50Ms: 20 };
const SAMPLES = 100;
const ZONE = DEFAULT_COMPANY_TIME_ZONE;

/** A request time `days` ahead at `hour`, where the generated bookings are thickest. */
const ahead = (days: number, hour: number) =>
  formatRequestDateTime(dayInZone(new Date(), days, ZONE, hour));
const dateAhead = (days: number) => ahead(days, 0).slice(0, 10);

/** The SQL each operation issues, as the API's own code builds it (Drizzle's query log). */
async function capturedQueries(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let captured: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) };
  const db = drizzle({ client: pool, schema, logger }) as unknown as Database;
  const ctx = serviceContextOn(db);
  const availability = new AvailabilityService(ctx, new VehicleService(ctx), new PriceBook(db));
  const operations: [string, () => Promise<unknown>][] = [
    [
      'search',
      () =>
        availability.search({
          ...SEARCH_PAGE_DEFAULTS,
          page: 0,
          pickUpDateTime: ahead(3, 10),
          dropOffDateTime: ahead(3, 14),
        }),
    ],
    [
      'search with filters, sorted by model',
      () =>
        availability.search({
          ...SEARCH_PAGE_DEFAULTS,
          page: 1,
          sort: 'model',
          pickUpDateTime: ahead(3, 10),
          dropOffDateTime: ahead(5, 10),
          fuelType: ['Hybrid', 'Electricity'],
          minSeats: 4,
          airConditioning: true,
        }),
    ],
    ['availability, 14 days', () => availability.calendar(42, undefined, 14)],
    ['timeline, 7 days', () => timeline(ctx, dayRange(dateAhead(1), 7, ZONE, new Date()))],
  ];
  const result: { operation: string; sql: string; params: unknown[] }[] = [];
  for (const [operation, run] of operations) {
    captured = [];
    await run();
    result.push(...captured.map((query) => ({ operation, ...query })));
  }
  // The timeline's reservations are a prepared statement, outside Drizzle's log.
  const week = dayRange(dateAhead(1), 7, ZONE, new Date());
  result.push({
    operation: 'timeline, 7 days',
    sql: RESERVATIONS_DURING,
    params: [week.from.toISOString(), week.to.toISOString()],
  });
  await pool.end();
  return result;
}

const searchPath = (pickUp: string, dropOff: string) =>
  `/api/car/visitors/search?${new URLSearchParams({ pickUpDateTime: pickUp, dropOffDateTime: dropOff }).toString()}`;

/**
 * Windows people might search: 60 days ahead, pick-up on the hour from 06:00 to 15:00, for 1
 * to 8 hours the same day; 3,600 of them in a shuffled order, so that no window is asked again
 * before all the others and the kept answers (500 at most, least recently used out) never help.
 */
function distinctWindows(): string[] {
  const paths: string[] = [];
  for (let day = 1; day <= 60; day++) {
    for (let hour = 6; hour <= 15; hour++) {
      for (const hours of [1, 2, 3, 4, 6, 8]) {
        const pickUp = dayInZone(new Date(), day, ZONE, hour);
        const dropOff = dayInZone(new Date(), day, ZONE, hour + hours);
        paths.push(searchPath(formatRequestDateTime(pickUp), formatRequestDateTime(dropOff)));
      }
    }
  }
  // A fixed shuffle (a multiplier prime to the length), the same in every run.
  return paths.map((_, i) => paths[(i * 2_357) % paths.length]!);
}

const searchLoad = (url: string, paths: string[], seconds: number) =>
  runLoadProcess<LoadResult>('search-load.ts', { url, paths, connections: CONNECTIONS, seconds });

const loadFigures = (run: LoadResult) => ({
  connections: CONNECTIONS,
  requestsPerSecond: round(run.requestsPerSecond),
  p50Ms: run.latencyP50Ms,
  p99Ms: run.latencyP99Ms,
  non2xx: run.non2xx,
  errors: run.errors,
});

export async function search(seconds: number) {
  const database = await createDatabase('search');
  try {
    const generatedIn = round(await migrateAndGenerate(database.url, VOLUME));
    console.info(
      `  generated ${VOLUME.vehicles} vehicles, ${VOLUME.reservations} reservations in ${generatedIn} s`,
    );

    const queries = await capturedQueries(database.url);
    const plans: ((typeof queries)[number] & { plan: string[]; usesIndex: boolean })[] = [];
    for (const query of queries) {
      const plan = await explain(database.url, query.sql, query.params);
      const seqScan = plan.some((line) =>
        /Seq Scan on (reservations|vehicle_occupancy)\b/.test(line),
      );
      plans.push({ ...query, plan, usesIndex: !seqScan });
      console.info(`\n  [${query.operation}] ${query.sql}\n    ${plan.join('\n    ')}`);
    }

    await withApiServer(
      { DATABASE_URL: database.url, SEED: 'false', AUTH_RATE_LIMIT_MAX: '100000' },
      logFile('search'),
      async (api) => {
        const load = await searchLoad(api.url, distinctWindows(), seconds);
        const keptLoad = await searchLoad(
          api.url,
          [searchPath(ahead(3, 10), ahead(3, 14))],
          seconds,
        );
        const admin = await signInAdmin(api.url);
        const availability = await timed(SAMPLES, (i) =>
          fetch(`${api.url}/api/car/visitors/${1 + ((i * 97) % VOLUME.vehicles)}/availability`),
        );
        const week = (from: string) =>
          fetch(
            `${api.url}/api/reservations/admin/timeline?from=${encodeURIComponent(from)}&days=7`,
            {
              headers: { authorization: `Bearer ${admin}` },
            },
          );
        // Each a week no request asked before, so none is answered from the kept ones.
        const timelineWeek = await timed(SAMPLES / 5, (i) => week(dateAhead(1 + i)));
        const keptWeek = await timed(SAMPLES / 5, () => week(dateAhead(1)));
        const figures = {
          search: loadFigures(load),
          availability,
          timeline: timelineWeek,
          variants: { searchOneWindow: loadFigures(keptLoad), timelineOneWeek: keptWeek },
        };
        const checks = {
          searchP50: figures.search.p50Ms < TARGETS.searchP50Ms,
          searchP99: figures.search.p99Ms < TARGETS.searchP99Ms,
          searchAnswered: [load, keptLoad].every((run) => run.non2xx === 0 && run.errors === 0),
          availabilityP50: availability.p50Ms < TARGETS.availabilityP50Ms,
          timelineP50: timelineWeek.p50Ms < TARGETS.timelineP50Ms,
          indexed: plans.every((p) => p.usesIndex),
        };
        const pass = Object.values(checks).every(Boolean);
        console.info('');
        console.info(
          `  search (${CONNECTIONS} users, a different window each time) p50 ${figures.search.p50Ms} ms, p99 ${figures.search.p99Ms} ms, ${figures.search.requestsPerSecond} req/s, non-2xx ${load.non2xx}`,
        );
        console.info(
          `  availability p50 ${availability.p50Ms} ms, p99 ${availability.p99Ms} ms ${JSON.stringify(availability.statuses)}`,
        );
        console.info(
          `  timeline 7 days, a different week each time, p50 ${timelineWeek.p50Ms} ms, p99 ${timelineWeek.p99Ms} ms ${JSON.stringify(timelineWeek.statuses)}`,
        );
        const kept = figures.variants;
        console.info(
          `  variant, not the target: one window asked again and again, p50 ${kept.searchOneWindow.p50Ms} ms, p99 ${kept.searchOneWindow.p99Ms} ms, ${kept.searchOneWindow.requestsPerSecond} req/s; one week's timeline again and again p50 ${kept.timelineOneWeek.p50Ms} ms`,
        );
        console.info(
          `  targets ${JSON.stringify(TARGETS)}: ${verdict(pass)} ${JSON.stringify(checks)}`,
        );
        const file = writeResult('search', {
          volume: VOLUME,
          generatedInSeconds: generatedIn,
          targets: TARGETS,
          figures,
          checks,
          plans,
          pass,
        });
        console.info(`  → ${file}`);
      },
    );
  } finally {
    await database.drop();
  }
}
