import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NO_CUSTOMER_MESSAGE,
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  type Page,
  type Reservation,
} from '@keyturn/shared';
import { outbox, reservations } from '../../src/db/schema.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { asResponseTime, at } from '../support/times.ts';
import { firstVehicle } from '../support/vehicles.ts';

const MAX_ACTIVE = 2;
const t = useTestApp({ maxActiveBookings: MAX_ACTIVE }, { signIn: ['admin'] });
const { api, tokens } = t;
let carId: number;
let nextDay = 30;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };

beforeAll(async () => {
  carId = (await firstVehicle(t.db)).id;
});

/** A two-hour trip on a day no other test books. */
function trip(days = nextDay++) {
  return { pickUpTime: at(days, 10), dropOffTime: at(days, 12), ...places };
}

const bookFor = (userId: number, body: object, token = tokens.admin, car = carId) =>
  api.post('/api/reservations/admin/add', { token, query: { carId: car, userId }, body });

describe('the office books for a customer', () => {
  it("creates the customer's reservation, which their own list shows, and mails them", async () => {
    const customer = await registerCustomer(api);
    const body = trip();

    const response = await bookFor(customer.id, body);

    expect(response.statusCode).toBe(201);
    const created = response.json<{ message: string; success: boolean; id: number }>();
    expect(created).toMatchObject({
      message: 'The reservation has been created for the customer.',
      success: true,
    });
    const own = await api.get('/api/reservations/auth/all', { token: customer.token });
    const [reservation] = own.json<Page<Reservation>>().content;
    expect(reservation).toMatchObject({
      id: created.id,
      carId,
      userId: customer.id,
      pickUpTime: asResponseTime(body.pickUpTime),
      dropOffTime: asResponseTime(body.dropOffTime),
      status: 'CREATED',
    });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.reservationId, created.id), eq(outbox.kind, 'booking-confirmed')));
    expect(mails.map((mail) => mail.recipient)).toEqual([customer.email]);
  });

  it('refuses a time another booking holds with 409, and books nothing', async () => {
    const first = await registerCustomer(api);
    const second = await registerCustomer(api);
    const days = nextDay++;
    expect((await bookFor(first.id, trip(days))).statusCode).toBe(201);

    const overlapping = await bookFor(second.id, {
      ...trip(days),
      pickUpTime: at(days, 11),
      dropOffTime: at(days, 13),
    });

    expect(overlapping.statusCode).toBe(409);
    expect(expectEnvelope(overlapping).message).toBe(VEHICLE_NOT_AVAILABLE_MESSAGE);
    const own = await api.get('/api/reservations/auth/all', { token: second.token });
    expect(own.json<Page<Reservation>>().totalElements).toBe(0);
  });

  it("keeps the customer's limit of active bookings, saying so in the office's words", async () => {
    const customer = await registerCustomer(api);
    for (let booked = 0; booked < MAX_ACTIVE; booked++) {
      expect((await bookFor(customer.id, trip())).statusCode).toBe(201);
    }

    const beyond = await bookFor(customer.id, trip());

    expect(beyond.statusCode).toBe(400);
    expect(expectEnvelope(beyond).message).toMatch(
      new RegExp(`^This customer already holds ${MAX_ACTIVE} upcoming reservations`),
    );
  });

  it('applies the time rule (400) and knows neither an unknown customer nor vehicle (404)', async () => {
    const customer = await registerCustomer(api);
    const tooShort = await bookFor(customer.id, {
      ...trip(),
      dropOffTime: at(nextDay - 1, 10, 30),
    });
    expect(tooShort.statusCode).toBe(400);

    const unknownCustomer = await bookFor(999_999_999, trip());
    expect(unknownCustomer.statusCode).toBe(404);
    expect(expectEnvelope(unknownCustomer).message).toBe('User not found.');

    const unknownVehicle = await bookFor(customer.id, trip(), tokens.admin, 999_999_999);
    expect(unknownVehicle.statusCode).toBe(404);

    const noCustomer = await api.post('/api/reservations/admin/add', {
      token: tokens.admin,
      query: { carId },
      body: trip(),
    });
    expect(noCustomer.statusCode).toBe(400);
    expect(expectEnvelope(noCustomer).message).toBe(NO_CUSTOMER_MESSAGE);
  });

  it('books for customers only, never for an administrator (the built-in one included)', async () => {
    const admin = (await api.get('/api/user', { token: tokens.admin })).json<{ id: number }>();
    const heldByAdmin = () =>
      t.db.select().from(reservations).where(eq(reservations.userId, admin.id));
    const heldBefore = await heldByAdmin();
    const refused = await bookFor(admin.id, trip());
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused)).toMatchObject({
      message: 'The office books for customers only; this account is an administrator.',
      errors: [{ field: 'userId' }],
    });
    expect(await heldByAdmin()).toEqual(heldBefore);

    // The customer picker asks for customers: administrators are not offered.
    const listed = async (role: string) =>
      (
        await api.get('/api/user/auth/pages', { token: tokens.admin, query: { role, size: 100 } })
      ).json<Page<{ id: number; roles: string[] }>>().content;
    const customers = await listed('Customer');
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.some((user) => user.roles.includes('Administrator'))).toBe(false);
    expect((await listed('Administrator')).map((user) => user.id)).toContain(admin.id);
  });

  it('answers 404 for ids too large to exist, in the query as in the path', async () => {
    const customer = await registerCustomer(api);
    const noVehicle = await bookFor(customer.id, trip(), tokens.admin, 3_000_000_000);
    expect(noVehicle.statusCode).toBe(404);
    expect(expectEnvelope(noVehicle).message).toBe('Vehicle not found.');
    const noCustomer = await bookFor(3_000_000_000, trip());
    expect(noCustomer.statusCode).toBe(404);
    expect(expectEnvelope(noCustomer).message).toBe('User not found.');
    const noPath = await api.get('/api/car/visitors/3000000000');
    expect(noPath.statusCode).toBe(404);
  });

  it('finds the customer by words of their name or email, in any order and case', async () => {
    const surname = `Quillon${Date.now()}`;
    const customer = await registerCustomer(api, { firstName: 'Harper', lastName: surname });
    await registerCustomer(api, { firstName: 'Harper', lastName: 'Elsewhere' });
    const search = async (words: string) => {
      const response = await api.get('/api/user/auth/pages', {
        token: tokens.admin,
        query: { search: words, size: 100 },
      });
      expect(response.statusCode).toBe(200);
      return response.json<Page<{ id: number }>>();
    };

    const found = await search(`${surname.toLowerCase()}   HARPER`);
    expect(found.content.map((user) => user.id)).toEqual([customer.id]);
    expect(found.totalElements).toBe(1);
    expect((await search(customer.email.slice(0, 20))).content.map((u) => u.id)).toContain(
      customer.id,
    );
    // Wildcards typed are letters like any other.
    expect((await search('harper%quillon')).totalElements).toBe(0);
    expect((await search('harper _')).totalElements).toBe(0);

    const tooLong = await api.get('/api/user/auth/pages', {
      token: tokens.admin,
      query: { search: 'x'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(expectEnvelope(tooLong).message).toBe('Search must be at most 100 characters');
  });

  it('is for the office only: a customer cannot book for someone else', async () => {
    const customer = await registerCustomer(api);
    const other = await registerCustomer(api);
    const response = await bookFor(other.id, trip(), customer.token);
    expect(response.statusCode).toBe(403);
  });
});
