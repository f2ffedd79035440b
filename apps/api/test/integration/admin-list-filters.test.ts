import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ContactMessage, Page, Reservation, ReservationStatus } from '@keyturn/shared';
import { reservations } from '../../src/db/schema.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { bookCar } from '../support/bookings.ts';
import { at, requestDay } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin', 'customer'] });
const { api, tokens } = t;

const RESERVATIONS = '/api/reservations/admin/all/pages';
const MESSAGES = '/api/contactmessage/pages';
/** Far enough ahead that nothing else books those days; the days are counted from it. */
const BASE = 40;

const booked: Record<string, number> = {};
let convertible: number;
let saloon: number;

async function page<T>(url: string, query: Record<string, string | number>) {
  const response = await api.get(url, { token: tokens.admin, query: { size: 100, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<T>>();
}

/** The names of the test's own reservations a filtered page lists, in its order. */
async function listed(query: Record<string, string | number>): Promise<string[]> {
  const found = await page<Reservation>(RESERVATIONS, query);
  expect(found.totalElements).toBe(found.content.length);
  const names = new Map(Object.entries(booked).map(([name, id]) => [id, name]));
  return found.content.map((reservation) => names.get(reservation.id) ?? `other ${reservation.id}`);
}

async function refusal(url: string, query: Record<string, string | number> | string) {
  const response =
    typeof query === 'string'
      ? await api.get(`${url}?${query}`, { token: tokens.admin })
      : await api.get(url, { token: tokens.admin, query });
  return { ...expectEnvelope(response), statusCode: response.statusCode };
}

beforeAll(async () => {
  convertible = (await addTestVehicle(api, tokens.admin, { model: 'Filter Convertible' })).id;
  saloon = (await addTestVehicle(api, tokens.admin, { model: 'Filter Saloon' })).id;
  const marlowe = await registerCustomer(api, { firstName: 'Quincy', lastName: 'Marlowe' });
  const ashdown = await registerCustomer(api, {
    firstName: 'Quincy',
    lastName: 'Ashdown',
    email: `q.ashdown.${Date.now()}@filters.example`,
  });
  const book = async (
    name: string,
    customer: { token: string },
    carId: number,
    times: [day: number, hour: number, endDay: number, endHour: number],
    status: ReservationStatus,
  ) => {
    const [day, hour, endDay, endHour] = times;
    const id = await bookCar(api, customer.token, carId, {
      pickUpTime: at(BASE + day, hour),
      dropOffTime: at(BASE + endDay, endHour),
    });
    // Straight in the table: how a status may change is not this file's subject.
    await t.db.update(reservations).set({ status }).where(eq(reservations.id, id));
    booked[name] = id;
  };
  await book('morning', marlowe, convertible, [0, 9, 0, 12], 'CREATED');
  await book('done', marlowe, saloon, [2, 9, 2, 11], 'DONE');
  // Over midnight into day 2.
  await book('overnight', ashdown, convertible, [1, 20, 2, 1], 'CANCELLED');
  // Ends at the midnight that begins day 4: not on day 4.
  await book('late', ashdown, convertible, [3, 22, 4, 0], 'NO_SHOW');
  await book('last', ashdown, saloon, [5, 9, 5, 10], 'CREATED');
});

describe("the office's reservation filters", () => {
  it('narrow by vehicle and by status, each alone and together', async () => {
    expect(await listed({ carId: convertible })).toEqual(['late', 'overnight', 'morning']);
    expect(await listed({ carId: saloon, sort: 'pickUpTime', direction: 'ASC' })).toEqual([
      'done',
      'last',
    ]);
    expect(await listed({ carId: convertible, status: 'CANCELLED' })).toEqual(['overnight']);
    const noShows = await page<Reservation>(RESERVATIONS, { status: 'NO_SHOW' });
    expect(noShows.content.every((reservation) => reservation.status === 'NO_SHOW')).toBe(true);
    expect(noShows.content.map((reservation) => reservation.id)).toContain(booked.late);
  });

  it("narrow by words of the customer's name or email, in any case", async () => {
    expect(await listed({ customer: 'MARLOWE' })).toEqual(['done', 'morning']);
    expect(await listed({ customer: '  quincy   ashdown ' })).toEqual([
      'last',
      'late',
      'overnight',
    ]);
    expect(await listed({ customer: 'filters.example' })).toEqual(['last', 'late', 'overnight']);
    expect(await listed({ customer: 'quincy', status: 'CREATED' })).toEqual(['last', 'morning']);
    // LIKE's wildcards are letters like any other.
    expect(await listed({ customer: 'marl%' })).toEqual([]);
    expect(await listed({ customer: 'q_incy' })).toEqual([]);
    // A blank search is none.
    expect((await page(RESERVATIONS, { customer: '   ', size: 1 })).totalElements).toBe(
      (await page(RESERVATIONS, { size: 1 })).totalElements,
    );
  });

  it('narrow to the reservations that hold their vehicle on some of the days', async () => {
    const day = (offset: number) => requestDay(BASE + offset);
    const quincy = { customer: 'quincy' };
    expect(await listed({ ...quincy, from: day(2), to: day(2) })).toEqual(['done', 'overnight']);
    expect(await listed({ ...quincy, from: day(4) })).toEqual(['last']);
    expect(await listed({ ...quincy, from: day(3), to: day(3) })).toEqual(['late']);
    expect(await listed({ ...quincy, to: day(1) })).toEqual(['overnight', 'morning']);
    expect(await listed({ ...quincy, from: day(6) })).toEqual([]);
    expect(await listed({ carId: saloon, from: day(0), to: day(5), status: 'DONE' })).toEqual([
      'done',
    ]);
  });

  it('count the filtered list, also past its end', async () => {
    const beyond = await page<Reservation>(RESERVATIONS, { customer: 'quincy', size: 2, page: 5 });
    expect(beyond.content).toEqual([]);
    expect(beyond.totalElements).toBe(5);
    expect(beyond.totalPages).toBe(3);
  });

  it('refuse what they cannot read with a sentence naming the field', async () => {
    const cases: [Record<string, string | number> | string, string, string][] = [
      [
        { status: 'LOST' },
        'status',
        'Status must be one of: PENDING_PAYMENT, CREATED, IN_PROGRESS, CANCELLED, DONE, NO_SHOW, EXPIRED',
      ],
      [{ carId: 'abc' }, 'carId', 'Vehicle must be a positive whole number'],
      [{ carId: 0 }, 'carId', 'Vehicle must be a positive whole number'],
      [{ from: '2027-06-15' }, 'from', 'From must be written as MM/DD/YYYY'],
      [{ to: '02/30/2027' }, 'to', 'To is not a real date'],
      [{ from: '06/15/2027', to: '06/14/2027' }, 'to', 'To must be on or after From'],
      [{ customer: 'x'.repeat(101) }, 'customer', 'Customer must be at most 100 characters'],
      ['customer=a&customer=b', 'customer', 'Customer must be text'],
    ];
    for (const [query, field, message] of cases) {
      const answer = await refusal(RESERVATIONS, query);
      expect(answer, JSON.stringify(query)).toMatchObject({
        statusCode: 400,
        message,
        errors: [{ field, message }],
      });
    }
    // An id no row can have is as unknown as a missing one (decision 035).
    expect(await refusal(RESERVATIONS, { carId: 2_147_483_648 })).toMatchObject({
      statusCode: 404,
      message: 'Vehicle not found.',
    });
    // A day range the right way round, on one day, is fine.
    const oneDay = requestDay(BASE);
    expect((await refusal(RESERVATIONS, { from: oneDay, to: oneDay })).statusCode).toBe(200);
  });

  it('are for the office only', async () => {
    const response = await api.get(RESERVATIONS, {
      token: tokens.customer,
      query: { status: 'CREATED' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("the office's message search", () => {
  const send = async (message: Record<string, string>) => {
    const response = await api.post('/api/contactmessage/visitors', { body: message });
    expect(response.statusCode, response.body).toBe(201);
  };
  const subjects = async (search: string) =>
    (await page<ContactMessage>(MESSAGES, { search })).content.map((message) => message.subject);

  beforeAll(async () => {
    await send({
      name: 'Wendeline Orsk',
      email: 'wendeline@search.example',
      subject: 'Lost umbrella',
      body: 'I left a green umbrella in the Zephyrine hatchback yesterday.',
    });
    await send({
      name: 'Barnaby Quell',
      email: 'barnaby@elsewhere.example',
      subject: 'Invoice question',
      body: 'Could you send the invoice for my Zephyrine trip again, please?',
    });
  });

  it('finds the messages holding every word in the name, email, subject or text', async () => {
    expect(await subjects('zephyrine')).toEqual(['Invoice question', 'Lost umbrella']);
    expect(await subjects('ZEPHYRINE umbrella')).toEqual(['Lost umbrella']);
    expect(await subjects('wendeline')).toEqual(['Lost umbrella']);
    expect(await subjects('search.example')).toEqual(['Lost umbrella']);
    expect(await subjects('quell invoice')).toEqual(['Invoice question']);
    expect(await subjects('zephyrine nowhere')).toEqual([]);
    expect(await subjects('zephyr%')).toEqual([]);
    const found = await page<ContactMessage>(MESSAGES, { search: 'zephyrine', size: 1 });
    expect(found.totalElements).toBe(2);
    expect(found.content).toHaveLength(1);
  });

  it('refuses a search it cannot read', async () => {
    expect(await refusal(MESSAGES, { search: 'y'.repeat(101) })).toMatchObject({
      statusCode: 400,
      message: 'Search must be at most 100 characters',
      errors: [{ field: 'search' }],
    });
    expect(await refusal(MESSAGES, 'search=a&search=b')).toMatchObject({
      statusCode: 400,
      message: 'Search must be text',
    });
  });
});
