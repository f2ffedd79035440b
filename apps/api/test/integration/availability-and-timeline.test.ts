import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock, fromWallClock } from '@keyturn/shared';
import { reservations, vehicles, type VehicleRow } from '../../src/db/schema.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { bookCar } from '../support/bookings.ts';
import { at, dayAhead } from '../support/times.ts';

const ZONE = 'America/Los_Angeles';
const DAY = 10;

interface Calendar {
  timeZone: string;
  from: string;
  to: string;
  busy: { start: string; end: string }[];
}
interface TimelineRow {
  vehicle: { id: number; model: string; image: string[] };
  entries: {
    kind: string;
    id: number;
    start: string;
    end: string;
    status: string;
    customer?: { id: number; firstName: string; lastName: string };
  }[];
}

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;
let car: VehicleRow;
let fleetSize: number;
const customers: { id: number; firstName: string; lastName: string; email: string }[] = [];
const booked: number[] = [];

/** The wall clock `at(days, hour)` stands for, as answers write it. */
const shown = (days: number, hour: number) =>
  formatWallClock(fromWallClock(dayAhead(days, hour), ZONE)!, ZONE);
/** MM/DD/YYYY of the day `days` ahead. */
const dateOf = (days: number) => at(days, 0).slice(0, 10);

async function book(firstName: string, pickUpTime: string, dropOffTime: string) {
  const customer = await registerCustomer(api, { firstName, lastName: 'Okafor' });
  customers.push(customer);
  booked.push(await bookCar(api, customer.token, car.id, { pickUpTime, dropOffTime }));
}

const calendar = (query: Record<string, string | number> = {}, id = car.id) =>
  api.get(`/api/car/visitors/${id}/availability`, { query });

beforeAll(async () => {
  await t.db.delete(reservations);
  const fleet = await t.db.select().from(vehicles);
  fleetSize = fleet.length;
  car = fleet[0]!;
  // Back to back (merged into one busy stretch), a gap, then one more; one across midnight.
  await book('Amara', at(DAY, 10), at(DAY, 12));
  await book('Bruno', at(DAY, 12), at(DAY, 14));
  await book('Chidi', at(DAY, 16), at(DAY, 17));
  await book('Dalia', at(DAY + 1, 22), at(DAY + 2, 2));
  // Cancelled: free again, though the office still sees it.
  await book('Emeka', at(DAY + 3, 9), at(DAY + 3, 11));
  await t.db
    .update(reservations)
    .set({ status: 'CANCELLED' })
    .where(eq(reservations.id, booked[4]!));
});

describe('GET /api/car/visitors/{id}/availability', () => {
  it('gives the busy times merged, in wall-clock time, and nothing about who booked', async () => {
    const response = await calendar({ from: dateOf(DAY), days: 4 });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Calendar>();
    expect(body).toEqual({
      timeZone: ZONE,
      from: shown(DAY, 0),
      to: shown(DAY + 4, 0),
      busy: [
        { start: shown(DAY, 10), end: shown(DAY, 14) },
        { start: shown(DAY, 16), end: shown(DAY, 17) },
        { start: shown(DAY + 1, 22), end: shown(DAY + 2, 2) },
      ],
    });
    for (const customer of customers) {
      for (const detail of [customer.firstName, customer.email, `"id":${customer.id}`]) {
        expect(response.body).not.toContain(detail);
      }
    }
    expect(response.body).not.toMatch(/CREATED|status|user|customer/i);
  });

  it('cuts busy times at the edges of the days asked about', async () => {
    const body = (await calendar({ from: dateOf(DAY + 2), days: 1 })).json<Calendar>();
    expect(body.busy).toEqual([{ start: shown(DAY + 2, 0), end: shown(DAY + 2, 2) }]);
    const before = (await calendar({ from: dateOf(DAY + 1), days: 1 })).json<Calendar>();
    expect(before.busy).toEqual([{ start: shown(DAY + 1, 22), end: shown(DAY + 2, 0) }]);
  });

  it('starts today and shows 14 days unless asked otherwise', async () => {
    const body = (await calendar()).json<Calendar>();
    expect(body.from).toBe(shown(0, 0));
    expect(body.to).toBe(shown(14, 0));
    expect(body.busy.length).toBe(3);
  });

  it('takes 1 to 62 days and refuses other counts and unreadable days', async () => {
    expect((await calendar({ days: 1 })).statusCode).toBe(200);
    const longest = await calendar({ from: dateOf(DAY), days: 62 });
    expect(longest.json<Calendar>().to).toBe(shown(DAY + 62, 0));
    for (const [query, reason] of [
      [{ days: 0 }, 'Days must be at least 1'],
      [{ days: 63 }, 'Days must be at most 62'],
      [{ days: 'a week' }, 'Days must be a number'],
      [{ from: '2026-12-01' }, 'From must be written as MM/DD/YYYY'],
      [{ from: '02/30/2027' }, 'From is not a real date'],
    ] as const) {
      const response = await calendar(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.body).toContain(reason);
    }
  });

  it('answers 404 for a vehicle that does not exist', async () => {
    const response = await calendar({}, 999_999);
    expect(response.statusCode).toBe(404);
    expect(expectEnvelope(response).message).toBe('Vehicle not found.');
  });
});

