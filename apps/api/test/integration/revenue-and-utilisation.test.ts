import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  DEFAULT_COMPANY_TIME_ZONE,
  REPORT_TOO_LONG_MESSAGE,
  REPORT_TO_BEFORE_FROM_MESSAGE,
  ALL_DAYS_LABEL,
  REVENUE_COLUMN_LABELS as REVENUE,
  UTILISATION_COLUMN_LABELS as UTILISATION,
  WHOLE_FLEET_LABEL,
  fromWallClock,
  type RevenueAmounts,
  type RevenueByDay,
  type RevenueByVehicle,
  type UtilisationReport,
  type WallClock,
} from '@keyturn/shared';
import { reservations } from '../../src/db/schema.ts';
import { bookCar } from '../support/bookings.ts';
import { ClockAhead, testNow } from '../support/clock.ts';
import { expectEnvelope, login, registerCustomer, useTestApp } from '../support/harness.ts';
import { handoverDesk, requestTime } from '../support/handover.ts';
import { recordByOffice } from '../support/ledger.ts';
import {
  at,
  dayAhead,
  nextFallBackDay,
  nextSpringForwardDay,
  requestDay,
} from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const ZONE = DEFAULT_COMPANY_TIME_ZONE;
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// The app's clock is moved to a later day to record money then; the tests' calendar (at,
// requestDay) stays on the tests' own clock. The next clock change can be a year away.
const clock = new ClockAhead();
const t = useTestApp(
  { now: clock.now, maxActiveBookings: 1000, bookingHorizonDays: 400 },
  { signIn: ['admin', 'customer'] },
);
const { api, tokens } = t;
const desk = handoverDesk(t, clock);

/**
 * Runs `record` with the app's clock at `wallClock` of a later day, then puts it back. It signs
 * the office in again then: a token lasts a day on the app's clock.
 */
async function recordOn<T>(
  wallClock: WallClock,
  record: (officeToken: string) => Promise<T>,
): Promise<T> {
  clock.aheadMs = fromWallClock(wallClock, ZONE)!.getTime() - testNow().getTime();
  try {
    return await record(await t.signIn('admin'));
  } finally {
    clock.aheadMs = 0;
  }
}

/** Noon of the day `daysAhead`. */
const noonOf = (daysAhead: number) => dayAhead(daysAhead, 12);

