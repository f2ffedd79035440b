import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_NOT_PAST_MESSAGE,
  DRIVER_TOO_YOUNG_MESSAGE,
  NO_CUSTOMER_MESSAGE,
  TWO_CUSTOMERS_MESSAGE,
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  WALK_IN_BOOKED_MESSAGE,
  type Page,
  type Reservation,
} from '@keyturn/shared';
import {
  outbox,
  passwordResetTokens,
  reservationCharges,
  reservations,
  users,
} from '../../src/db/schema.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { testNow } from '../support/clock.ts';
import { deliverOnce } from '../support/mail-delivery.ts';
import { recipientsOf, useMailServer } from '../support/mail-server.ts';
import { at, requestDay } from '../support/times.ts';
import { firstVehicle } from '../support/vehicles.ts';

/*
 * The office books for a walk-in in one step (contract section 7, decision 069): the account is
 * made with the booking, in one transaction, and mailed a link to set a password.
 */

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;
const smtp = useMailServer();
const PUBLIC_URL = 'https://keyturn.example.com';
let carId: number;
let nextDay = 40;

beforeAll(async () => {
  t.config.mail = { ...t.config.mail, smtpUrl: smtp().url, publicUrl: PUBLIC_URL };
  carId = (await firstVehicle(t.db)).id;
});

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };

/** A two-hour trip on a day no other test books. */
function trip(days = nextDay++) {
  return { pickUpTime: at(days, 10), dropOffTime: at(days, 12), ...places };
}

/** The year of the tests' today, for dates of birth that make a driver of a given age. */
const thisYear = () => Number(requestDay(0).slice(6, 10));
/** A date of birth that makes the driver `years` old or one less, at any pick-up this year. */
const bornYearsAgo = (years: number) => `01/15/${thisYear() - years}`;

let walkInCounter = 0;
function walkIn(overrides: Record<string, unknown> = {}) {
  walkInCounter++;
  return {
    firstName: 'Robin',
    lastName: 'Okafor',
    email: `robin.okafor.${process.pid}.${walkInCounter}.${Date.now()}@example.com`,
    phoneNumber: '(415) 555-0142',
    licenseNumber: 'D1234567',
    licenseExpiry: `12/31/${thisYear() + 5}`,
    dateOfBirth: bornYearsAgo(40),
    ...overrides,
  };
}

const book = (body: object, query: Record<string, number> = {}, token = tokens.admin) =>
  api.post('/api/reservations/admin/add', { token, query: { carId, ...query }, body });

const accountsWith = (email: string) =>
  t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);

const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email));

/** Every row a walk-in's booking writes, counted: a refusal must leave them all as they were. */
async function rowCounts() {
  const count = async (table: typeof users | typeof reservations | typeof outbox) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    users: await count(users),
    reservations: await count(reservations),
    outbox: await count(outbox),
    links: (await t.db.select({ n: sql<number>`count(*)::int` }).from(passwordResetTokens))[0]!.n,
  };
}

const signIn = (email: string, password: string) =>
  api.post('/api/login', { body: { email, password } });

