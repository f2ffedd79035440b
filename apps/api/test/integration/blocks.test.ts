import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatWallClock, fromWallClock } from '@keyturn/shared';
import { reservations, vehicleBlocks } from '../../src/db/schema.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { at, dayAhead } from '../support/times.ts';
import { addTestVehicle, firstVehicle } from '../support/vehicles.ts';

const ZONE = 'America/Los_Angeles';
const BUFFER_MINUTES = 30;
const places = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };
const OVERLAP_MESSAGE =
  'The vehicle is booked or already out of service at some time in this window ' +
  '(turnaround time after a rental included). Choose other times.';
const NOT_AVAILABLE = 'Vehicle is not available for the selected dates!';

interface Block {
  id: number;
  start: string;
  end: string;
  reason: string;
}

const t = useTestApp(
  { bookingBufferMinutes: BUFFER_MINUTES, maxActiveBookings: 1000 },
  { signIn: ['admin'] },
);
const { api, tokens } = t;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
/** Each test works on a day of its own, so that none depends on another's bookings. */
let day = 20;
let carId: number;

/** The wall clock `at(days, hour, minute)` stands for, as answers write it. */
const shown = (days: number, hour: number, minute = 0) =>
  formatWallClock(fromWallClock(dayAhead(days, hour, minute), ZONE)!, ZONE);

const addBlock = (body: Record<string, unknown>, id = carId) =>
  api.post(`/api/car/admin/${id}/blocks`, { token: tokens.admin, body });
const listBlocks = (id = carId) => api.get(`/api/car/admin/${id}/blocks`, { token: tokens.admin });
const blockIds = async (id = carId) =>
  (await listBlocks(id)).json<Block[]>().map((block) => block.id);
const book = (pickUpTime: string, dropOffTime: string, id = carId) =>
  api.post('/api/reservations/add', {
    token: customer.token,
    query: { carId: id },
    body: { pickUpTime, dropOffTime, ...places },
  });
