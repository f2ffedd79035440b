// Scenario 2: the booking path (availability check, then booking) at 50 concurrent customers.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { DEFAULT_MAX_ACTIVE_BOOKINGS } from '../../../apps/api/src/config.ts';
import { sessionsOf } from '../lib/customers.ts';
import { generate, migrate } from '../lib/generate.ts';
import {
  backendCpuBetweenMs,
  backendCpuTimesMs,
  createDatabase,
  withClient,
} from '../lib/postgres.ts';
import { cpuTimeMs, runLoadProcess, withApiServer } from '../lib/processes.ts';
import { logFile, percentile, round, verdict, writeResult } from '../lib/results.ts';

const CUSTOMERS = 50;
/**
 * Active bookings a customer may hold: the product's default, which the server runs with. Each
 * simulated customer books as one person after another, moving to the next person once one
 * holds this many, so every booking's limit check counts what a real customer's does: a few
 * bookings, not hundreds.
 */
const BOOKINGS_PER_PERSON = DEFAULT_MAX_ACTIVE_BOOKINGS;
/** More bookings a second than one simulated customer has made on any machine yet. */
const MOST_BOOKINGS_PER_SECOND = 60;
/** The people one simulated customer needs for a run of `seconds`. */
const peopleFor = (seconds: number) =>
  Math.ceil((seconds * MOST_BOOKINGS_PER_SECOND) / BOOKINGS_PER_PERSON) + 1;
const WARM_UP_SECONDS = 3;
const TARGET_P99_MS = 50;
/** The labelled variant's mean pause before each request (a customer reading the page). */
const THINK_MS = Number(process.env.BENCH_THINK_MS || 500);
/** Issue 25: a burst of mail may at most double the variant's p99. */
const MAIL_BURST_RATIO = 2;

interface LoadOutput {
  latencies: { availability: number[]; booking: number[] };
  statuses: Record<string, number>;
  createdIds: number[];
  /** CPU time the load generator itself used. */
  cpuMs: number;
}

/** CPU time the whole machine has spent busy so far (all cores, /proc/stat), in milliseconds. */
function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
}

const summary = (samples: number[]) => ({
  count: samples.length,
  p50Ms: round(percentile(samples, 50), 2),
  p99Ms: round(percentile(samples, 99), 2),
  maxMs: round(Math.max(...samples), 2),
});

const report = (label: string, m: Measured) =>
  console.info(
    `  ${label}\n` +
      `    availability check: p50 ${m.availability.p50Ms} ms, p99 ${m.availability.p99Ms} ms (${m.availability.count} requests)\n` +
      `    booking:            p50 ${m.booking.p50Ms} ms, p99 ${m.booking.p99Ms} ms (${m.booking.count} requests)\n` +
      `    statuses ${JSON.stringify(m.statuses)}; unexpected ${m.unexpected}\n` +
      `    ${m.requestsPerSecond} requests/s; CPU per request: server ${m.serverCpuUsPerRequest} µs, ` +
      `load generator ${m.loadGeneratorCpuUsPerRequest} µs, PostgreSQL ${m.postgresCpuUsPerRequest} µs, ` +
      `anything else ${m.otherCpuUsPerRequest} µs (machine ${m.machineBusyPercent}% busy)`,
  );

type Measured = Awaited<ReturnType<Awaited<ReturnType<typeof measurer>>>>;

