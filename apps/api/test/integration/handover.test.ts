import { describe, expect, it } from 'vitest';
import {
  DRIVER_TOO_YOUNG_MESSAGE,
  LICENSE_EXPIRES_MESSAGE,
  LICENSE_MISSING_MESSAGE,
  RESERVATION_STATUS_LABELS,
  type OfficeDay,
  type MissedPickUp,
  type OverdueTrip,
  type Reservation,
} from '@keyturn/shared';
import { and, eq } from 'drizzle-orm';
import { outbox, receipts, reservationCharges, vehicleOccupancy } from '../../src/db/schema.ts';
import { enqueueLateReturnNotices } from '../../src/modules/mail/outbox.ts';
import { renderContextOf, renderMail } from '../../src/modules/mail/templates.ts';
import { ClockAhead } from '../support/clock.ts';
import { LICENCE, handoverDesk, instant, requestTime, type Trip } from '../support/handover.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { uploadImage } from '../support/images.ts';
import { storedLines, storedReservation } from '../support/stored-reservations.ts';
import { asResponseTime, at } from '../support/times.ts';
import { addTestVehicle, vehicleBody } from '../support/vehicles.ts';

const clock = new ClockAhead();
const t = useTestApp({ now: clock.now }, { signIn: ['admin'] });
const { api, tokens } = t;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const { setClock, booked, checkOut, checkIn, onTheRoad } = handoverDesk(t, clock);

const officeView = async (id: number) =>
  (await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin })).json<Reservation>();

/** 23 at pick-up: old enough to drive, young enough to pay the young-driver fee. */
const YOUNG_DRIVER_BIRTH_DATE = '01/15/2008';

/** The customer's date of birth, put on record after booking as the profile page does. */
async function addDateOfBirth(customer: Trip['customer'], dateOfBirth: string) {
  const { firstName, lastName, email, phoneNumber, address, zipCode } = customer;
  const profile = await api.put('/api/user', {
    token: customer.token,
    body: { firstName, lastName, email, phoneNumber, address, zipCode, dateOfBirth },
  });
  expect(profile.statusCode, profile.body).toBe(200);
}

async function linesAfterReturn(minutesLate: number, more: Record<string, unknown> = {}) {
  const trip = await onTheRoad();
  const returnedAt = new Date(trip.dropOff.getTime() + minutesLate * MINUTE_MS);
  setClock(new Date(returnedAt.getTime() + MINUTE_MS));
  const body = { odometer: 1050, fuelEighths: 8, returnedAt: requestTime(returnedAt), ...more };
  const preview = await checkIn(trip.id, body, 'check-in/preview');
  expect(preview.statusCode, preview.body).toBe(200);
  const response = await checkIn(trip.id, body);
  expect(response.statusCode, response.body).toBe(200);
  const reservation = await officeView(trip.id);
  const added = reservation.charges.slice(1);
  expect(preview.json()).toEqual({ lines: added, total: reservation.totalPrice });
  return { added, reservation };
}

