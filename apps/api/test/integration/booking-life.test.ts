import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Reservation, ReservationStatus } from '@keyturn/shared';
import { outbox, payments, reservationHandovers } from '../../src/db/schema.ts';
import { bookCar } from '../support/bookings.ts';
import { ClockAhead } from '../support/clock.ts';
import { handoverDesk } from '../support/handover.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { payInFull } from '../support/ledger.ts';
import { storedLines, storedReservation } from '../support/stored-reservations.ts';
import { asRequestTime, at } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

// Contract section 7, "The booking's life, in one place"; decision 063.
const clock = new ClockAhead();
const t = useTestApp({ now: clock.now }, { signIn: ['admin'] });
const { api, tokens } = t;
const { setClock, checkIn, onTheRoad } = handoverDesk(t, clock);

const officeView = async (id: number) =>
  (await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin })).json<Reservation>();

/** The office's edit form saved with the booking as it is but for its status. */
async function officeEdit(id: number, status: ReservationStatus) {
  const reservation = await officeView(id);
  return api.put('/api/reservations/admin/auth', {
    token: tokens.admin,
    query: { reservationId: id, carId: reservation.carId },
    body: {
      pickUpTime: asRequestTime(reservation.pickUpTime),
      dropOffTime: asRequestTime(reservation.dropOffTime),
      pickUpLocation: reservation.pickUpLocation,
      dropOffLocation: reservation.dropOffLocation,
      status,
    },
  });
}

const deleteAsOffice = (id: number) =>
  api.delete(`/api/reservations/admin/${id}/auth`, { token: tokens.admin });

/** What a refused step must have left as it was: the row, its lines, records and mail. */
async function trace(id: number) {
  const [row, lines, records, mails] = await Promise.all([
    storedReservation(t.db, id),
    storedLines(t.db, id),
    t.db.select().from(reservationHandovers).where(eq(reservationHandovers.reservationId, id)),
    t.db.select().from(outbox).where(eq(outbox.reservationId, id)),
  ]);
  return { row, lines, records, mails };
}

/** A booking five weeks ahead, never picked up. */
async function bookedFiveWeeksAhead() {
  clock.aheadMs = 0;
  const customer = await registerCustomer(api);
  const car = await addTestVehicle(api, tokens.admin, { pricePerHour: 15 });
  return bookCar(api, customer.token, car.id, { pickUpTime: at(35, 10), dropOffTime: at(35, 14) });
}

/** A trip handed over and taken back at its drop-off: DONE, with its records. */
async function returnedTrip() {
  const trip = await onTheRoad();
  setClock(trip.dropOff);
  const returned = await checkIn(trip.id, { odometer: 1080, fuelEighths: 6 });
  expect(returned.statusCode, returned.body).toBe(200);
  return trip;
}

describe("the office's edit", () => {
  it('does not mark returned a booking five weeks ahead that was never picked up', async () => {
    const id = await bookedFiveWeeksAhead();
    const before = await trace(id);
    const response = await officeEdit(id, 'DONE');
    expect(response.statusCode).toBe(400);
    const message =
      'This booking is not picked up yet, so it cannot be marked returned: check it out first.';
    expect(expectEnvelope(response)).toMatchObject({
      message,
      errors: [{ field: 'status', message }],
    });
    const after = await trace(id);
    expect(after).toEqual(before);
    expect(after.row.status).toBe('CREATED');
    expect(after.records).toEqual([]);
    expect(after.lines.map((line) => line.code)).toEqual(['RENTAL']);
  });

  it('does not mark a booking picked up: only its check-out does, with the licence check', async () => {
    const id = await bookedFiveWeeksAhead();
    const before = await trace(id);
    const response = await officeEdit(id, 'IN_PROGRESS');
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toBe(
      'This booking is not picked up yet: it is marked picked up only by its check-out.',
    );
    expect(await trace(id)).toEqual(before);
    expect(before.row.licenseCheckedAt).toBeNull();
  });

  it('does not mark a trip on the road returned: only its check-in does, with the return’s lines', async () => {
    const trip = await onTheRoad();
    setClock(trip.dropOff);
    const before = await trace(trip.id);
    const response = await officeEdit(trip.id, 'DONE');
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toBe(
      'This booking is on the road: it is marked returned only by its check-in.',
    );
    expect(await trace(trip.id)).toEqual(before);
    expect(before.row.status).toBe('IN_PROGRESS');
    expect(before.records.map((record) => record.kind)).toEqual(['CHECK_OUT']);
  });

  it('never names a status by its code', async () => {
    const id = await bookedFiveWeeksAhead();
    for (const status of ['DONE', 'IN_PROGRESS', 'EXPIRED', 'PENDING_PAYMENT'] as const) {
      const response = await officeEdit(id, status);
      expect(response.statusCode, status).toBe(400);
      expect(expectEnvelope(response).message, status).not.toMatch(/[A-Z]{2,}/);
    }
    expect((await storedReservation(t.db, id)).status).toBe('CREATED');
  });
});

