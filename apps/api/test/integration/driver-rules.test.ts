import { describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema.ts';
import { findDriver } from '../../src/modules/reservations/repository.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { at, calmDay, requestDay } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };
type Customer = Awaited<ReturnType<typeof registerCustomer>>;

/** The day `days` ahead, `years` earlier (MM/DD/YYYY); 29 February becomes the 28th. */
function yearsBefore(days: number, years: number): string {
  const [month, day, year] = requestDay(days).split('/');
  return `${month}/${day === '29' && month === '02' ? '28' : day}/${Number(year) - years}`;
}

const profileOf = ({ firstName, lastName, email, phoneNumber, address, zipCode }: Customer) => ({
  firstName,
  lastName,
  email,
  phoneNumber,
  address,
  zipCode,
});

function updateProfile(customer: Customer, driver: Record<string, unknown>) {
  return api.put('/api/user', {
    token: customer.token,
    body: { ...profileOf(customer), ...driver },
  });
}

function book(customer: Customer, carId: number, day: number) {
  return api.post('/api/reservations/add', {
    token: customer.token,
    query: { carId },
    body: { pickUpTime: at(day, 10), dropOffTime: at(day + 1, 12), ...places },
  });
}

describe("the driver's record", () => {
  it('is kept from the profile, answered only when known, kept when left out and removed by null', async () => {
    const customer = await registerCustomer(api);
    expect((await api.get('/api/user', { token: customer.token })).json()).not.toHaveProperty(
      'dateOfBirth',
    );
    const driver = {
      licenseNumber: 'D1234567',
      licenseRegion: 'California',
      licenseExpiry: '03/31/2031',
      dateOfBirth: '07/04/1990',
    };
    expect((await updateProfile(customer, driver)).statusCode).toBe(200);
    expect(await findDriver(t.db, customer.id)).toEqual({
      ...driver,
      licenseExpiry: '2031-03-31',
      dateOfBirth: '1990-07-04',
    });
    expect((await api.get('/api/user', { token: customer.token })).json()).toMatchObject(driver);

    expect((await updateProfile(customer, {})).statusCode).toBe(200);
    expect(await findDriver(t.db, customer.id)).toMatchObject({ licenseNumber: 'D1234567' });
    expect((await updateProfile(customer, { licenseNumber: null })).statusCode).toBe(200);
    expect((await findDriver(t.db, customer.id)).licenseNumber).toBeNull();

    const unreadable = await updateProfile(customer, { dateOfBirth: '1990-07-04' });
    expect(unreadable.statusCode).toBe(400);
    expect(expectEnvelope(unreadable).errors).toEqual([
      { field: 'dateOfBirth', message: 'Date of birth must be written as MM/DD/YYYY' },
    ]);
  });

  it('refuses a date of birth today or later, or more than 120 years back, keeping the one on record', async () => {
    const customer = await registerCustomer(api);
    expect((await updateProfile(customer, { dateOfBirth: '07/04/1990' })).statusCode).toBe(200);
    const cases = [
      [requestDay(0), 'Date of birth must be a day in the past.'],
      [requestDay(400), 'Date of birth must be a day in the past.'],
      [yearsBefore(0, 120), 'Date of birth must be within the last 120 years.'],
    ];
    for (const [dateOfBirth, message] of cases) {
      const refused = await updateProfile(customer, { dateOfBirth });
      expect(refused.statusCode).toBe(400);
      expect(expectEnvelope(refused).errors).toEqual([{ field: 'dateOfBirth', message }]);
    }
    const office = await api.put(`/api/user/${customer.id}/auth`, {
      token: tokens.admin,
      body: { ...profileOf(customer), roles: ['Customer'], dateOfBirth: requestDay(1) },
    });
    expect(office.statusCode).toBe(400);
    expect((await findDriver(t.db, customer.id)).dateOfBirth).toBe('1990-07-04');
    expect((await updateProfile(customer, { dateOfBirth: yearsBefore(1, 120) })).statusCode).toBe(
      200,
    );
  });

  it("is set by the office's user form", async () => {
    const customer = await registerCustomer(api);
    const { firstName, lastName, email, phoneNumber, address } = customer;
    const response = await api.put(`/api/user/${customer.id}/auth`, {
      token: tokens.admin,
      body: {
        firstName,
        lastName,
        email,
        phoneNumber,
        address,
        zipCode: '94110',
        roles: ['Customer'],
        licenseNumber: 'X99',
        dateOfBirth: '01/15/1985',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await findDriver(t.db, customer.id)).toMatchObject({
      licenseNumber: 'X99',
      dateOfBirth: '1985-01-15',
    });
  });
});

describe('booking and the driver', () => {
  it('refuses a driver under 21 at pick-up and a licence that expires before drop-off, booking nothing', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin);
    const day = calmDay(60);
    const young = await registerCustomer(api);
    // 21 on the day after pick-up: still 20 at pick-up.
    await updateProfile(young, { dateOfBirth: yearsBefore(day + 1, 21) });
    const expired = await registerCustomer(api);
    await updateProfile(expired, { dateOfBirth: '01/01/1980', licenseExpiry: requestDay(day) });
    const before = (await t.db.select().from(reservations)).length;

    // The quote says so first, before any card is asked for.
    for (const [driver, reason] of [
      [young, 'Drivers must be at least 21 years old at pick-up.'],
      [expired, 'Your driving licence expires before the drop-off date.'],
    ] as const) {
      const quote = await api.get('/api/reservations/auth', {
        token: driver.token,
        query: { carId, pickUpDateTime: at(day, 10), dropOffDateTime: at(day + 1, 12) },
      });
      expect(quote.statusCode).toBe(200);
      expect(quote.json()).toMatchObject({ available: false, reason, message: reason });
    }

    const tooYoung = await book(young, carId, day);
    expect(tooYoung.statusCode).toBe(400);
    expect(expectEnvelope(tooYoung).message).toBe(
      'Drivers must be at least 21 years old at pick-up.',
    );
    const lapsed = await book(expired, carId, day);
    expect(lapsed.statusCode).toBe(400);
    expect(expectEnvelope(lapsed).message).toBe(
      'Your driving licence expires before the drop-off date.',
    );
    expect((await t.db.select().from(reservations)).length).toBe(before);

    // A licence valid through the drop-off day covers the trip.
    await updateProfile(expired, { licenseExpiry: requestDay(day + 1) });
    expect((await book(expired, carId, day)).statusCode).toBe(201);
  });

  it('charges a driver under 25 the young-driver fee per started day, in the quote and the booking', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 10,
      pricePerDay: 50,
    });
    const day = calmDay(70);
    const driver = await registerCustomer(api);
    await updateProfile(driver, { dateOfBirth: yearsBefore(day, 22) });
    const youngLine = {
      code: 'YOUNG_DRIVER',
      label: 'Young driver fee, 2 days',
      quantity: 2,
      unitPrice: 15,
      amount: 30,
    };
    const quote = await api.get('/api/reservations/auth', {
      token: driver.token,
      query: { carId, pickUpDateTime: at(day, 10), dropOffDateTime: at(day + 1, 12) },
    });
    expect(quote.json()).toMatchObject({
      totalPrice: 100,
      quote: { lines: [{ code: 'RENTAL', amount: 70 }, youngLine], total: 100 },
    });
    const booked = await book(driver, carId, day);
    expect(booked.statusCode).toBe(201);
    const id = booked.json<{ id: number }>().id;
    const answer = await api.get(`/api/reservations/${id}/auth`, { token: driver.token });
    expect(answer.json()).toMatchObject({ totalPrice: 100, charges: [{ amount: 70 }, youngLine] });

    // The office's quote for this customer prices the customer, not the office's own account.
    const officeQuote = await api.get('/api/reservations/admin/quote', {
      token: tokens.admin,
      query: {
        carId,
        userId: driver.id,
        pickUpDateTime: at(day + 3, 10),
        dropOffDateTime: at(day + 4, 12),
      },
    });
    expect(officeQuote.statusCode).toBe(200);
    expect(officeQuote.json()).toMatchObject({
      available: true,
      quote: { lines: [{ code: 'RENTAL' }, youngLine], total: 100 },
    });

    // Unknown age: no fee.
    const unknown = await registerCustomer(api);
    const plain = await api.get('/api/reservations/auth', {
      token: unknown.token,
      query: { carId, pickUpDateTime: at(day + 3, 10), dropOffDateTime: at(day + 4, 12) },
    });
    expect(plain.json()).toMatchObject({ totalPrice: 70 });
  });
});
