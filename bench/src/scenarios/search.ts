// Scenario 6 (issue 13): finding a free car among 1,000 vehicles and 1,000,000 reservations on
// PostgreSQL. Search at 20 concurrent users p50 < 15 ms and p99 < 50 ms, a vehicle's
// availability p50 < 5 ms, the office's 7-day timeline p50 < 30 ms; EXPLAIN ANALYZE plans of
// the SQL the API's own code issues for each.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  DEFAULT_COMPANY_TIME_ZONE,
  SEARCH_PAGE_DEFAULTS,
  dayInZone,
  formatRequestDateTime,
} from '@keyturn/shared';
import { defaultConfig } from '../../../apps/api/src/config.ts';
import type { ServiceContext } from '../../../apps/api/src/context.ts';
import type { Database } from '../../../apps/api/src/db/client.ts';
import * as schema from '../../../apps/api/src/db/schema.ts';
import { AvailabilityService } from '../../../apps/api/src/modules/availability/service.ts';
import { VehicleService } from '../../../apps/api/src/modules/vehicles/service.ts';
import { timeline } from '../../../apps/api/src/modules/timeline/service.ts';
import { autocannon } from '../lib/autocannon.ts';
import { signInAdmin } from '../lib/customers.ts';
import { generate, migrate } from '../lib/generate.ts';
import { createDatabase } from '../lib/postgres.ts';
import { withApiServer } from '../lib/processes.ts';
import { logFile, round, verdict, writeResult } from '../lib/results.ts';
import { explain, timed } from '../lib/timed.ts';

const VOLUME = { vehicles: 1_000, users: 10_000, reservations: 1_000_000 };
const CONNECTIONS = 20;
const TARGETS = { searchP50Ms: 15, searchP99Ms: 50, availabilityP50Ms: 5, timelineP50Ms: 30 };
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
  const ctx: ServiceContext = {
    db,
    config: defaultConfig({ jwtSecret: 'x'.repeat(32) }),
    tokens: undefined as never,
    now: () => new Date(),
  };
  const availability = new AvailabilityService(ctx, new VehicleService(ctx));
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
    ['timeline, 7 days', () => timeline(ctx, dateAhead(1), 7)],
  ];
  const result: { operation: string; sql: string; params: unknown[] }[] = [];
  for (const [operation, run] of operations) {
    captured = [];
    await run();
    result.push(...captured.map((query) => ({ operation, ...query })));
  }
  await pool.end();
  return result;
}

export async function search(seconds: number) {
  const database = await createDatabase('search');
  try {
    await migrate(database.url);
    const generating = performance.now();
    await generate(database.url, VOLUME);
    const generatedIn = round((performance.now() - generating) / 1000);
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
        const window = new URLSearchParams({
          pickUpDateTime: ahead(3, 10),
          dropOffDateTime: ahead(3, 14),
        });
        const searchLoad = await autocannon(
          `${api.url}/api/car/visitors/search?${window.toString()}`,
          {
            connections: CONNECTIONS,
            seconds,
          },
        );
        const admin = await signInAdmin(api.url);
        const availability = await timed(SAMPLES, (i) =>
          fetch(`${api.url}/api/car/visitors/${1 + ((i * 97) % VOLUME.vehicles)}/availability`),
        );
        const timelineWeek = await timed(SAMPLES / 5, (i) =>
          fetch(
            `${api.url}/api/reservations/admin/timeline?from=${encodeURIComponent(dateAhead(i % 7))}&days=7`,
            { headers: { authorization: `Bearer ${admin}` } },
          ),
        );
        const figures = {
          search: {
            connections: CONNECTIONS,
            requestsPerSecond: round(searchLoad.requestsPerSecond),
            p50Ms: searchLoad.latencyP50Ms,
            p99Ms: searchLoad.latencyP99Ms,
            non2xx: searchLoad.non2xx,
            errors: searchLoad.errors,
          },
          availability,
          timeline: timelineWeek,
        };
        const checks = {
          searchP50: figures.search.p50Ms < TARGETS.searchP50Ms,
          searchP99: figures.search.p99Ms < TARGETS.searchP99Ms,
          searchAnswered: searchLoad.non2xx === 0 && searchLoad.errors === 0,
          availabilityP50: availability.p50Ms < TARGETS.availabilityP50Ms,
          timelineP50: timelineWeek.p50Ms < TARGETS.timelineP50Ms,
          indexed: plans.every((p) => p.usesIndex),
        };
        const pass = Object.values(checks).every(Boolean);
        console.info('');
        console.info(
          `  search (${CONNECTIONS} users) p50 ${figures.search.p50Ms} ms, p99 ${figures.search.p99Ms} ms, ${figures.search.requestsPerSecond} req/s, non-2xx ${searchLoad.non2xx}`,
        );
        console.info(
          `  availability p50 ${availability.p50Ms} ms, p99 ${availability.p99Ms} ms ${JSON.stringify(availability.statuses)}`,
        );
        console.info(
          `  timeline 7 days p50 ${timelineWeek.p50Ms} ms, p99 ${timelineWeek.p99Ms} ms ${JSON.stringify(timelineWeek.statuses)}`,
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