describe('deleting a booking', () => {
  it('keeps a trip on the road, with its hand-over record (409)', async () => {
    const trip = await onTheRoad();
    const response = await deleteAsOffice(trip.id);
    expect(response.statusCode).toBe(409);
    expect(expectEnvelope(response).message).toBe(
      'This trip is on the road, so it cannot be deleted: it ends with its check-in when the car ' +
        'comes back.',
    );
    const kept = await trace(trip.id);
    expect(kept.row.status).toBe('IN_PROGRESS');
    expect(kept.records.map((record) => record.kind)).toEqual(['CHECK_OUT']);
  });

  it('keeps a returned trip with its records, whether or not it is paid yet (409)', async () => {
    const owing = await returnedTrip();
    const unpaid = await deleteAsOffice(owing.id);
    expect(unpaid.statusCode).toBe(409);
    expect(expectEnvelope(unpaid).message).toBe(
      'This booking has a hand-over record, so it cannot be deleted: it stays as the record of ' +
        'what happened.',
    );
    const kept = await trace(owing.id);
    expect(kept.row.status).toBe('DONE');
    expect(kept.records.map((record) => record.kind).sort()).toEqual(['CHECK_IN', 'CHECK_OUT']);
    expect(kept.lines.length).toBeGreaterThan(1);

    const settled = await returnedTrip();
    await payInFull(api, tokens.admin, await officeView(settled.id));
    const paid = await deleteAsOffice(settled.id);
    expect(paid.statusCode).toBe(409);
    expect(expectEnvelope(paid).message).toBe(
      'This booking has payments on its ledger, so it cannot be deleted: it stays as the record ' +
        'of what happened.',
    );
    expect((await storedReservation(t.db, settled.id)).status).toBe('DONE');
    expect(
      await t.db.select().from(payments).where(eq(payments.reservationId, settled.id)),
    ).toHaveLength(1);
  });

  it('keeps a booking with money paid on it, and says it can still be cancelled', async () => {
    const id = await bookedFiveWeeksAhead();
    await payInFull(api, tokens.admin, await officeView(id));
    const response = await deleteAsOffice(id);
    expect(response.statusCode).toBe(409);
    expect(expectEnvelope(response).message).toBe(
      'This booking has payments on its ledger, so it cannot be deleted: cancel it instead.',
    );
    expect((await officeEdit(id, 'CANCELLED')).statusCode).toBe(200);
  });

  it('deletes a booking no car and no money ever moved for, cancelled or not', async () => {
    const booked = await bookedFiveWeeksAhead();
    const cancelled = await bookedFiveWeeksAhead();
    expect((await officeEdit(cancelled, 'CANCELLED')).statusCode).toBe(200);
    for (const id of [booked, cancelled]) {
      expect((await deleteAsOffice(id)).statusCode).toBe(200);
      expect((await deleteAsOffice(id)).statusCode).toBe(404);
    }
  });
});
