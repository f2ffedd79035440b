// Load generator for the booking path: each simulated customer checks a vehicle's availability
// for a random window and then books it, in a closed loop (thinkMs 0) or pausing a random
// 0..2·thinkMs before each request. Prints latencies, statuses and its own CPU time as JSON.
//
// Requests go through node:http with keep-alive, not fetch: fetch cost this process about
// 500 µs of CPU per request, more than the server, on the same two cores.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_COMPANY_TIME_ZONE, formatRequestDateTime, toWallClock } from '@keyturn/shared';

interface Plan {
  baseUrl: string;
  tokens: string[];
  carIds: number[];
  seconds: number;
  thinkMs: number;
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Plan;
const HOUR = 3_600_000;
const firstHour = Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR;
const agent = new Agent({ keepAlive: true, maxSockets: plan.tokens.length });

const wallClock = (instant: number) =>
  formatRequestDateTime(toWallClock(new Date(instant), DEFAULT_COMPANY_TIME_ZONE));
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

const latencies = { availability: [] as number[], booking: [] as number[] };
const statuses: Record<string, number> = {};
const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1);
const createdIds: number[] = [];

function send(
  path: string,
  options: { method?: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${plan.baseUrl}${path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

async function timed(path: string, options: Parameters<typeof send>[1], into: number[]) {
  if (plan.thinkMs > 0) await sleep(Math.random() * 2 * plan.thinkMs);
  const started = performance.now();
  const response = await send(path, options);
  into.push(performance.now() - started);
  return response;
}

async function customer(token: string, until: number) {
  const authorization = `Bearer ${token}`;
  while (Date.now() < until) {
    const carId = pick(plan.carIds);
    const pickUp = firstHour + Math.floor(Math.random() * 80 * 24) * HOUR;
    const dropOff = pickUp + (1 + Math.floor(Math.random() * 4)) * HOUR;
    const query = new URLSearchParams({
      carId: String(carId),
      pickUpDateTime: wallClock(pickUp),
      dropOffDateTime: wallClock(dropOff),
    });
    const check = await timed(
      `/api/reservations/auth?${query}`,
      { headers: { authorization } },
      latencies.availability,
    );
    count(`availability ${check.status}`);
    const body = JSON.stringify({
      pickUpTime: wallClock(pickUp),
      dropOffTime: wallClock(dropOff),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Ferry Building',
    });
    const booked = await timed(
      `/api/reservations/add?carId=${carId}`,
      {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
        body,
      },
      latencies.booking,
    );
    count(`booking ${booked.status}`);
    if (booked.status === 201) createdIds.push((JSON.parse(booked.body) as { id: number }).id);
  }
}

const until = Date.now() + plan.seconds * 1000;
await Promise.all(plan.tokens.map((token) => customer(token, until)));
agent.destroy();
const cpu = process.cpuUsage();
process.stdout.write(
  JSON.stringify({ latencies, statuses, createdIds, cpuMs: (cpu.user + cpu.system) / 1000 }),
);