const searchIds = async (pickUpDateTime: string, dropOffDateTime: string) => {
  const response = await api.get('/api/car/visitors/search', {
    query: { pickUpDateTime, dropOffDateTime, size: 100 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: { id: number }[] }>().content.map((vehicle) => vehicle.id);
};

beforeAll(async () => {
  customer = await registerCustomer(api);
  await t.db.delete(reservations);
  carId = (await firstVehicle(t.db)).id;
});

describe('out-of-service blocks: the API', () => {
  it('takes a block, answers 201 with its id and lists it with the reason trimmed', async () => {
    const d = ++day;
    const response = await addBlock({
      start: at(d, 9),
      end: at(d, 17),
      reason: '  Brake service  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, success } = response.json<{ id: number; success: boolean }>();
    expect(success).toBe(true);
    const listed = await listBlocks();
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Block[]>()).toContainEqual({
      id,
      start: shown(d, 9),
      end: shown(d, 17),
      reason: 'Brake service',
    });
  });

  it('refuses unreadable times, an end not after the start and a missing or long reason', async () => {
    const d = ++day;
    const good = { start: at(d, 9), end: at(d, 12), reason: 'Tyres' };
    for (const [body, message] of [
      [{ ...good, start: '2026-13-45 10:00' }, 'Start '],
      [{ ...good, end: at(d, 9) }, 'The end must be after the start.'],
      [{ ...good, end: at(d, 8) }, 'The end must be after the start.'],
      [{ ...good, reason: '   ' }, 'Enter the reason, such as "Brake service"'],
      [{ start: good.start, end: good.end }, 'Enter the reason, such as "Brake service"'],
      [{ ...good, reason: 'x'.repeat(101) }, 'Reason must be at most 100 characters'],
      [{ ...good, start: undefined }, 'Enter when the vehicle goes out of service'],
    ] as const) {
      const response = await addBlock(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(response).message).toContain(message);
    }
    expect((await addBlock({ ...good, reason: 'x'.repeat(100) })).statusCode).toBe(201);
  });

  it('keeps a block between a month back and the booking horizon, 400 beyond', async () => {
    const vehicle = await addTestVehicle(api, tokens.admin);
    const reason = 'Engine rebuild';
    for (const [body, message, field] of [
      [
        { start: at(-3, 9), end: at(-2, 9) },
        'The out-of-service time must end in the future.',
        'end',
      ],
      [
        { start: at(-40, 9), end: at(2, 9) },
        'The out-of-service time may start at most 31 days ago.',
        'start',
      ],
      [
        { start: at(2, 9), end: at(3002, 9) },
        'The out-of-service time must end within 365 days from now, as bookings do.',
        'end',
      ],
    ] as const) {
      const response = await addBlock({ ...body, reason }, vehicle.id);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(response)).toMatchObject({ message, errors: [{ field }] });
    }
    expect(await blockIds(vehicle.id)).toEqual([]);
    // A breakdown written down a few days late, the car back in a week: within the bounds.
    expect(
      (await addBlock({ start: at(-5, 9), end: at(7, 9), reason }, vehicle.id)).statusCode,
    ).toBe(201);
  });

  it('answers 404 for an unknown vehicle or block', async () => {
    const d = ++day;
    const body = { start: at(d, 9), end: at(d, 12), reason: 'Tyres' };
    for (const response of [
      await addBlock(body, 999_999),
      await addBlock({ ...body, end: at(d, 8) }, 999_999),
      await listBlocks(999_999),
      await api.delete('/api/car/admin/blocks/999999', { token: tokens.admin }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const unknownBlock = await api.delete('/api/car/admin/blocks/999999', { token: tokens.admin });
    expect(expectEnvelope(unknownBlock).message).toBe('This out-of-service time no longer exists.');
  });

  it('refuses a block over another block or a CREATED reservation (409), not a cancelled one', async () => {
    const d = ++day;
    expect((await addBlock({ start: at(d, 8), end: at(d, 10), reason: 'Oil' })).statusCode).toBe(
      201,
    );
    const overBlock = await addBlock({ start: at(d, 9), end: at(d, 11), reason: 'Wash' });
    expect(overBlock.statusCode).toBe(409);
    expect(expectEnvelope(overBlock).message).toBe(OVERLAP_MESSAGE);
    // Back to back with a block: no turnaround between blocks and rentals that follow them.
    expect((await book(at(d, 10), at(d, 12))).statusCode).toBe(201);
    const overBooking = await addBlock({ start: at(d, 11), end: at(d, 13), reason: 'Wash' });
    expect(overBooking.statusCode).toBe(409);
    expect(expectEnvelope(overBooking).message).toBe(OVERLAP_MESSAGE);

    const cancelled = await book(at(d, 15), at(d, 17));
    await t.db
      .update(reservations)
      .set({ status: 'CANCELLED' })
      .where(eq(reservations.id, cancelled.json<{ id: number }>().id));
    expect((await addBlock({ start: at(d, 15), end: at(d, 17), reason: 'Wash' })).statusCode).toBe(
      201,
    );
  });

  it('frees the time again once the block is deleted', async () => {
    const d = ++day;
    const created = await addBlock({ start: at(d, 9), end: at(d, 17), reason: 'Windscreen' });
    const { id } = created.json<{ id: number }>();
    const refused = await book(at(d, 10), at(d, 12));
    expect(refused.statusCode).toBe(409);
    expect(expectEnvelope(refused).message).toBe(NOT_AVAILABLE);

    const deleted = await api.delete(`/api/car/admin/blocks/${id}`, { token: tokens.admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await blockIds()).not.toContain(id);
    expect(
      (await api.delete(`/api/car/admin/blocks/${id}`, { token: tokens.admin })).statusCode,
    ).toBe(404);
    expect((await book(at(d, 10), at(d, 12))).statusCode).toBe(201);
  });

  it('goes with its vehicle when the vehicle is deleted', async () => {
    const d = ++day;
    const spare = await addTestVehicle(api, tokens.admin, { model: 'Spare Hatchback' });
    await addBlock({ start: at(d, 9), end: at(d, 12), reason: 'Sold' }, spare.id);
    const deleted = await api.delete(`/api/car/admin/${spare.id}/auth`, { token: tokens.admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.db.select().from(vehicleBlocks).where(eq(vehicleBlocks.carId, spare.id));
    expect(left).toEqual([]);
  });
});

describe('blocks and the turnaround buffer in booking, search, availability and the timeline', () => {
  it(`keeps ${BUFFER_MINUTES} minutes free after a rental: 10:00-10:30 after one ending at 10:00`, async () => {
    const d = ++day;
    expect((await book(at(d, 8), at(d, 10))).statusCode).toBe(201);
    for (const minute of [0, 15]) {
      const refused = await book(at(d, 10, minute), at(d, 12));
      expect(refused.statusCode, `10:${minute}`).toBe(409);
      expect(expectEnvelope(refused).message).toBe(NOT_AVAILABLE);
    }
    // The advisory check says the same.
    const check = await api.get('/api/reservations/auth', {
      token: customer.token,
      query: { carId, pickUpDateTime: at(d, 10, 15), dropOffDateTime: at(d, 12) },
    });
    expect(check.json()).toMatchObject({ available: false, reason: NOT_AVAILABLE });
    expect((await book(at(d, 10, 30), at(d, 12))).statusCode).toBe(201);
    // A rental must also end its buffer before the next use begins: before 08:00 here.
    expect((await book(at(d, 6), at(d, 7, 45))).statusCode).toBe(409);
    expect((await book(at(d, 6), at(d, 7, 30))).statusCode).toBe(201);
    // A block after a rental waits for its turnaround too.
    const block = await addBlock({ start: at(d, 12, 15), end: at(d, 14), reason: 'Valet' });
    expect(block.statusCode).toBe(409);
    expect(
      (await addBlock({ start: at(d, 12, 30), end: at(d, 14), reason: 'Valet' })).statusCode,
    ).toBe(201);
  });

  it('keeps the buffer when the office moves a reservation', async () => {
    const d = ++day;
    expect((await book(at(d, 8), at(d, 10))).statusCode).toBe(201);
    const later = await book(at(d, 14), at(d, 16));
    const reservationId = later.json<{ id: number }>().id;
    const move = (pickUpTime: string, dropOffTime: string) =>
      api.put('/api/reservations/admin/auth', {
        token: tokens.admin,
        query: { carId, reservationId },
        body: { pickUpTime, dropOffTime, ...places, status: 'CREATED' },
      });
    const tooClose = await move(at(d, 10, 15), at(d, 12));
    expect(tooClose.statusCode).toBe(409);
    expect(expectEnvelope(tooClose).message).toBe(NOT_AVAILABLE);
    expect((await move(at(d, 10, 30), at(d, 12))).statusCode).toBe(200);
    // Moving it later within its own old time is no collision with itself.
    expect((await move(at(d, 11), at(d, 13))).statusCode).toBe(200);
    await addBlock({ start: at(d, 15), end: at(d, 18), reason: 'Inspection' });
    expect((await move(at(d, 14), at(d, 16))).statusCode).toBe(409);
  });

  it('leaves a blocked car, or one in its turnaround, out of the search', async () => {
    const d = ++day;
    expect((await book(at(d, 8), at(d, 10))).statusCode).toBe(201);
    await addBlock({ start: at(d, 14), end: at(d, 18), reason: 'Recall' });
    expect(await searchIds(at(d, 10), at(d, 11))).not.toContain(carId);
    expect(await searchIds(at(d, 10, 30), at(d, 11, 30))).toContain(carId);
    expect(await searchIds(at(d, 15), at(d, 16))).not.toContain(carId);
    // Ending 13:45 would leave less than the turnaround before the block.
    expect(await searchIds(at(d, 12), at(d, 13, 45))).not.toContain(carId);
    expect(await searchIds(at(d, 12), at(d, 13, 30))).toContain(carId);
    expect(await searchIds(at(d, 18), at(d, 20))).toContain(carId);
  });

  it('shows blocks and buffers as busy in the availability calendar', async () => {
    const d = ++day;
    expect((await book(at(d, 8), at(d, 10))).statusCode).toBe(201);
    await addBlock({ start: at(d, 14), end: at(d, 18), reason: 'Recall' });
    const response = await api.get(`/api/car/visitors/${carId}/availability`, {
      query: { from: at(d, 0).slice(0, 10), days: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Busy from when a rental could no longer end in time, to when the car is ready again.
    expect(response.json<{ busy: unknown[] }>().busy).toEqual([
      { start: shown(d, 7, 30), end: shown(d, 10, 30) },
      { start: shown(d, 13, 30), end: shown(d, 18) },
    ]);
    expect(response.body).not.toContain('Recall');
  });

  it('lists blocks in the timeline with their reason and no customer', async () => {
    const d = ++day;
    const created = await addBlock({ start: at(d, 9), end: at(d, 11), reason: 'Detailing' });
    const response = await api.get('/api/reservations/admin/timeline', {
      token: tokens.admin,
      query: { from: at(d, 0).slice(0, 10), days: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = response
      .json<{ vehicle: { id: number }; entries: unknown[] }[]>()
      .find((candidate) => candidate.vehicle.id === carId)!;
    expect(row.entries).toEqual([
      {
        kind: 'block',
        id: created.json<{ id: number }>().id,
        start: shown(d, 9),
        end: shown(d, 11),
        reason: 'Detailing',
      },
    ]);
  });
});

describe('the database rule', () => {
  it('refuses a reservation or block written past the API into a holder or its buffer', async () => {
    const d = ++day;
    expect((await book(at(d, 8), at(d, 10))).statusCode).toBe(201);
    const tenFifteen = fromWallClock(dayAhead(d, 10, 15), ZONE)!;
    const noon = fromWallClock(dayAhead(d, 12), ZONE)!;
    const rejected = (write: Promise<unknown>) =>
      expect(write).rejects.toMatchObject({ cause: { code: '23P01' } });
    await rejected(
      t.db.insert(reservations).values({
        carId,
        userId: customer.id,
        pickUpTime: tenFifteen,
        dropOffTime: noon,
        ...places,
        totalPriceCents: 100,
      }),
    );
    await rejected(
      t.db
        .insert(vehicleBlocks)
        .values({ carId, startTime: tenFifteen, endTime: noon, reason: 'psql' }),
    );
  });
});