describe('check-out', () => {
  it('opens 60 minutes before pick-up, not 61, and closes at drop-off', async () => {
    const early = await booked();
    setClock(new Date(early.pickUp.getTime() - 61 * MINUTE_MS));
    const tooEarly = await checkOut(early.id);
    expect(tooEarly.statusCode).toBe(400);
    expect(expectEnvelope(tooEarly).message).toBe(
      'The car can be handed over from 60 minutes before pick-up.',
    );
    setClock(new Date(early.pickUp.getTime() - 60 * MINUTE_MS));
    expect((await checkOut(early.id)).statusCode).toBe(200);

    const late = await booked();
    setClock(late.dropOff);
    const tooLate = await checkOut(late.id);
    expect(tooLate.statusCode).toBe(400);
    expect(expectEnvelope(tooLate).message).toMatch(/drop-off time has passed/);
  });

  it('puts the trip among the office list’s IN_PROGRESS ones, labelled "On the road" in reports', async () => {
    const trip = await onTheRoad();
    const page = await api.get('/api/reservations/admin/all/pages', {
      token: tokens.admin,
      query: { status: 'IN_PROGRESS', size: 100 },
    });
    expect(page.statusCode, page.body).toBe(200);
    const { content } = page.json<{ content: Reservation[] }>();
    expect(content.map((entry) => entry.id)).toContain(trip.id);
    expect(content.every((entry) => entry.status === 'IN_PROGRESS')).toBe(true);
    expect(RESERVATION_STATUS_LABELS.IN_PROGRESS).toBe('On the road');
  });

  it('makes the trip IN_PROGRESS, records the licence check and keeps the vehicle held as it was', async () => {
    const trip = await booked();
    const [before] = await t.db
      .select()
      .from(vehicleOccupancy)
      .where(eq(vehicleOccupancy.reservationId, trip.id));
    setClock(trip.pickUp);
    expect((await checkOut(trip.id)).statusCode).toBe(200);
    const reservation = await officeView(trip.id);
    expect(reservation.status).toBe('IN_PROGRESS');
    expect(reservation.handover.checkOut).toMatchObject({ odometer: 1000, fuelEighths: 8 });
    const [after] = await t.db
      .select()
      .from(vehicleOccupancy)
      .where(eq(vehicleOccupancy.reservationId, trip.id));
    expect(after).toEqual(before);
    expect(reservation.licenseCheckedAt).toBe(reservation.handover.checkOut!.recordedAt);
    expect(reservation.licenseCheckedBy).toBe(reservation.handover.checkOut!.recordedBy);
    expect(reservation.licenseCheckedBy).toEqual(expect.any(Number));
    const again = await checkOut(trip.id);
    expect(again.statusCode).toBe(400);
    expect(expectEnvelope(again).message).toBe('This booking is on the road already.');
  });

  it.each([
    ['no licence number', { ...LICENCE, licenseNumber: undefined }, LICENSE_MISSING_MESSAGE],
    ['no issuing region', { ...LICENCE, licenseRegion: undefined }, LICENSE_MISSING_MESSAGE],
    ['no expiry', { ...LICENCE, licenseExpiry: undefined }, LICENSE_MISSING_MESSAGE],
    ['no date of birth', { ...LICENCE, dateOfBirth: undefined }, /date of birth must be on record/],
  ])('is refused with the reason for a driver with %s', async (_what, driver, reason) => {
    const trip = await booked(driver);
    setClock(trip.pickUp);
    const response = await checkOut(trip.id);
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toMatch(reason);
  });

  it('is refused for a licence that expires before drop-off or a driver under 21, set after booking', async () => {
    const expiring = await booked();
    await t.db.execute(
      // The profile refuses nothing; the booking was judged on what was known then.
      `UPDATE users SET license_expiry = (now() - interval '1 year')::date WHERE id = ${expiring.customer.id}` as never,
    );
    setClock(expiring.pickUp);
    expect(expectEnvelope(await checkOut(expiring.id)).message).toBe(LICENSE_EXPIRES_MESSAGE);

    const young = await booked();
    await t.db.execute(
      `UPDATE users SET date_of_birth = '2015-01-01' WHERE id = ${young.customer.id}` as never,
    );
    setClock(young.pickUp);
    expect(expectEnvelope(await checkOut(young.id)).message).toBe(DRIVER_TOO_YOUNG_MESSAGE);
  });

  it('adds the young-driver fee when the date of birth, first known after booking, makes the driver young', async () => {
    const trip = await booked({ ...LICENCE, dateOfBirth: undefined });
    expect(await storedLines(t.db, trip.id)).toEqual([
      expect.objectContaining({ code: 'RENTAL', amountCents: 3000 }),
    ]);
    await addDateOfBirth(trip.customer, YOUNG_DRIVER_BIRTH_DATE);
    setClock(trip.pickUp);
    const response = await checkOut(trip.id);
    expect(response.statusCode, response.body).toBe(200);

    const fee = {
      code: 'YOUNG_DRIVER',
      label: 'Young driver fee, 1 day',
      quantity: 1,
      unitPriceCents: 1500,
      amountCents: 1500,
    };
    expect(await storedLines(t.db, trip.id)).toEqual([
      expect.objectContaining({ code: 'RENTAL', amountCents: 3000 }),
      fee,
    ]);
    expect(await storedReservation(t.db, trip.id)).toMatchObject({
      status: 'IN_PROGRESS',
      totalPriceCents: 4500,
    });
    expect(await officeView(trip.id)).toMatchObject({
      charges: [
        expect.objectContaining({ code: 'RENTAL', amount: 30 }),
        expect.objectContaining({ code: 'YOUNG_DRIVER', amount: 15 }),
      ],
      totalPrice: 45,
      balance: 45,
    });
  });

  it('adds no second young-driver fee to a booking that charged it, nor any to an older driver', async () => {
    const youngAtBooking = await booked({ ...LICENCE, dateOfBirth: YOUNG_DRIVER_BIRTH_DATE });
    const older = await booked();
    for (const trip of [youngAtBooking, older]) {
      const before = await storedLines(t.db, trip.id);
      const { totalPriceCents } = await storedReservation(t.db, trip.id);
      setClock(trip.pickUp);
      expect((await checkOut(trip.id)).statusCode).toBe(200);
      expect(await storedLines(t.db, trip.id)).toEqual(before);
      expect(await storedReservation(t.db, trip.id)).toMatchObject({ totalPriceCents });
    }
    expect((await storedLines(t.db, youngAtBooking.id)).map((line) => line.code)).toEqual([
      'RENTAL',
      'YOUNG_DRIVER',
    ]);
  });

  it('adds only the young-driver fee an extension made after the date of birth did not charge', async () => {
    const trip = await booked({ ...LICENCE, dateOfBirth: undefined });
    await addDateOfBirth(trip.customer, YOUNG_DRIVER_BIRTH_DATE);
    // 27 hours: the added time's price has the fee for the second day, not for the first.
    const extended = await api.patch(`/api/reservations/${trip.id}/extend`, {
      token: trip.customer.token,
      body: { dropOffTime: at(1, 15) },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    setClock(trip.pickUp);
    expect((await checkOut(trip.id)).statusCode).toBe(200);

    expect(
      (await storedLines(t.db, trip.id)).map(({ code, label, amountCents }) => [
        code,
        label,
        amountCents,
      ]),
    ).toEqual([
      ['RENTAL', '2 h × $15.00', 3000],
      ['RENTAL', 'Extension by 25 h', 10500],
      ['YOUNG_DRIVER', 'Young driver fee, extension by 25 h', 1500],
      ['YOUNG_DRIVER', 'Young driver fee, 1 day', 1500],
    ]);
    expect(await storedReservation(t.db, trip.id)).toMatchObject({ totalPriceCents: 16500 });
  });

  it('refuses a reading out of range, and a photo that does not exist or belongs to a vehicle', async () => {
    const trip = await booked();
    setClock(trip.pickUp);
    const fuel = await checkOut(trip.id, { odometer: 10, fuelEighths: 9 });
    expect(expectEnvelope(fuel).errors).toEqual([
      { field: 'fuelEighths', message: 'Fuel must be at most 8' },
    ]);
    const odometer = await checkOut(trip.id, { odometer: -1, fuelEighths: 4 });
    expect(odometer.statusCode).toBe(400);
    const vehiclePhoto = (await addTestVehicle(api, tokens.admin)).imageId;
    for (const photos of [[crypto.randomUUID()], [vehiclePhoto]]) {
      const refused = await checkOut(trip.id, { odometer: 10, fuelEighths: 4, photos });
      expect(refused.statusCode).toBe(400);
      expect(expectEnvelope(refused).message).toMatch(/photo was not found or belongs/);
    }
    expect((await officeView(trip.id)).status).toBe('CREATED');
  });
});

describe('check-in', () => {
  it('adds no late line within the grace, one hour of fee a minute past it, and caps the fee', async () => {
    expect((await linesAfterReturn(15)).added).toEqual([]);
    const { added, reservation } = await linesAfterReturn(16);
    expect(added).toEqual([
      {
        code: 'LATE_RETURN',
        label: 'Late return, 16 min: extra rental $15.00, late fee 1 h × $25.00',
        quantity: 1,
        unitPrice: 40,
        amount: 40,
      },
    ]);
    expect(reservation).toMatchObject({ status: 'DONE', totalPrice: 30 + 40 });
    // Eleven hours late: 13 hours of the trip cost the $90 day, $60 more; the fee stops at $250.
    const capped = await linesAfterReturn(11 * 60);
    expect(capped.added[0]).toMatchObject({ code: 'LATE_RETURN', amount: 60 + 250 });
  });

  it('settles a trip paid in full by its return, which then numbers its receipt', async () => {
    const trip = await onTheRoad();
    const paid = await api.post(`/api/reservations/admin/${trip.id}/payments`, {
      token: tokens.admin,
      body: { kind: 'CHARGE', amount: 30, note: 'Paid at pick-up' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await t.db.select().from(receipts).where(eq(receipts.reservationId, trip.id))).toEqual(
      [],
    );
    setClock(new Date(trip.dropOff.getTime() - MINUTE_MS));
    const response = await checkIn(trip.id, { odometer: 1020, fuelEighths: 8 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await officeView(trip.id)).toMatchObject({ status: 'DONE', balance: 0 });
    expect(
      await t.db.select().from(receipts).where(eq(receipts.reservationId, trip.id)),
    ).toHaveLength(1);
  });

  it('charges the extra miles, the missing fuel and each damage', async () => {
    const { added, reservation } = await linesAfterReturn(0, {
      odometer: 1130,
      fuelEighths: 6,
      damage: [{ description: 'Dent in the rear door', amount: 120.5 }],
    });
    expect(added.map(({ code, amount }) => [code, amount])).toEqual([
      ['EXTRA_MILES', 15],
      ['FUEL', 24],
      ['DAMAGE', 120.5],
    ]);
    expect(reservation.totalPrice).toBe(30 + 15 + 24 + 120.5);
    expect(reservation.handover.checkIn).toMatchObject({
      odometer: 1130,
      fuelEighths: 6,
      damage: [{ description: 'Dent in the rear door', amount: 120.5 }],
    });
  });

  it('takes a damage description of the 200 characters allowed, its line labelled with all of it', async () => {
    const description = 'Deep scratch along the driver side, from the front wing to the rear door. '
      .repeat(3)
      .slice(0, 200);
    const { added, reservation } = await linesAfterReturn(0, {
      damage: [{ description, amount: 80 }],
    });
    expect(added).toEqual([
      { code: 'DAMAGE', label: `Damage: ${description}`, quantity: 1, unitPrice: 80, amount: 80 },
    ]);
    expect((await storedLines(t.db, reservation.id)).at(-1)).toEqual({
      code: 'DAMAGE',
      label: `Damage: ${description}`,
      quantity: 1,
      unitPriceCents: 8000,
      amountCents: 8000,
    });
  });

  it('refuses an odometer below the check-out, a return in the future or before the check-out', async () => {
    const trip = await onTheRoad();
    setClock(trip.dropOff);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ odometer: 999 }, 'odometer', /less than at the car's hand-over/],
      [
        { returnedAt: requestTime(new Date(trip.dropOff.getTime() + HOUR_MS)) },
        'returnedAt',
        /future/,
      ],
      [
        { returnedAt: requestTime(new Date(trip.pickUp.getTime() - MINUTE_MS)) },
        'returnedAt',
        /before the car was handed over/,
      ],
      [{ returnedAt: 'tomorrow' }, 'returnedAt', /must be written as/],
    ];
    for (const [change, field, message] of cases) {
      const response = await checkIn(trip.id, { odometer: 1100, fuelEighths: 8, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(expectEnvelope(response).errors![0]).toMatchObject({
        field,
        message: expect.stringMatching(message),
      });
    }
    expect((await officeView(trip.id)).status).toBe('IN_PROGRESS');
  });

  it('needs a check-out first, and nothing follows DONE', async () => {
    const trip = await booked();
    setClock(trip.pickUp);
    const first = await checkIn(trip.id, { odometer: 1000, fuelEighths: 8 });
    expect(expectEnvelope(first).message).toMatch(/check it out first/);
    expect((await checkOut(trip.id)).statusCode).toBe(200);
    expect((await checkIn(trip.id, { odometer: 1000, fuelEighths: 8 })).statusCode).toBe(200);
    expect((await checkIn(trip.id, { odometer: 1000, fuelEighths: 8 })).statusCode).toBe(400);
    expect((await checkOut(trip.id)).statusCode).toBe(400);
  });

  it('writes nothing when a part of it fails: a photo taken already leaves the trip on the road', async () => {
    const photo = await uploadImage(api, tokens.admin);
    const trip = await onTheRoad([photo]);
    setClock(trip.dropOff);
    const response = await checkIn(trip.id, { odometer: 1500, fuelEighths: 2, photos: [photo] });
    expect(response.statusCode).toBe(400);
    const reservation = await officeView(trip.id);
    expect(reservation).toMatchObject({ status: 'IN_PROGRESS', totalPrice: 30 });
    expect(reservation.handover.checkIn).toBeUndefined();
    const lines = await t.db
      .select()
      .from(reservationCharges)
      .where(eq(reservationCharges.reservationId, trip.id));
    expect(lines).toHaveLength(1);
  });
});

describe('who sees the records', () => {
  it('customers can neither check out nor in', async () => {
    const trip = await booked();
    setClock(trip.pickUp);
    for (const what of ['check-out', 'check-in', 'check-in/preview']) {
      const response = await api.post(`/api/reservations/admin/${trip.id}/${what}`, {
        token: trip.customer.token,
        body: { odometer: 1000, fuelEighths: 8 },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('the customer sees their own records without notes or who recorded them, and their photos only', async () => {
    const photo = await uploadImage(api, tokens.admin);
    const trip = await onTheRoad([photo]);
    const own = (
      await api.get(`/api/reservations/${trip.id}/auth`, { token: trip.customer.token })
    ).json<Reservation>();
    expect(own.handover.checkOut).toEqual({
      odometer: 1000,
      fuelEighths: 8,
      recordedAt: expect.any(String),
      photos: [{ id: photo, url: `/api/reservations/${trip.id}/handover/photos/${photo}` }],
    });
    expect((await officeView(trip.id)).handover.checkOut).toMatchObject({
      notes: 'Small chip in the windscreen',
      recordedBy: expect.any(Number),
    });
    const url = own.handover.checkOut!.photos[0]!.url;
    expect((await api.get(url, { token: trip.customer.token })).statusCode).toBe(200);
    expect((await api.get(url, { token: tokens.admin })).statusCode).toBe(200);
    const stranger = await registerCustomer(api);
    expect((await api.get(url, { token: stranger.token })).statusCode).toBe(404);
    expect((await api.get(url)).statusCode).toBe(401);
    expect((await api.get(`/api/files/display/${photo}`)).statusCode).toBe(404);
    // The record keeps it: it can be neither deleted nor given to a vehicle.
    const deleted = await api.delete(`/api/files/${photo}`, { token: tokens.admin });
    expect(deleted.statusCode).toBe(400);
    const vehicle = await api.post(`/api/car/admin/${photo}/add`, {
      token: tokens.admin,
      body: vehicleBody(),
    });
    expect(vehicle.statusCode).not.toBe(201);
  });

  it('takes at most 8 photos', async () => {
    const trip = await booked();
    setClock(trip.pickUp);
    const photos = Array.from({ length: 9 }, () => crypto.randomUUID());
    const response = await checkOut(trip.id, { odometer: 10, fuelEighths: 4, photos });
    expect(expectEnvelope(response).errors).toEqual([
      { field: 'photos', message: 'At most 8 photos can be recorded' },
    ]);
  });

  it('a customer cannot cancel a trip on the road, and the office may move only its drop-off', async () => {
    const trip = await onTheRoad();
    const cancel = await api.patch(`/api/reservations/${trip.id}/cancel`, {
      token: trip.customer.token,
    });
    expect(expectEnvelope(cancel).message).toBe(
      'This trip has started and can no longer be cancelled.',
    );
    const reservation = await officeView(trip.id);
    const edit = (change: Record<string, unknown>) =>
      api.put('/api/reservations/admin/auth', {
        token: tokens.admin,
        query: { reservationId: trip.id, carId: reservation.carId },
        body: {
          pickUpTime: at(0, 12),
          dropOffTime: at(0, 14),
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Union Square',
          status: 'IN_PROGRESS',
          ...change,
        },
      });
    expect((await edit({ pickUpTime: at(0, 11) })).statusCode).toBe(400);
    expect((await edit({ status: 'DONE' })).statusCode).toBe(400);
    expect((await edit({ status: 'CANCELLED' })).statusCode).toBe(400);
    const later = await edit({ dropOffTime: at(0, 16) });
    expect(later.statusCode, later.body).toBe(200);
    expect(await officeView(trip.id)).toMatchObject({ status: 'IN_PROGRESS', totalPrice: 60 });
  });

  it("prices the office's new drop-off for a trip on the road as an extension, later or earlier, and never before now", async () => {
    const trip = await onTheRoad();
    const reservation = await officeView(trip.id);
    // The hourly price rises to $25 after the booking: the 2 h bought stay at $15.
    const raised = await api.put('/api/car/admin/auth', {
      token: tokens.admin,
      query: { id: reservation.carId, imageId: await uploadImage(api, tokens.admin) },
      body: vehicleBody({
        pricePerHour: 25,
        pricePerDay: 90,
        milesPerDay: 100,
        pricePerExtraMile: 0.5,
      }),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const moveDropOff = (dropOffTime: string) =>
      api.put('/api/reservations/admin/auth', {
        token: tokens.admin,
        query: { reservationId: trip.id, carId: reservation.carId },
        body: {
          pickUpTime: reservation.pickUpTime.replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$2/$3/$1 '),
          dropOffTime,
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Union Square',
          status: 'IN_PROGRESS',
        },
      });

    setClock(new Date(trip.pickUp.getTime() + 30 * MINUTE_MS));
    const extended = await moveDropOff(at(0, 15));
    expect(extended.statusCode, extended.body).toBe(200);
    // $30 booked + 3 h at $25 − 2 h at $25: $55, not the $75 of the whole trip priced again.
    expect(await officeView(trip.id)).toMatchObject({
      totalPrice: 55,
      dropOffTime: asResponseTime(at(0, 15)),
    });

    const shortened = await moveDropOff(at(0, 14));
    expect(shortened.statusCode, shortened.body).toBe(200);
    // 2 h at $25 − 3 h at $25 gives the added hour back: the lines still add up to the total.
    expect(
      (await storedLines(t.db, trip.id)).map((line) => [line.label, line.amountCents]),
    ).toEqual([
      ['2 h × $15.00', 3000],
      ['Extension by 1 h', 2500],
      ['Shortened by 1 h', -2500],
    ]);
    expect(await storedReservation(t.db, trip.id)).toMatchObject({ totalPriceCents: 3000 });

    // Due back before now is no plan for a car on the road; nothing of the trip changes.
    setClock(new Date(trip.pickUp.getTime() + 90 * MINUTE_MS));
    const passed = await moveDropOff(at(0, 13));
    expect(passed.statusCode).toBe(400);
    expect(expectEnvelope(passed).errors).toEqual([
      {
        field: 'dropOffTime',
        message: 'This car is on the road: its new drop-off time must be later than now.',
      },
    ]);
    expect(await officeView(trip.id)).toMatchObject({
      totalPrice: 30,
      dropOffTime: asResponseTime(at(0, 14)),
    });
  });
});

describe("the office's day", () => {
  it('lists an overdue trip with the customer’s phone and the next booking at risk, from a minute past the grace', async () => {
    const trip = await onTheRoad();
    const { carId } = await officeView(trip.id);
    clock.aheadMs = 0;
    const next = await registerCustomer(api);
    const booking = await api.post('/api/reservations/add', {
      token: next.token,
      query: { carId },
      body: {
        pickUpTime: at(0, 16),
        dropOffTime: at(0, 18),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(booking.statusCode, booking.body).toBe(201);
    const overdue = async () =>
      (await api.get('/api/reservations/admin/overdue', { token: tokens.admin }))
        .json<OverdueTrip[]>()
        .find((late) => late.reservationId === trip.id);

    // The clock runs on from where it is set: a second before the grace ends stays inside it.
    setClock(new Date(trip.dropOff.getTime() + 15 * MINUTE_MS - 1000));
    expect(await overdue()).toBeUndefined();
    expect(await officeView(trip.id)).toMatchObject({ overdue: false });
    setClock(new Date(trip.dropOff.getTime() + 16 * MINUTE_MS));
    // The trip's own answers say so too, the office's and the customer's, its list's rows too.
    expect(await officeView(trip.id)).toMatchObject({ overdue: true });
    const own = await api.get('/api/reservations/auth/all', { token: trip.customer.token });
    expect(own.json<{ content: Reservation[] }>().content).toEqual([
      expect.objectContaining({ id: trip.id, overdue: true }),
    ]);
    expect(await overdue()).toMatchObject({
      status: 'IN_PROGRESS',
      minutesLate: 16,
      customer: { id: trip.customer.id, phoneNumber: trip.customer.phoneNumber },
      vehicle: { id: carId },
      nextBooking: { reservationId: booking.json<{ id: number }>().id, customer: { id: next.id } },
    });
  });

  it('lists a booking not picked up an hour past its pick-up, until it is handed over', async () => {
    const trip = await booked();
    const missed = async () =>
      (await api.get('/api/reservations/admin/missed-pick-ups', { token: tokens.admin }))
        .json<MissedPickUp[]>()
        .find((booking) => booking.reservationId === trip.id);

    setClock(new Date(trip.pickUp.getTime() + 60 * MINUTE_MS - 1000));
    expect(await missed()).toBeUndefined();
    setClock(new Date(trip.pickUp.getTime() + 61 * MINUTE_MS));
    expect(await missed()).toMatchObject({
      status: 'CREATED',
      minutesLate: 61,
      customer: { phoneNumber: trip.customer.phoneNumber },
    });
    const customerAsks = await api.get('/api/reservations/admin/missed-pick-ups', {
      token: trip.customer.token,
    });
    expect(customerAsks.statusCode).toBe(403);

    // The customer turns up late after all: handed over, the booking is no longer missed.
    const handedOver = await checkOut(trip.id);
    expect(handedOver.statusCode, handedOver.body).toBe(200);
    expect(await missed()).toBeUndefined();
  });

  it('queues one late-return mail per overdue trip, however often it is asked', async () => {
    const trip = await onTheRoad();
    const lateMails = () =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.reservationId, trip.id), eq(outbox.kind, 'late-return')));
    await enqueueLateReturnNotices(t.db, new Date(trip.dropOff.getTime() + 15 * MINUTE_MS));
    expect(await lateMails()).toHaveLength(0);
    const overdueAt = new Date(trip.dropOff.getTime() + 16 * MINUTE_MS);
    await Promise.all([
      enqueueLateReturnNotices(t.db, overdueAt),
      enqueueLateReturnNotices(t.db, overdueAt),
    ]);
    await enqueueLateReturnNotices(t.db, new Date(overdueAt.getTime() + HOUR_MS));
    const mails = await lateMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(trip.customer.email);
    const rendered = renderMail(
      'late-return',
      mails[0]!.payload,
      renderContextOf(t.config, overdueAt),
    );
    expect(rendered.subject).toMatch(/^Your Keyturn Test Roadster was due back on /);
    expect(rendered.text).toMatch(/we have not seen it yet/);
    expect(rendered.attachments).toEqual([]);
  });

  it("lists today's pick-ups and returns in the company's zone", async () => {
    const trip = await booked(LICENCE, 15, 17);
    setClock(instant(at(0, 9)));
    const today = await api.get('/api/reservations/admin/today', { token: tokens.admin });
    expect(today.statusCode).toBe(200);
    const day = today.json<OfficeDay>();
    expect(day.from).toBe(asResponseTime(at(0, 0)));
    expect(day.pickUps.find((entry) => entry.reservationId === trip.id)).toMatchObject({
      status: 'CREATED',
      pickUpTime: asResponseTime(at(0, 15)),
    });
    setClock(trip.pickUp);
    expect((await checkOut(trip.id)).statusCode).toBe(200);
    const returns = (
      await api.get('/api/reservations/admin/today', { token: tokens.admin })
    ).json<OfficeDay>().returns;
    expect(returns.find((entry) => entry.reservationId === trip.id)).toMatchObject({
      status: 'IN_PROGRESS',
    });
  });
});