describe('GET /api/reservations/admin/timeline', () => {
  it('is for administrators only', async () => {
    expect((await api.get('/api/reservations/admin/timeline')).statusCode).toBe(401);
    const customer = await registerCustomer(api);
    const response = await api.get('/api/reservations/admin/timeline', { token: customer.token });
    expect(response.statusCode).toBe(403);
  });

  it('lists every vehicle with the reservations of the days asked, any status, with the customer', async () => {
    const response = await api.get('/api/reservations/admin/timeline', {
      token: tokens.admin,
      query: { from: dateOf(DAY + 1), days: 3 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<TimelineRow[]>();
    expect(rows).toHaveLength(fleetSize);
    const models = rows.map((row) => row.vehicle.model);
    expect(models).toEqual([...models].sort((a, b) => a.localeCompare(b)));
    const row = rows.find((candidate) => candidate.vehicle.id === car.id)!;
    expect(row.vehicle.image.length).toBeGreaterThan(0);
    const [dalia, emeka] = customers.slice(3);
    expect(row.entries).toEqual([
      {
        kind: 'reservation',
        id: booked[3],
        start: shown(DAY + 1, 22),
        end: shown(DAY + 2, 2),
        status: 'CREATED',
        customer: { id: dalia!.id, firstName: 'Dalia', lastName: 'Okafor' },
      },
      {
        kind: 'reservation',
        id: booked[4],
        start: shown(DAY + 3, 9),
        end: shown(DAY + 3, 11),
        status: 'CANCELLED',
        customer: { id: emeka!.id, firstName: 'Emeka', lastName: 'Okafor' },
      },
    ]);
    for (const other of rows.filter((candidate) => candidate.vehicle.id !== car.id)) {
      expect(other.entries).toEqual([]);
    }
  });

  it('shows 7 days from today by default and takes 1 to 31', async () => {
    const week = await api.get('/api/reservations/admin/timeline', { token: tokens.admin });
    const ids = week.json<TimelineRow[]>().flatMap((row) => row.entries.map((entry) => entry.id));
    expect(ids).toEqual([]);
    const later = await api.get('/api/reservations/admin/timeline', {
      token: tokens.admin,
      query: { from: dateOf(DAY - 6), days: 7 },
    });
    const entries = later.json<TimelineRow[]>().flatMap((row) => row.entries);
    expect(entries.map((entry) => entry.customer?.firstName)).toEqual(['Amara', 'Bruno', 'Chidi']);
    for (const days of [0, 32]) {
      const response = await api.get('/api/reservations/admin/timeline', {
        token: tokens.admin,
        query: { days },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
