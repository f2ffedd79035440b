import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { RESERVATION_STATUS_LABELS, toWallClock, type WallClock } from '@keyturn/shared';
import { reservations, users, vehicles } from '../../src/db/schema.ts';
import { fromNow } from '../support/clock.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { bookCar } from '../support/bookings.ts';
import { REPORT_LAYOUTS } from '../support/report-layouts.ts';
import { readSheet } from '../support/spreadsheets.ts';
import { at, dayAhead } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const ZONE = 'America/Los_Angeles';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const t = useTestApp({}, { signIn: ['admin', 'customer'] });
const { api, tokens } = t;
let bookingId: number;
let pricedVehicleId: number;
let dayPricedVehicleId: number;

const REPORTS = [
  {
    ...REPORT_LAYOUTS.users,
    rowsInDatabase: async () => (await t.db.select({ id: users.id }).from(users)).length,
  },
  {
    ...REPORT_LAYOUTS.vehicles,
    rowsInDatabase: async () => (await t.db.select({ id: vehicles.id }).from(vehicles)).length,
  },
  {
    ...REPORT_LAYOUTS.reservations,
    rowsInDatabase: async () =>
      (await t.db.select({ id: reservations.id }).from(reservations)).length,
  },
];

async function download(path: string) {
  const response = await api.get(path, { token: tokens.admin });
  expect(response.statusCode).toBe(200);
  return readSheet(response.rawPayload);
}

