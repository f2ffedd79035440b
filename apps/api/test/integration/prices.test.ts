import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_COMPANY_TIME_ZONE,
  parseRequestDateTime,
  rentalCents,
  rentalPeriods,
} from '@keyturn/shared';
import { ratePeriods, vehicles } from '../../src/db/schema.ts';
import { bookCar } from '../support/bookings.ts';
import {
  storedLines as linesOf,
  storedReservation as reservationOf,
} from '../support/stored-reservations.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { at, calmDay, requestDay } from '../support/times.ts';
import { addTestVehicle, vehicleBody } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };

function quote(token: string, carId: number, pickUpDateTime: string, dropOffDateTime: string) {
  return api.get('/api/reservations/auth', {
    token,
    query: { carId, pickUpDateTime, dropOffDateTime },
  });
}

const book = (token: string, carId: number, pickUpTime: string, dropOffTime: string) =>
  bookCar(api, token, carId, { pickUpTime, dropOffTime, ...places });

function instant(requestTime: string): Date {
  const parsed = parseRequestDateTime(requestTime, DEFAULT_COMPANY_TIME_ZONE);
  if (!parsed.ok) throw new Error(`unreadable test time ${requestTime}`);
  return parsed.instant;
}

const storedLines = (id: number) => linesOf(t.db, id);
const storedReservation = (id: number) => reservationOf(t.db, id);

async function storedPrices(id: number) {
  const [row] = await t.db
    .select({
      pricePerHourCents: vehicles.pricePerHourCents,
      pricePerDayCents: vehicles.pricePerDayCents,
      depositCents: vehicles.depositCents,
      milesPerDay: vehicles.milesPerDay,
      pricePerExtraMileCents: vehicles.pricePerExtraMileCents,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row;
}

function updateVehicle(id: number, imageId: string, body: Record<string, unknown>) {
  return api.put('/api/car/admin/auth', { token: tokens.admin, query: { id, imageId }, body });
}

describe("a vehicle's prices", () => {
  it('stores the day price, deposit and miles in cents and answers them in dollars', async () => {
    const prices = { pricePerDay: 90, deposit: 350.5, milesPerDay: 150, pricePerExtraMile: 0.35 };
    const { id } = await addTestVehicle(api, tokens.admin, { pricePerHour: 15, ...prices });
    expect(await storedPrices(id)).toEqual({
      pricePerHourCents: 1500,
      pricePerDayCents: 9000,
      depositCents: 35050,
      milesPerDay: 150,
      pricePerExtraMileCents: 35,
    });
    expect((await api.get(`/api/car/visitors/${id}`)).json()).toMatchObject(prices);
  });

  it('gives a vehicle made with the spec fields only the defaults, and an update without them keeps its prices', async () => {
    const { id, imageId } = await addTestVehicle(api, tokens.admin);
    expect((await api.get(`/api/car/visitors/${id}`)).json()).toMatchObject({
      pricePerDay: null,
      deposit: 200,
      milesPerDay: null,
      pricePerExtraMile: 0,
    });
    const priced = vehicleBody({ pricePerDay: 100, deposit: 300, milesPerDay: 200 });
    expect((await updateVehicle(id, imageId, priced)).statusCode).toBe(200);
    expect((await updateVehicle(id, imageId, vehicleBody({ model: 'Renamed' }))).statusCode).toBe(
      200,
    );
    expect(await storedPrices(id)).toMatchObject({
      pricePerDayCents: 10000,
      depositCents: 30000,
      milesPerDay: 200,
    });
    // null clears the day price: 24 hours at the hourly price again.
    const cleared = vehicleBody({ pricePerDay: null });
    expect((await updateVehicle(id, imageId, cleared)).statusCode).toBe(200);
    expect((await storedPrices(id))!.pricePerDayCents).toBeNull();
  });

  it('refuses a day price above 24 hours, on a new vehicle and on a lower hourly price', async () => {
    const message = 'Price per day can be at most 24 times the price per hour';
    const refused = await api.post('/api/car/admin/00000000-0000-4000-8000-000000000000/add', {
      token: tokens.admin,
      body: vehicleBody({ pricePerHour: 10, pricePerDay: 240.01 }),
    });
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused).errors).toEqual([{ field: 'pricePerDay', message }]);

    const { id, imageId } = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 10,
      pricePerDay: 240,
    });
    const lowered = await updateVehicle(id, imageId, vehicleBody({ pricePerHour: 9 }));
    expect(lowered.statusCode).toBe(400);
    expect(expectEnvelope(lowered).errors).toEqual([{ field: 'pricePerDay', message }]);
    expect(await storedPrices(id)).toMatchObject({
      pricePerHourCents: 1000,
      pricePerDayCents: 24000,
    });
  });

  it('refuses a negative deposit and miles that are not whole', async () => {
    const response = await api.post('/api/car/admin/00000000-0000-4000-8000-000000000000/add', {
      token: tokens.admin,
      body: vehicleBody({ deposit: -1, milesPerDay: 1.5 }),
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).errors).toEqual([
      { field: 'deposit', message: 'Deposit must be at least 0' },
      { field: 'milesPerDay', message: 'Miles per day must be a whole number' },
    ]);
  });
});