/** Measures one load run against the server, with the CPU each party used meanwhile. */
function measurer(
  serverPid: number,
  databaseUrl: string,
  run: (seconds: number, thinkMs: number) => Promise<LoadOutput>,
  seconds: number,
) {
  return async (thinkMs: number) => {
    const cpuBefore = cpuTimeMs(serverPid);
    const postgresBefore = await backendCpuTimesMs(databaseUrl);
    const machineBefore = machineBusyMs();
    const startedAt = performance.now();
    const measured = await run(seconds, thinkMs);
    const machineMs = machineBusyMs() - machineBefore;
    const elapsedMs = performance.now() - startedAt;
    const serverCpuMs = cpuTimeMs(serverPid) - cpuBefore;
    const postgresCpuMs = backendCpuBetweenMs(postgresBefore, await backendCpuTimesMs(databaseUrl));
    const requests = measured.latencies.availability.length + measured.latencies.booking.length;
    const unexpected = Object.entries(measured.statuses)
      .filter(([key]) => !['availability 200', 'booking 201', 'booking 409'].includes(key))
      .reduce((sum, [, n]) => sum + n, 0);
    const availability = summary(measured.latencies.availability);
    const booked = summary(measured.latencies.booking);
    return {
      thinkMs,
      availability,
      booking: booked,
      requestsPerSecond: round(requests / seconds, 0),
      serverCpuUsPerRequest: round((serverCpuMs * 1000) / requests, 0),
      loadGeneratorCpuUsPerRequest: round((measured.cpuMs * 1000) / requests, 0),
      // The server processes of the API's connections to this database.
      postgresCpuUsPerRequest: round((postgresCpuMs * 1000) / requests, 0),
      // Everything else the machine did meanwhile (PostgreSQL's own background processes, the
      // kernel, and whatever else runs on it): a large figure means the run was disturbed.
      otherCpuUsPerRequest: round(
        ((machineMs - serverCpuMs - measured.cpuMs - postgresCpuMs) * 1000) / requests,
        0,
      ),
      machineBusyPercent: round((100 * machineMs) / (elapsedMs * cpus().length), 0),
      statuses: measured.statuses,
      unexpected,
      createdIds: measured.createdIds,
      pass: availability.p99Ms < TARGET_P99_MS && booked.p99Ms < TARGET_P99_MS && unexpected === 0,
    };
  };
}