async function report<T>(path: string, query: Record<string, string>): Promise<T> {
  const response = await api.get(`/api/reports/admin/${path}`, { token: tokens.admin, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const range = (from: number, to: number) => ({ from: requestDay(from), to: requestDay(to) });

async function pay(token: string, id: number, kind: 'CHARGE' | 'REFUND', amount: number) {
  const response = await recordByOffice(api, token, id, { kind, amount });
  expect(response.statusCode, response.body).toBe(201);
}

const setStatus = (id: number, status: 'IN_PROGRESS' | 'DONE') =>
  t.db.update(reservations).set({ status }).where(eq(reservations.id, id));

const freshVehicle = async (model: string, pricePerHour = 10) =>
  (await addTestVehicle(api, tokens.admin, { model, pricePerHour })).id;

describe('revenue', () => {
  it('sums the ledger by the day each row was recorded, and the trips charged by pick-up day, refunds taken off', async () => {
    const a = await freshVehicle('Revenue Alpha', 10);
    const b = await freshVehicle('Revenue Bravo', 20);
    const customer = await registerCustomer(api);
    /** The customer books the vehicle on the day, from one hour to another. */
    const book = (vehicle: number, day: number, fromHour: number, toHour: number) =>
      bookCar(api, customer.token, vehicle, {
        pickUpTime: at(day, fromHour),
        dropOffTime: at(day, toHour),
      });
    const r1 = await book(a, 30, 10, 12); // $20
    const r2 = await book(b, 30, 14, 17); // $60
    const r3 = await book(a, 31, 10, 13); // $30
    const cancelled = await book(b, 33, 10, 20); // $200, cancelled: charges nothing

    await recordOn(noonOf(30), async (office) => {
      await pay(office, r1, 'CHARGE', 20);
      await pay(office, r2, 'CHARGE', 60);
    });
    await recordOn(noonOf(31), async (office) => {
      await pay(office, r3, 'CHARGE', 30);
      await pay(office, r2, 'REFUND', 5.25);
      // Paid at the counter, cancelled in time, and given back: only what was paid is owed back.
      await pay(office, cancelled, 'CHARGE', 0.1);
      const cancel = await api.patch(`/api/reservations/${cancelled}/cancel`, {
        token: await login(api, customer.email, customer.password),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      await pay(office, cancelled, 'REFUND', 0.1);
    });

    const byDay = await report<RevenueByDay>('revenue', { ...range(29, 32), groupBy: 'day' });
    const zero = { received: 0, refunded: 0, revenue: 0, charged: 0 };
    expect(byDay).toEqual({
      groupBy: 'day',
      from: requestDay(29),
      to: requestDay(32),
      timeZone: ZONE,
      totals: { received: 110.1, refunded: 5.35, revenue: 104.75, charged: 110 },
      days: [
        { day: requestDay(29), ...zero },
        { day: requestDay(30), received: 80, refunded: 0, revenue: 80, charged: 80 },
        { day: requestDay(31), received: 30.1, refunded: 5.35, revenue: 24.75, charged: 30 },
        { day: requestDay(32), ...zero },
      ],
    });
    // groupBy is day unless asked otherwise.
    expect(await report<RevenueByDay>('revenue', range(29, 32))).toEqual(byDay);

    const byVehicle = await report<RevenueByVehicle>('revenue', {
      ...range(29, 32),
      groupBy: 'vehicle',
    });
    expect(byVehicle).toMatchObject({ groupBy: 'vehicle', totals: byDay.totals });
    const rowOf = (id: number) => byVehicle.vehicles.find((row) => row.vehicle.id === id);
    expect(rowOf(a)).toEqual({
      vehicle: { id: a, model: 'Revenue Alpha' },
      received: 50,
      refunded: 0,
      revenue: 50,
      charged: 50,
    });
    expect(rowOf(b)).toEqual({
      vehicle: { id: b, model: 'Revenue Bravo' },
      received: 60.1,
      refunded: 5.35,
      revenue: 54.75,
      charged: 60,
    });
    // Every vehicle of the fleet has its row, by model; those with nothing show zeros.
    const models = byVehicle.vehicles.map((row) => row.vehicle.model);
    expect(models).toEqual([...models].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(byVehicle.vehicles.length).toBeGreaterThan(2);
    for (const row of byVehicle.vehicles.filter((r) => r.vehicle.id !== a && r.vehicle.id !== b)) {
      expect(row).toMatchObject(zero);
    }

    // A range of one day holds that day alone.
    const oneDay = await report<RevenueByDay>('revenue', range(31, 31));
    expect(oneDay.days).toEqual([byDay.days[2]]);
  });

  it('cuts days at the company midnight, also on a daylight-saving day', async () => {
    const fallBack = nextFallBackDay();
    const vehicle = await freshVehicle('Revenue Autumn', 10);
    const customer = await registerCustomer(api);
    const id = await bookCar(api, customer.token, vehicle, {
      pickUpTime: at(fallBack + 1, 10),
      dropOffTime: at(fallBack + 1, 11),
    });
    // 23:30 on the 25-hour day: 24.5 hours after its midnight, still that day.
    await recordOn(dayAhead(fallBack, 23, 30), (office) => pay(office, id, 'CHARGE', 7));
    const days = (await report<RevenueByDay>('revenue', range(fallBack, fallBack + 1))).days;
    expect(days.map(({ day, received, charged }) => ({ day, received, charged }))).toEqual([
      { day: requestDay(fallBack), received: 7, charged: 0 },
      { day: requestDay(fallBack + 1), received: 0, charged: 10 },
    ]);
  });
});

describe('utilisation', () => {
  const rowOf = (answer: UtilisationReport, id: number) =>
    answer.vehicles.find((row) => row.vehicle.id === id)!;

  it('counts a trip across a daylight-saving change by the hours that really passed', async () => {
    const spring = nextSpringForwardDay();
    const fall = nextFallBackDay();
    const vehicle = await freshVehicle('Utilisation Clocks');
    const customer = await registerCustomer(api);
    for (const day of [spring, fall]) {
      await bookCar(api, customer.token, vehicle, {
        pickUpTime: at(day, 0),
        dropOffTime: at(day + 1, 0),
      });
    }

    const springDay = rowOf(await report('utilisation', range(spring, spring)), vehicle);
    expect(springDay).toMatchObject({
      hours: 23,
      blockedHours: 0,
      availableHours: 23,
      occupiedHours: 23,
      utilisation: 1,
    });
    const aroundSpring = rowOf(await report('utilisation', range(spring - 1, spring + 1)), vehicle);
    expect(aroundSpring).toMatchObject({ hours: 71, occupiedHours: 23, utilisation: 0.3239 });

    const fallDay = rowOf(await report('utilisation', range(fall, fall)), vehicle);
    expect(fallDay).toMatchObject({ hours: 25, occupiedHours: 25, utilisation: 1 });
  });

  it('counts the hours a trip really had the car: its late return, an overdue car until now', async () => {
    const dayOf = async (tripId: number) => {
      const { carId } = (
        await api.get(`/api/reservations/${tripId}/admin`, { token: tokens.admin })
      ).json<{ carId: number }>();
      return rowOf(await report<UtilisationReport>('utilisation', range(0, 0)), carId);
    };
    // Booked 12:00-14:00, handed over at 12:00, back at 17:00: five hours, not the two booked.
    const late = await desk.onTheRoad();
    const returnedAt = new Date(late.dropOff.getTime() + 3 * HOUR_MS);
    desk.setClock(new Date(returnedAt.getTime() + MINUTE_MS));
    const back = await desk.checkIn(late.id, {
      odometer: 1050,
      fuelEighths: 8,
      returnedAt: requestTime(returnedAt),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await dayOf(late.id)).toMatchObject({ occupiedHours: 5 });

    // Still out two hours past its drop-off: held until now, not only until 14:00.
    const overdue = await desk.onTheRoad();
    desk.setClock(new Date(overdue.dropOff.getTime() + 2 * HOUR_MS));
    expect(await dayOf(overdue.id)).toMatchObject({ occupiedHours: 4 });
    clock.aheadMs = 0;
  });

  it('leaves out-of-service time out of the hours available, and out of the hours on trips', async () => {
    const vehicle = await freshVehicle('Utilisation Blocked');
    const customer = await registerCustomer(api);
    const block = await api.post(`/api/car/admin/${vehicle}/blocks`, {
      token: tokens.admin,
      body: { start: at(40, 0), end: at(41, 0), reason: 'Brake service' },
    });
    expect(block.statusCode, block.body).toBe(201);
    await bookCar(api, customer.token, vehicle, {
      pickUpTime: at(42, 10),
      dropOffTime: at(42, 22),
    });

    const answer = await report<UtilisationReport>('utilisation', range(40, 42));
    expect(rowOf(answer, vehicle)).toEqual({
      vehicle: { id: vehicle, model: 'Utilisation Blocked' },
      hours: 72,
      blockedHours: 24,
      availableHours: 48,
      occupiedHours: 12,
      utilisation: 0.25,
    });

    // A vehicle out of service for the whole range has no hour available: no share at all.
    const blockedDay = rowOf(await report('utilisation', range(40, 40)), vehicle);
    expect(blockedDay).toMatchObject({ availableHours: 0, occupiedHours: 0, utilisation: null });
  });

  it('counts only the part of a trip inside the range, and only trips that used the car', async () => {
    const vehicle = await freshVehicle('Utilisation Partial');
    const customer = await registerCustomer(api);
    // 18:00 to 06:00 the next morning: six hours on each day.
    const overnight = await bookCar(api, customer.token, vehicle, {
      pickUpTime: at(50, 18),
      dropOffTime: at(51, 6),
    });
    const onTheRoad = await bookCar(api, customer.token, vehicle, {
      pickUpTime: at(51, 8),
      dropOffTime: at(51, 10),
    });
    await setStatus(onTheRoad, 'IN_PROGRESS');
    await setStatus(overnight, 'DONE');
    const cancelled = await bookCar(api, customer.token, vehicle, {
      pickUpTime: at(51, 12),
      dropOffTime: at(51, 18),
    });
    expect(
      (await api.patch(`/api/reservations/${cancelled}/cancel`, { token: customer.token }))
        .statusCode,
    ).toBe(200);
    const noShow = await bookCar(api, customer.token, vehicle, {
      pickUpTime: at(51, 19),
      dropOffTime: at(51, 21),
    });
    await t.db.update(reservations).set({ status: 'NO_SHOW' }).where(eq(reservations.id, noShow));

    expect(rowOf(await report('utilisation', range(50, 50)), vehicle)).toMatchObject({
      hours: 24,
      occupiedHours: 6,
      utilisation: 0.25,
    });
    expect(rowOf(await report('utilisation', range(51, 51)), vehicle)).toMatchObject({
      hours: 24,
      occupiedHours: 8,
      utilisation: 0.3333,
    });
    expect(rowOf(await report('utilisation', range(50, 51)), vehicle)).toMatchObject({
      hours: 48,
      occupiedHours: 14,
      utilisation: 0.2917,
    });
  });

  it("adds up the fleet's hours: every vehicle's, the share of the sums", async () => {
    const answer = await report<UtilisationReport>('utilisation', range(40, 51));
    const sum = (pick: (row: UtilisationReport['fleet']) => number) =>
      Math.round(answer.vehicles.reduce((total, row) => total + pick(row), 0) * 100) / 100;
    expect(answer).toMatchObject({ from: requestDay(40), to: requestDay(51), timeZone: ZONE });
    expect(answer.fleet).toEqual({
      hours: sum((row) => row.hours),
      blockedHours: sum((row) => row.blockedHours),
      availableHours: sum((row) => row.availableHours),
      occupiedHours: sum((row) => row.occupiedHours),
      utilisation:
        Math.round((answer.fleet.occupiedHours / answer.fleet.availableHours) * 10_000) / 10_000,
    });
    expect(answer.fleet.occupiedHours).toBeGreaterThanOrEqual(12 + 14);
  });
});

describe('who may ask, and what', () => {
  const paths = [
    '/api/reports/admin/revenue',
    '/api/reports/admin/utilisation',
    '/api/excel/download/revenue',
    '/api/excel/download/utilisation',
  ];

  it.each(paths)(
    '%s is for the office only: 401 without a token, 403 for a customer',
    async (path) => {
      const query = range(0, 6);
      expect((await api.get(path, { query })).statusCode).toBe(401);
      expect((await api.get(path, { query, token: tokens.customer })).statusCode).toBe(403);
      expect((await api.get(path, { query, token: tokens.admin })).statusCode).toBe(200);
    },
  );

  const badRanges: [string, Record<string, string>, string, string][] = [
    ['no from', { to: requestDay(3) }, 'from', 'From is required, written as MM/DD/YYYY'],
    ['no to', { from: requestDay(3) }, 'to', 'To is required, written as MM/DD/YYYY'],
    [
      'a date written otherwise',
      { from: '2031-06-10', to: requestDay(3) },
      'from',
      'From must be written as MM/DD/YYYY',
    ],
    [
      'an impossible date',
      { from: requestDay(0), to: '02/30/2032' },
      'to',
      'To is not a real date',
    ],
    [
      'the last day before the first',
      { from: requestDay(3), to: requestDay(2) },
      'to',
      REPORT_TO_BEFORE_FROM_MESSAGE,
    ],
    ['more than 366 days', range(0, 366), 'to', REPORT_TOO_LONG_MESSAGE],
  ];

  for (const path of paths) {
    it.each(badRanges)(`${path} answers 400 for %s`, async (_what, query, field, message) => {
      const response = await api.get(path, { query, token: tokens.admin });
      expect(response.statusCode).toBe(400);
      const body = expectEnvelope(response);
      expect(body.message).toBe(message);
      expect(body.errors).toEqual([{ field, message }]);
    });
  }

  it('takes a year of 366 days, and refuses a grouping it does not know', async () => {
    const year = await report<RevenueByDay>('revenue', range(0, 365));
    expect(year.days).toHaveLength(366);
    const response = await api.get('/api/reports/admin/revenue', {
      query: { ...range(0, 1), groupBy: 'week' },
      token: tokens.admin,
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toBe('Group by must be day or vehicle');
  });
});

describe('spreadsheets', () => {
  async function workbookOf(path: string, query: Record<string, string>) {
    const response = await api.get(path, { query, token: tokens.admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheets = workbook.worksheets.map((sheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return { name: sheet.name, rows };
    });
    return { disposition: response.headers['content-disposition'], sheets };
  }

  const isoDay = (daysAhead: number) => {
    const day = dayAhead(daysAhead);
    return new Date(Date.UTC(day.year, day.month - 1, day.day));
  };

  it('writes revenue by day and by vehicle, days as dates and money as numbers', async () => {
    const query = range(29, 32);
    const { disposition, sheets } = await workbookOf('/api/excel/download/revenue', query);
    const first = isoDay(29).toISOString().slice(0, 10);
    const last = isoDay(32).toISOString().slice(0, 10);
    expect(disposition).toBe(`attachment; filename=revenue-${first}-to-${last}.xlsx`);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Revenue by day', 'Revenue by vehicle']);

    const json = await report<RevenueByDay>('revenue', query);
    const [byDay, byVehicle] = sheets;
    expect(byDay!.rows[0]).toEqual([
      REVENUE.day,
      REVENUE.received,
      REVENUE.refunded,
      REVENUE.revenue,
      REVENUE.charged,
    ]);
    const amounts = (row: RevenueAmounts) => [row.received, row.refunded, row.revenue, row.charged];
    expect(byDay!.rows.slice(1)).toEqual([
      ...json.days.map((row, index) => [isoDay(29 + index), ...amounts(row)]),
      [ALL_DAYS_LABEL, ...amounts(json.totals)],
    ]);

    const vehiclesJson = await report<RevenueByVehicle>('revenue', {
      ...query,
      groupBy: 'vehicle',
    });
    expect(byVehicle!.rows[0]).toEqual([
      REVENUE.vehicleId,
      REVENUE.vehicle,
      REVENUE.received,
      REVENUE.refunded,
      REVENUE.revenue,
      REVENUE.charged,
    ]);
    expect(byVehicle!.rows.slice(1)).toEqual([
      ...vehiclesJson.vehicles.map((row) => [row.vehicle.id, row.vehicle.model, ...amounts(row)]),
      [undefined, WHOLE_FLEET_LABEL, ...amounts(vehiclesJson.totals)],
    ]);
  });

  it("writes each vehicle's utilisation and the fleet's, shares as numbers", async () => {
    const query = range(40, 42);
    const { disposition, sheets } = await workbookOf('/api/excel/download/utilisation', query);
    expect(disposition).toMatch(/^attachment; filename=utilisation-\d{4}-\d\d-\d\d-to-/);
    expect(sheets).toHaveLength(1);
    const json = await report<UtilisationReport>('utilisation', query);
    const cells = (row: UtilisationReport['fleet']) => [
      row.hours,
      row.blockedHours,
      row.availableHours,
      row.occupiedHours,
      row.utilisation ?? undefined,
    ];
    expect(sheets[0]!.name).toBe('Utilisation');
    expect(sheets[0]!.rows).toEqual([
      [
        UTILISATION.vehicleId,
        UTILISATION.vehicle,
        UTILISATION.hours,
        UTILISATION.blockedHours,
        UTILISATION.availableHours,
        UTILISATION.occupiedHours,
        UTILISATION.utilisation,
      ],
      ...json.vehicles.map((row) => [row.vehicle.id, row.vehicle.model, ...cells(row)]),
      [undefined, WHOLE_FLEET_LABEL, ...cells(json.fleet)],
    ]);
  });
});