/** The wall clock a spreadsheet date shows: its UTC fields, since sheets have no zones. */
function shownClock(value: unknown): WallClock {
  expect(value).toBeInstanceOf(Date);
  const date = value as Date;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

beforeAll(async () => {
  // Doors and luggage are the fixture's (2 and 1); the rest is this report's own.
  pricedVehicleId = (
    await addTestVehicle(api, tokens.admin, {
      model: 'Report Coupe',
      seats: 4,
      transmission: 'Tiptronic',
      airConditioning: false,
      fuelType: 'LPG',
      age: 4,
      pricePerHour: 19.99,
    })
  ).id;

  dayPricedVehicleId = (
    await addTestVehicle(api, tokens.admin, {
      model: 'Report Van',
      pricePerHour: 12.5,
      pricePerDay: 99.5,
      deposit: 350,
      milesPerDay: 150,
      pricePerExtraMile: 0.45,
    })
  ).id;

  const customer = await registerCustomer(api, { firstName: 'Report', lastName: 'Reader' });
  bookingId = await bookCar(api, customer.token, pricedVehicleId, {
    pickUpTime: at(5, 9),
    dropOffTime: at(5, 11, 1),
    pickUpLocation: 'Ferry Building',
    dropOffLocation: 'Oakland Airport',
  });
});

describe('spreadsheet downloads', () => {
  it.each(REPORTS)(
    '$path is an attachment $fileName with sheet $sheetName, its header and one row per record',
    async ({ path, fileName, sheetName, header, rowsInDatabase }) => {
      const response = await api.get(path, { token: tokens.admin });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_TYPE);
      expect(response.headers['content-disposition']).toBe(`attachment; filename=${fileName}`);
      const sheet = await readSheet(response.rawPayload);
      expect(sheet.sheetCount).toBe(1);
      expect(sheet.name).toBe(sheetName);
      expect(sheet.rows[0]).toEqual(header);
      const records = await rowsInDatabase();
      expect(records).toBeGreaterThan(0);
      expect(sheet.rowCount).toBe(records + 1);
      expect(sheet.rows).toHaveLength(records + 1);
    },
  );

  it('writes every user, by id, with numbers as numbers and never a password', async () => {
    const sheet = await download('/api/excel/download/users');
    const rows = await t.db.select().from(users).orderBy(asc(users.id));
    expect(sheet.rows.slice(1)).toEqual(
      rows.map((user) => [
        user.id,
        user.firstName,
        user.lastName,
        user.phoneNumber,
        user.email,
        user.address,
        user.zipCode,
        user.roles.join(', '),
      ]),
    );
    expect(typeof sheet.rows[1]![0]).toBe('number');
    const cells = sheet.rows.flat().map(String).join('\n');
    expect(cells).not.toMatch(/scrypt|password/i);
    expect(cells).toContain('Report');
  });

  it('writes every vehicle, with the price as an exact number', async () => {
    const sheet = await download('/api/excel/download/cars');
    const rows = await t.db.select().from(vehicles).orderBy(asc(vehicles.id));
    expect(sheet.rows.slice(1)).toEqual(
      rows.map((vehicle) => [
        vehicle.id,
        vehicle.model,
        vehicle.doors,
        vehicle.seats,
        vehicle.luggage,
        vehicle.transmission,
        vehicle.airConditioning ? 'Yes' : 'No',
        vehicle.fuelType,
        vehicle.age,
        vehicle.pricePerHourCents / 100,
        vehicle.pricePerDayCents === null ? undefined : vehicle.pricePerDayCents / 100,
        vehicle.depositCents / 100,
        vehicle.milesPerDay ?? undefined,
        vehicle.pricePerExtraMileCents / 100,
      ]),
    );
    const priced = sheet.rows.find((row) => row[0] === pricedVehicleId)!;
    expect(priced).toEqual([
      pricedVehicleId,
      'Report Coupe',
      2,
      4,
      1,
      'Tiptronic',
      'No',
      'LPG',
      4,
      19.99,
      undefined,
      200,
      undefined,
      0,
    ]);
    expect(typeof priced[0]).toBe('number');
    expect(typeof priced[9]).toBe('number');
  });

  it("writes a vehicle's day price, deposit, miles per day and price per extra mile as numbers", async () => {
    const sheet = await download('/api/excel/download/cars');
    const row = sheet.rows.find((cells) => cells[0] === dayPricedVehicleId)!;
    const at = (label: string) => row[REPORT_LAYOUTS.vehicles.header.indexOf(label)];
    expect([at('Price/hour'), at('Price/day'), at('Deposit')]).toEqual([12.5, 99.5, 350]);
    expect([at('Miles/day'), at('Price/extra mile')]).toEqual([150, 0.45]);
    for (const label of ['Price/day', 'Deposit', 'Miles/day', 'Price/extra mile']) {
      expect(typeof at(label), label).toBe('number');
    }
  });

  it('writes every reservation, with times as dates on the company wall clock', async () => {
    const sheet = await download('/api/excel/download/reservations');
    const rows = await t.db
      .select({
        reservation: reservations,
        model: vehicles.model,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNumber: users.phoneNumber,
      })
      .from(reservations)
      .innerJoin(vehicles, eq(vehicles.id, reservations.carId))
      .innerJoin(users, eq(users.id, reservations.userId))
      .orderBy(asc(reservations.id));
    expect(sheet.rows).toHaveLength(rows.length + 1);
    for (const [index, row] of rows.entries()) {
      const cells = sheet.rows[index + 1]!;
      const { reservation } = row;
      expect(cells.filter((_, column) => column !== 6 && column !== 7)).toEqual([
        reservation.id,
        reservation.carId,
        row.model,
        reservation.userId,
        `${row.firstName} ${row.lastName}`,
        row.phoneNumber,
        reservation.pickUpLocation,
        reservation.dropOffLocation,
        RESERVATION_STATUS_LABELS[reservation.status],
        reservation.totalPriceCents / 100,
      ]);
      expect(shownClock(cells[6])).toEqual(toWallClock(reservation.pickUpTime, ZONE));
      expect(shownClock(cells[7])).toEqual(toWallClock(reservation.dropOffTime, ZONE));
    }

    const booking = sheet.rows.find((cells) => cells[0] === bookingId)!;
    expect(typeof booking[0]).toBe('number');
    expect(booking[4]).toBe('Report Reader');
    expect(booking[10]).toBe('Created');
    expect(shownClock(booking[6])).toEqual(dayAhead(5, 9));
    expect(shownClock(booking[7])).toEqual(dayAhead(5, 11, 1));
    // 2 h 1 min is three started hours at 19.99.
    expect(booking[11]).toBe(59.97);
    expect(typeof booking[11]).toBe('number');
  });

  it('writes the largest valid total exactly, in a column wide enough to show it', async () => {
    const dearest = await addTestVehicle(api, tokens.admin, {
      model: 'Report Limousine',
      pricePerHour: 99_999.99,
    });
    const customer = await registerCustomer(api);
    const pickUp = fromNow(3 * 86_400_000);
    pickUp.setUTCMinutes(0, 0, 0);
    const id = await bookCar(api, customer.token, dearest.id, {
      pickUpTime: pickUp.toISOString(),
      dropOffTime: new Date(pickUp.getTime() + 90 * 24 * 3_600_000).toISOString(),
      pickUpLocation: 'Ferry Building',
      dropOffLocation: 'Ferry Building',
    });

    const response = await api.get('/api/excel/download/reservations', { token: tokens.admin });
    const sheet = await readSheet(response.rawPayload);
    expect(sheet.rows.find((cells) => cells[0] === id)![11]).toBe(215_999_978.4);
    // Shown as "$215,999,978.40": a narrower column would show ##### instead.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const column = workbook.worksheets[0]!.getColumn(12);
    expect(column.width).toBeGreaterThanOrEqual('$215,999,978.40'.length + 2);
  });

  it.each(REPORTS)(
    '$path keeps its bold header row in view, in columns wide enough to read it',
    async ({ path, header }) => {
      const response = await api.get(path, { token: tokens.admin });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.views).toHaveLength(1);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
      header.forEach((label, index) => {
        const column = sheet.getColumn(index + 1);
        expect(column.width, label).toBeGreaterThanOrEqual(label.length + 2);
        expect(sheet.getRow(1).getCell(index + 1).font?.bold, label).toBe(true);
      });
    },
  );

  it('names every status as the site does', async () => {
    const customer = await registerCustomer(api);
    const statuses = ['CREATED', 'CANCELLED', 'DONE', 'NO_SHOW'] as const;
    const ids: number[] = [];
    for (const [index, status] of statuses.entries()) {
      const id = await bookCar(api, customer.token, pricedVehicleId, {
        pickUpTime: at(7 + index, 9),
        dropOffTime: at(7 + index, 11),
        pickUpLocation: 'Ferry Building',
        dropOffLocation: 'Ferry Building',
      });
      // Straight in the table: the rules of changing a status are not this test's subject.
      await t.db.update(reservations).set({ status }).where(eq(reservations.id, id));
      ids.push(id);
    }
    const sheet = await download('/api/excel/download/reservations');
    const shown = ids.map((id) => sheet.rows.find((cells) => cells[0] === id)![10]);
    expect(shown).toEqual(['Created', 'Cancelled', 'Done', 'No-show']);
  });

  it.each(REPORTS)('$path is for administrators only', async ({ path }) => {
    const anonymous = await api.get(path);
    expect(anonymous.statusCode).toBe(401);
    expect(expectEnvelope(anonymous)).toMatchObject({
      status: 'UNAUTHORIZED',
      statusCode: 401,
      requestURI: path,
    });
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);

    const customer = await api.get(path, { token: tokens.customer });
    expect(customer.statusCode).toBe(403);
    expect(expectEnvelope(customer)).toMatchObject({
      status: 'FORBIDDEN',
      statusCode: 403,
      requestURI: path,
    });
    expect(customer.headers['content-disposition']).toBeUndefined();
  });
});