/** Counts the 201s found in the database and the overlaps among CREATED bookings. */
function checkStored(databaseUrl: string, createdIds: number[]) {
  return withClient(databaseUrl, async (client) => ({
    stored: Number(
      (
        await client.query<{ n: string }>(
          'SELECT count(*) AS n FROM reservations WHERE id = ANY($1)',
          [createdIds],
        )
      ).rows[0]!.n,
    ),
    overlaps: Number(
      (
        await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM reservations a JOIN reservations b
         ON a.car_id = b.car_id AND a.id < b.id AND a.status = 'CREATED' AND b.status = 'CREATED'
        AND tstzrange(a.pick_up_time, a.drop_off_time, '[)') && tstzrange(b.pick_up_time, b.drop_off_time, '[)')`,
        )
      ).rows[0]!.n,
    ),
  }));
}

/**
 * One pass on a database and server of its own: the closed loop, then the think-time variant,
 * then the check that every 201 is stored and nothing overlaps. With the mail worker on, the
 * variant runs while the worker sends the burst of confirmations the closed loop queued.
 */
async function pass(seconds: number, mailWorker: boolean) {
  const database = await createDatabase('booking');
  // Whatever fails, from here on, the database is removed.
  try {
    await migrate(database.url);
    // Warm-up, closed loop and think-time variant each take people of their own.
    const perCustomer = peopleFor(WARM_UP_SECONDS) + 2 * peopleFor(seconds);
    await generate(database.url, {
      vehicles: 40,
      users: CUSTOMERS * perCustomer,
      reservations: 0,
    });
    return await withApiServer(
      {
        DATABASE_URL: database.url,
        SEED: 'false',
        // Whatever this shell's environment says.
        MAX_ACTIVE_BOOKINGS: String(BOOKINGS_PER_PERSON),
        MAIL_WORKER: String(mailWorker),
      },
      logFile(mailWorker ? 'booking' : 'booking-mail-off'),
      async (server) => {
        // Sessions are made here, not in the measured loop: scrypt is slow by design.
        const sessions = await sessionsOf(database.url, CUSTOMERS * perCustomer);
        let used = 0;
        /** Each simulated customer's next people, `count` of them. */
        const people = (count: number) => {
          const start = used;
          used += count;
          return Array.from({ length: CUSTOMERS }, (_, customer) =>
            sessions.slice(customer * perCustomer + start, customer * perCustomer + used),
          );
        };
        const carIds = await withClient(database.url, async (client) =>
          (await client.query<{ id: number }>('SELECT id FROM vehicles ORDER BY id')).rows.map(
            (r) => r.id,
          ),
        );
        const run = (runSeconds: number, thinkMs: number) =>
          runLoadProcess<LoadOutput>('booking-load.ts', {
            baseUrl: server.url,
            people: people(peopleFor(runSeconds)),
            bookingsPerPerson: BOOKINGS_PER_PERSON,
            carIds,
            seconds: runSeconds,
            thinkMs,
          });
        const measure = measurer(server.pid, database.url, run, seconds);
        await run(Math.min(WARM_UP_SECONDS, seconds), 0); // warm-up
        const closedLoop = await measure(0);
        const thinking = await measure(THINK_MS);
        const createdIds = [...closedLoop.createdIds, ...thinking.createdIds];
        const { stored, overlaps } = await checkStored(database.url, createdIds);
        return { closedLoop, thinking, created: createdIds.length, stored, overlaps };
      },
    );
  } finally {
    await database.drop();
  }
}

export async function booking(seconds: number) {
  const withMail = await pass(seconds, true);
  report(
    `closed loop, ${CUSTOMERS} customers, no think time (the target's figure):`,
    withMail.closedLoop,
  );
  report(
    `variant: ${CUSTOMERS} customers pausing 0-${2 * THINK_MS} ms (mean ${THINK_MS} ms) before each request, ` +
      "while the mail worker sends the closed loop's confirmations:",
    withMail.thinking,
  );
  // The same on a fresh database and server whose mail worker is off (MAIL_WORKER=false):
  // what the burst of mail costs the requests is the difference.
  const mailOff = await pass(seconds, false);
  report('the same variant with the mail worker off:', mailOff.thinking);
  report('closed loop with the mail worker off (for the record):', mailOff.closedLoop);

  const consistent = (p: typeof withMail) => p.stored === p.created && p.overlaps === 0;
  const targetMet = withMail.closedLoop.pass && consistent(withMail) && consistent(mailOff);
  const p99 = (m: Measured) => Math.max(m.availability.p99Ms, m.booking.p99Ms);
  const burstRatio = round(p99(withMail.thinking) / p99(mailOff.thinking), 2);
  const burstPass = burstRatio <= MAIL_BURST_RATIO && consistent(withMail);
  console.info(
    `  201s stored ${withMail.stored}/${withMail.created} and ${mailOff.stored}/${mailOff.created}; ` +
      `overlaps ${withMail.overlaps + mailOff.overlaps}\n` +
      `  target p99 < ${TARGET_P99_MS} ms in the closed loop, no errors but 409s: ${verdict(targetMet)}` +
      ` (variant with think time: ${verdict(withMail.thinking.pass && consistent(withMail))})\n` +
      `  target: the variant's p99 with the mail burst at most ${MAIL_BURST_RATIO}× its p99 without mail: ` +
      `${burstRatio}× ${verdict(burstPass)}`,
  );
  const withoutIds = ({ createdIds: ids, ...rest }: Measured) => ({ ...rest, created: ids.length });
  const file = writeResult('booking', {
    customers: CUSTOMERS,
    seconds,
    targetP99Ms: TARGET_P99_MS,
    closedLoop: withoutIds(withMail.closedLoop),
    withThinkTime: withoutIds(withMail.thinking),
    mailOff: {
      closedLoop: withoutIds(mailOff.closedLoop),
      withThinkTime: withoutIds(mailOff.thinking),
    },
    mailBurstRatio: burstRatio,
    mailBurstPass: burstPass,
    created: withMail.created + mailOff.created,
    createdStored: withMail.stored + mailOff.stored,
    overlaps: withMail.overlaps + mailOff.overlaps,
    pass: targetMet,
  });
  console.info(`  → ${file}`);
}
