import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, reservations } from '../../src/db/schema.ts';
import { fromNow } from '../support/clock.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { deliverOnce } from '../support/mail-delivery.ts';
import { recipientsOf, useMailServer } from '../support/mail-server.ts';
import { at } from '../support/times.ts';
import { firstVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;
const smtp = useMailServer();
let carId: number;
let nextDay = 40;
const HOUR_MS = 3_600_000;

const places = { pickUpLocation: 'Union Square', dropOffLocation: 'SFO Airport' };

beforeAll(async () => {
  carId = (await firstVehicle(t.db)).id;
});

async function book(token: string, pickUpTime = at(nextDay, 10), dropOffTime = at(nextDay++, 13)) {
  const response = await api.post('/api/reservations/add', {
    token,
    query: { carId },
    body: { pickUpTime, dropOffTime, ...places },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const statusOf = async (id: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;

const mailsAbout = (id: number) => t.db.select().from(outbox).where(eq(outbox.reservationId, id));

const deliver = () => deliverOnce(t, smtp().url);

describe('PATCH /api/reservations/{id}/cancel', () => {
  it('cancels the owner’s booking and mails the cancellation notice', async () => {
    const customer = await registerCustomer(api);
    const id = await book(customer.token);
    await deliver();
    const before = smtp().received.length;

    const response = await api.patch(`/api/reservations/${id}/cancel`, { token: customer.token });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your reservation has been cancelled.',
    });
    expect(await statusOf(id)).toBe('CANCELLED');
    await deliver();
    const notices = smtp()
      .received.slice(before)
      .filter((m) => recipientsOf(m).includes(customer.email));
    expect(notices.map((m) => m.subject)).toEqual([`Your Keyturn booking ${id} is cancelled`]);
    expect(notices[0]!.text).toContain('You will not be charged for it.');
    // The window is free again.
    const other = await registerCustomer(api);
    const rebooked = await api.post('/api/reservations/add', {
      token: other.token,
      query: { carId },
      body: { pickUpTime: at(nextDay - 1, 10), dropOffTime: at(nextDay - 1, 13), ...places },
    });
    expect(rebooked.statusCode).toBe(201);
  });

  it('answers 404 for another customer’s reservation and changes nothing', async () => {
    const owner = await registerCustomer(api);
    const stranger = await registerCustomer(api);
    const id = await book(owner.token);
    const mailsBefore = (await mailsAbout(id)).length;

    for (const token of [stranger.token, tokens.admin]) {
      const response = await api.patch(`/api/reservations/${id}/cancel`, { token });
      expect(response.statusCode).toBe(404);
      expect(expectEnvelope(response).message).toBe('Reservation not found.');
    }
    expect(
      (await api.patch('/api/reservations/999999/cancel', { token: owner.token })).statusCode,
    ).toBe(404);
    expect(await statusOf(id)).toBe('CREATED');
    expect((await mailsAbout(id)).length).toBe(mailsBefore);
  });

  it('refuses inside the notice time with the reason, and queues no mail', async () => {
    const customer = await registerCustomer(api);
    // Pick-up in about 20 hours: inside the default 24-hour notice.
    const pickUp = fromNow(20 * 3_600_000);
    const id = await book(customer.token);
    await t.db
      .update(reservations)
      .set({ pickUpTime: pickUp, dropOffTime: new Date(pickUp.getTime() + 3 * 3_600_000) })
      .where(eq(reservations.id, id));
    const mailsBefore = (await mailsAbout(id)).length;

    const response = await api.patch(`/api/reservations/${id}/cancel`, { token: customer.token });

    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toBe(
      'A reservation can be cancelled up to 24 hours before pick-up; that time has passed for ' +
        'this one. Please contact our office if your plans have changed.',
    );
    expect(await statusOf(id)).toBe('CREATED');
    expect((await mailsAbout(id)).length).toBe(mailsBefore);
  });

  it('refuses a reservation that is no longer booked', async () => {
    const customer = await registerCustomer(api);
    const id = await book(customer.token);
    expect(
      (await api.patch(`/api/reservations/${id}/cancel`, { token: customer.token })).statusCode,
    ).toBe(200);

    const again = await api.patch(`/api/reservations/${id}/cancel`, { token: customer.token });
    expect(again.statusCode).toBe(400);
    expect(expectEnvelope(again).message).toBe('This reservation has been cancelled already.');

    const done = await book(customer.token);
    await t.db.update(reservations).set({ status: 'DONE' }).where(eq(reservations.id, done));
    const late = await api.patch(`/api/reservations/${done}/cancel`, { token: customer.token });
    expect(late.statusCode).toBe(400);
    expect(expectEnvelope(late).message).toBe(
      'This reservation has been completed and can no longer be cancelled.',
    );
  });

  it('answers 401 without a token', async () => {
    expect((await api.patch('/api/reservations/1/cancel')).statusCode).toBe(401);
  });
});

describe('change notices of the office’s edits', () => {
  const edit = (id: number, body: Record<string, string>) =>
    api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { reservationId: id, carId },
      body: { ...places, ...body },
    });
  /** The office cancels the 10 AM-1 PM booking of `day`, its times unchanged. */
  const cancelAsOffice = async (id: number, day: number) => {
    const cancelled = await edit(id, {
      pickUpTime: at(day, 10),
      dropOffTime: at(day, 13),
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  };

  it('mails the new times when the office moves a booking, nothing when it marks a no-show', async () => {
    const customer = await registerCustomer(api);
    const day = nextDay++;
    const id = await book(customer.token, at(day, 10), at(day, 13));
    await deliver();
    const before = smtp().received.length;

    const moved = await edit(id, {
      pickUpTime: at(day, 14),
      dropOffTime: at(day, 16),
      status: 'CREATED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const unchanged = await edit(id, {
      pickUpTime: at(day, 14),
      dropOffTime: at(day, 16),
      status: 'CREATED',
    });
    expect(unchanged.statusCode).toBe(200);
    await deliver();

    const notices = smtp()
      .received.slice(before)
      .filter((m) => recipientsOf(m).includes(customer.email));
    expect(notices.map((m) => m.subject)).toEqual([`Your Keyturn booking ${id} has changed`]);
    expect(notices[0]!.text).toMatch(/2:00 PM Pacific (Standard|Daylight) Time, Union Square/);

    const kinds = (await mailsAbout(id)).map((m) => m.kind);
    // The office's edit closes a booking only as a no-show (a return is the check-in's, contract
    // section 7), once its pick-up has passed: the booking starts from a pick-up an hour ago.
    const missed = { pickUpTime: fromNow(-HOUR_MS), dropOffTime: fromNow(HOUR_MS) };
    missed.pickUpTime.setMilliseconds(0);
    missed.dropOffTime.setMilliseconds(0);
    await t.db.update(reservations).set(missed).where(eq(reservations.id, id));
    const closed = await edit(id, {
      pickUpTime: missed.pickUpTime.toISOString(),
      dropOffTime: missed.dropOffTime.toISOString(),
      status: 'NO_SHOW',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await mailsAbout(id)).map((m) => m.kind)).toEqual(kinds);
  });

  it('mails a cancellation notice when the office cancels', async () => {
    const customer = await registerCustomer(api);
    const day = nextDay++;
    const id = await book(customer.token, at(day, 10), at(day, 13));
    await cancelAsOffice(id, day);
    expect((await mailsAbout(id)).map((m) => m.kind).sort()).toEqual([
      'booking-cancelled',
      'booking-confirmed',
    ]);
  });

  it('tells the customer what was paid at the counter will be refunded, not that nothing is charged', async () => {
    const customer = await registerCustomer(api);
    const day = nextDay++;
    const id = await book(customer.token, at(day, 10), at(day, 13));
    const paid = await api.post(`/api/reservations/admin/${id}/payments`, {
      token: tokens.admin,
      body: { kind: 'CHARGE', amount: 20, note: 'Cash' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await cancelAsOffice(id, day);
    await deliver();
    const [notice] = smtp().received.filter(
      (m) => recipientsOf(m).includes(customer.email) && m.subject?.endsWith('is cancelled'),
    );
    expect(notice!.text).toContain('The $20.00 you paid will be refunded.');
    expect(notice!.text).not.toContain('not be charged');
  });
});