describe('the quote and the booking', () => {
  it('quotes a 30-hour trip as a day and six hours, and the booking stores those lines', async () => {
    const { id: carId } = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 15,
      pricePerDay: 90,
      deposit: 250,
    });
    const customer = await registerCustomer(api);
    const day = calmDay(20);
    const quoted = await quote(customer.token, carId, at(day, 10), at(day + 1, 16));
    expect(quoted.statusCode).toBe(200);
    const rental = {
      code: 'RENTAL',
      label: '1 day × $90.00 + 6 h × $15.00',
      quantity: 1,
      unitPrice: 180,
      amount: 180,
    };
    expect(quoted.json()).toMatchObject({
      available: true,
      totalPrice: 180,
      quote: { lines: [rental], total: 180, deposit: 250 },
    });

    const id = await book(customer.token, carId, at(day, 10), at(day + 1, 16));
    expect(await storedLines(id)).toEqual([
      {
        code: 'RENTAL',
        label: rental.label,
        quantity: 1,
        unitPriceCents: 18000,
        amountCents: 18000,
      },
    ]);
    expect(await storedReservation(id)).toMatchObject({
      totalPriceCents: 18000,
      depositCents: 25000,
    });
    const answer = await api.get(`/api/reservations/${id}/auth`, { token: customer.token });
    expect(answer.json()).toMatchObject({
      totalPrice: 180,
      charges: [rental],
      paid: 0,
      balance: 180,
      deposit: 250,
    });
  });

  it('books at the prices of the moment: a change by the office, a rate period or psql counts at once', async () => {
    const { id: carId, imageId } = await addTestVehicle(api, tokens.admin, { pricePerHour: 10 });
    const customer = await registerCustomer(api);
    const day = calmDay(34);
    const totalOf = async (id: number) => (await storedReservation(id)).totalPriceCents;
    expect(await totalOf(await book(customer.token, carId, at(day, 8), at(day, 10)))).toBe(2000);

    expect(
      (await updateVehicle(carId, imageId, vehicleBody({ pricePerHour: 12 }))).statusCode,
    ).toBe(200);
    expect(await totalOf(await book(customer.token, carId, at(day, 11), at(day, 13)))).toBe(2400);

    const rate = await api.post('/api/rates/admin', {
      token: tokens.admin,
      body: {
        name: 'Booked at once',
        startDate: requestDay(day),
        endDate: requestDay(day),
        percent: 50,
      },
    });
    expect(rate.statusCode).toBe(201);
    expect(await totalOf(await book(customer.token, carId, at(day, 14), at(day, 16)))).toBe(3600);
    await api.delete(`/api/rates/admin/${rate.json<{ id: number }>().id}`, { token: tokens.admin });

    // An operator's change in psql, which no API code sees, counts as well, in the search too.
    const searchedPrice = async () => {
      const search = await api.get('/api/car/visitors/search', {
        query: { pickUpDateTime: at(day + 1, 8), dropOffDateTime: at(day + 1, 10), size: 100 },
      });
      const found = search.json<{ content: { id: number; totalPrice: number }[] }>().content;
      return found.find((vehicle) => vehicle.id === carId)?.totalPrice;
    };
    expect(await searchedPrice()).toBe(24);
    const nextDay = requestDay(day + 1).replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, '$3-$1-$2');
    await t.db
      .insert(ratePeriods)
      .values({ name: 'From psql', startDate: nextDay, endDate: nextDay, percent: 50 });
    expect(await searchedPrice()).toBe(36);
    await t.db.update(vehicles).set({ pricePerHourCents: 1500 }).where(eq(vehicles.id, carId));
    expect(await searchedPrice()).toBe(45);
    expect(await totalOf(await book(customer.token, carId, at(day, 17), at(day, 19)))).toBe(3000);
  });

  it("keeps a booking's price when the vehicle's prices change, and reprices it when the office moves it", async () => {
    const { id: carId, imageId } = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 10,
      pricePerDay: 60,
    });
    const customer = await registerCustomer(api);
    const day = calmDay(30);
    const id = await book(customer.token, carId, at(day, 9), at(day, 17));
    const before = await storedLines(id);
    expect(before.map((line) => line.amountCents)).toEqual([6000]);

    const raised = vehicleBody({ pricePerHour: 20, pricePerDay: 100 });
    const update = await api.put('/api/car/admin/auth', {
      token: tokens.admin,
      query: { id: carId, imageId },
      body: raised,
    });
    expect(update.statusCode).toBe(200);
    expect(await storedLines(id)).toEqual(before);
    const list = await api.get('/api/reservations/auth/all', { token: customer.token });
    expect(list.json<{ content: unknown[] }>().content).toEqual([
      expect.objectContaining({ id, totalPrice: 60, balance: 60 }),
    ]);

    // Same times, a new place: the price stays as booked.
    const edit = (pickUpTime: string, dropOffTime: string) =>
      api.put('/api/reservations/admin/auth', {
        token: tokens.admin,
        query: { carId, reservationId: id },
        body: { pickUpTime, dropOffTime, ...places, dropOffLocation: 'Oakland', status: 'CREATED' },
      });
    expect((await edit(at(day, 9), at(day, 17))).statusCode).toBe(200);
    expect(await storedLines(id)).toEqual(before);
    // New times: priced again, at today's prices.
    expect((await edit(at(day, 9), at(day, 12))).statusCode).toBe(200);
    expect((await storedLines(id)).map((line) => line.amountCents)).toEqual([6000]);
    expect((await edit(at(day, 9), at(day, 11))).statusCode).toBe(200);
    expect(await storedLines(id)).toEqual([
      expect.objectContaining({ code: 'RENTAL', label: '2 h × $20.00', amountCents: 4000 }),
    ]);
    expect(await storedReservation(id)).toMatchObject({ totalPriceCents: 4000 });
    const office = await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin });
    expect(office.json()).toMatchObject({
      totalPrice: 40,
      charges: [{ amount: 40 }],
      deposit: 200,
    });
  });

  it("prices the search's results as the quote does, and sorts them by that price in the database", async () => {
    const customer = await registerCustomer(api);
    const capped = await addTestVehicle(api, tokens.admin, { pricePerHour: 9.99, pricePerDay: 50 });
    const hourly = await addTestVehicle(api, tokens.admin, { pricePerHour: 3.01 });
    const day = calmDay(40);
    const [pickUp, dropOff] = [at(day, 8), at(day + 2, 11, 30)];
    const search = await api.get('/api/car/visitors/search', {
      query: {
        pickUpDateTime: pickUp,
        dropOffDateTime: dropOff,
        sort: 'totalPrice',
        size: 100,
      },
    });
    expect(search.statusCode, search.body).toBe(200);
    const results = search.json<{
      content: {
        id: number;
        totalPrice: number;
        pricePerHour: number;
        pricePerDay: number | null;
      }[];
    }>().content;
    const totals = results.map((vehicle) => vehicle.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const periods = rentalPeriods(instant(pickUp), instant(dropOff), DEFAULT_COMPANY_TIME_ZONE);
    for (const vehicle of results) {
      const cents = rentalCents(
        periods,
        Math.round(vehicle.pricePerHour * 100),
        vehicle.pricePerDay === null ? null : Math.round(vehicle.pricePerDay * 100),
      );
      expect(vehicle.totalPrice).toBe(cents / 100);
    }
    for (const { id } of [capped, hourly]) {
      const quoted = (await quote(customer.token, id, pickUp, dropOff)).json<{
        totalPrice: number;
      }>();
      expect(results.find((vehicle) => vehicle.id === id)!.totalPrice).toBe(quoted.totalPrice);
      const booked = await book(customer.token, id, pickUp, dropOff);
      const lines = await storedLines(booked);
      expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(
        Math.round(quoted.totalPrice * 100),
      );
    }
  });
});