describe('the office books for a walk-in customer', () => {
  it('makes the account with the booking and mails a link that sets the password', async () => {
    const customer = walkIn();
    const body = trip();

    const response = await book({ ...body, customer });

    expect(response.statusCode).toBe(201);
    const created = response.json<{ message: string; success: boolean; id: number }>();
    expect(created).toMatchObject({ message: WALK_IN_BOOKED_MESSAGE, success: true });

    const [account, ...others] = await accountsWith(customer.email);
    expect(others).toEqual([]);
    expect(account).toMatchObject({
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      roles: ['Customer'],
      builtIn: false,
      licenseNumber: customer.licenseNumber,
      licenseExpiry: `${thisYear() + 5}-12-31`,
      dateOfBirth: `${thisYear() - 40}-01-15`,
    });
    const [booked] = await t.db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(booked).toMatchObject({ userId: account!.id, carId, status: 'CREATED' });

    // The confirmation and the link, both to the new customer.
    const queued = await mailsTo(customer.email);
    expect(queued.map((mail) => mail.kind).sort()).toEqual(['booking-confirmed', 'password-reset']);
    expect(queued.find((mail) => mail.kind === 'booking-confirmed')?.reservationId).toBe(
      created.id,
    );

    const before = smtp().received.length;
    await deliverOnce(t, smtp().url);
    const mails = smtp()
      .received.slice(before)
      .filter((mail) => recipientsOf(mail).includes(customer.email));
    const welcome = mails.find(
      (mail) => mail.subject === 'Welcome to Keyturn: choose your password',
    );
    expect(welcome).toBeDefined();
    expect(mails).toHaveLength(2);
    expect(welcome!.text).toContain('Our office has booked your trip');
    const link = /https:\/\/keyturn\.example\.com\/reset-password\?token=([\w%-]+)/.exec(
      welcome!.text!,
    );
    expect(link).not.toBeNull();
    expect(welcome!.html).toContain(link![0]);

    // The link sets the password; the customer then signs in and finds the booking.
    const password = 'Walk#In2026';
    const reset = await api.post('/api/password/reset', {
      body: { token: decodeURIComponent(link![1]!), newPassword: password },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await signIn(customer.email, password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ token: string }>().token;
    const own = await api.get('/api/reservations/auth/all', { token });
    expect(own.json<Page<Reservation>>().content.map((r) => r.id)).toEqual([created.id]);
    const me = await api.get('/api/user', { token });
    expect(me.json()).toMatchObject({ id: account!.id, roles: ['Customer'] });
  });

  it('prices a young walk-in as any young driver, in the quote and in the booking', async () => {
    const customer = walkIn({ dateOfBirth: bornYearsAgo(23), licenseExpiry: null });
    const body = trip();

    const quote = await api.get('/api/reservations/admin/quote', {
      token: tokens.admin,
      query: {
        carId,
        pickUpDateTime: body.pickUpTime,
        dropOffDateTime: body.dropOffTime,
        dateOfBirth: customer.dateOfBirth,
      },
    });
    expect(quote.statusCode).toBe(200);
    const quoted = quote.json<{
      available: boolean;
      quote: { lines: { code: string }[]; total: number };
    }>();
    expect(quoted.available).toBe(true);
    expect(quoted.quote.lines.map((line) => line.code)).toContain('YOUNG_DRIVER');

    const response = await book({ ...body, customer });

    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const lines = await t.db
      .select()
      .from(reservationCharges)
      .where(eq(reservationCharges.reservationId, id));
    expect(lines.map((line) => line.code)).toContain('YOUNG_DRIVER');
    const [booked] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(Number(booked!.totalPriceCents) / 100).toBe(quoted.quote.total);
  });

  it('says in the quote that a walk-in too young may not drive, and books them nothing', async () => {
    const before = await rowCounts();
    const customer = walkIn({ dateOfBirth: bornYearsAgo(19) });
    const body = trip();

    const quote = await api.get('/api/reservations/admin/quote', {
      token: tokens.admin,
      query: {
        carId,
        pickUpDateTime: body.pickUpTime,
        dropOffDateTime: body.dropOffTime,
        dateOfBirth: customer.dateOfBirth,
      },
    });
    expect(quote.json()).toMatchObject({ available: false, reason: DRIVER_TOO_YOUNG_MESSAGE });

    const refused = await book({ ...body, customer });

    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused).message).toBe(DRIVER_TOO_YOUNG_MESSAGE);
    expect(await accountsWith(customer.email)).toEqual([]);
    expect(await mailsTo(customer.email)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves no account, link or mail when the car is taken (409)', async () => {
    const days = nextDay++;
    const first = await book({ ...trip(days), customer: walkIn() });
    expect(first.statusCode).toBe(201);
    const before = await rowCounts();
    const customer = walkIn();

    const refused = await book({
      ...trip(days),
      pickUpTime: at(days, 11),
      dropOffTime: at(days, 13),
      customer,
    });

    expect(refused.statusCode).toBe(409);
    expect(expectEnvelope(refused).message).toBe(VEHICLE_NOT_AVAILABLE_MESSAGE);
    expect(await accountsWith(customer.email)).toEqual([]);
    expect(await mailsTo(customer.email)).toEqual([]);
    expect(await rowCounts()).toEqual(before);

    // The address is free still: the same walk-in books another time.
    expect((await book({ ...trip(), customer })).statusCode).toBe(201);
  });

  it('leaves no account for an unknown vehicle (404) or a trip the time rule refuses (400)', async () => {
    const before = await rowCounts();
    const customer = walkIn();

    const unknownVehicle = await book({ ...trip(), customer }, { carId: 999_999_999 });
    expect(unknownVehicle.statusCode).toBe(404);
    const days = nextDay++;
    const tooShort = await book({ ...trip(days), dropOffTime: at(days, 10, 30), customer });
    expect(tooShort.statusCode).toBe(400);

    expect(await accountsWith(customer.email)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an email another account uses, in any case, with 409 naming the field', async () => {
    const registered = await registerCustomer(api);
    const before = await rowCounts();

    const refused = await book({
      ...trip(),
      customer: walkIn({ email: registered.email.toUpperCase() }),
    });

    expect(refused.statusCode).toBe(409);
    expect(expectEnvelope(refused)).toMatchObject({
      message: 'This email address is already used by another account.',
      errors: [{ field: 'customer.email' }],
    });
    expect(await rowCounts()).toEqual(before);
    // The account on record is as it was: its owner still signs in with their password.
    expect((await signIn(registered.email, registered.password)).statusCode).toBe(200);
  });

  it('asks for exactly one of userId and customer (400 with a sentence)', async () => {
    const registered = await registerCustomer(api);
    const before = await rowCounts();

    const both = await book({ ...trip(), customer: walkIn() }, { userId: registered.id });
    expect(both.statusCode).toBe(400);
    expect(expectEnvelope(both)).toMatchObject({
      message: TWO_CUSTOMERS_MESSAGE,
      errors: [{ field: 'customer', message: TWO_CUSTOMERS_MESSAGE }],
    });

    const neither = await book(trip());
    expect(neither.statusCode).toBe(400);
    expect(expectEnvelope(neither)).toMatchObject({
      message: NO_CUSTOMER_MESSAGE,
      errors: [{ field: 'userId', message: NO_CUSTOMER_MESSAGE }],
    });

    expect(await rowCounts()).toEqual(before);
  });

  it("holds the walk-in's fields to the registration and profile rules, naming each field", async () => {
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: ' ' }, 'customer.firstName', 'Please enter your first name'],
      [{ lastName: 'O' }, 'customer.lastName', 'Last name must be at least 2 characters'],
      [{ email: 'robin@' }, 'customer.email', 'Invalid email address'],
      [{ phoneNumber: '555-0142' }, 'customer.phoneNumber', 'Phone number must be 10 digits'],
      [
        { licenseNumber: 'x'.repeat(31) },
        'customer.licenseNumber',
        'Licence number must be at most 30 characters',
      ],
      [
        { licenseExpiry: '2030-12-31' },
        'customer.licenseExpiry',
        'Licence expiry must be written as MM/DD/YYYY',
      ],
      [{ dateOfBirth: requestDay(1) }, 'customer.dateOfBirth', BIRTH_DATE_NOT_PAST_MESSAGE],
    ];
    for (const [change, field, message] of cases) {
      const refused = await book({ ...trip(), customer: walkIn(change) });
      expect(refused.statusCode, field).toBe(400);
      expect(expectEnvelope(refused).errors?.[0], field).toEqual({ field, message });
    }
    const { phoneNumber: _phone, ...withoutPhone } = walkIn();
    const missing = await book({ ...trip(), customer: withoutPhone });
    expect(expectEnvelope(missing).errors).toEqual([
      { field: 'customer.phoneNumber', message: 'Please enter your phone number' },
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it('takes ten bare digits for the phone as registration does, and no licence or birth date', async () => {
    const customer = walkIn({ phoneNumber: '4155550177' });
    const { licenseNumber: _n, licenseExpiry: _e, dateOfBirth: _d, ...bare } = customer;

    const response = await book({ ...trip(), customer: bare });

    expect(response.statusCode).toBe(201);
    const [account] = await accountsWith(customer.email);
    expect(account).toMatchObject({
      phoneNumber: '(415) 555-0177',
      licenseNumber: null,
      licenseExpiry: null,
      dateOfBirth: null,
    });
  });

  it('refuses a quote that names both a customer on record and a new driver', async () => {
    const registered = await registerCustomer(api);
    const body = trip();
    const response = await api.get('/api/reservations/admin/quote', {
      token: tokens.admin,
      query: {
        carId,
        userId: registered.id,
        pickUpDateTime: body.pickUpTime,
        dropOffDateTime: body.dropOffTime,
        dateOfBirth: bornYearsAgo(30),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).errors?.[0]?.field).toBe('userId');
  });

  it('is for the office only: a customer cannot make accounts through it', async () => {
    const signedIn = await registerCustomer(api);
    const customer = walkIn();
    const response = await book({ ...trip(), customer }, {}, signedIn.token);
    expect(response.statusCode).toBe(403);
    expect(await accountsWith(customer.email)).toEqual([]);
  });
});

describe('a link from the office', () => {
  it('lasts days, not the hour of a reset, and a reset asked for later replaces it', async () => {
    const customer = walkIn();
    expect((await book({ ...trip(), customer })).statusCode).toBe(201);
    const [account] = await accountsWith(customer.email);
    const [link] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, account!.id)));
    const hours = (link!.expiresAt.getTime() - testNow().getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(72);

    await api.post('/api/password/forgot', { body: { email: customer.email } });
    const open = await t.db
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, account!.id),
          sql`${passwordResetTokens.usedAt} IS NULL`,
        ),
      );
    expect(open).toHaveLength(1);
    expect(open[0]!.id).not.toBe(link!.id);
  });
});
