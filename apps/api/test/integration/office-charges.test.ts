import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DISCOUNT_ABOVE_BALANCE_MESSAGE,
  FEE_NOT_POSITIVE_MESSAGE,
  type Payments,
  type Reservation,
  type User,
} from '@keyturn/shared';
import { reservationCharges } from '../../src/db/schema.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { bookingDays, noShowByOfficeEdit, recordByOffice } from '../support/ledger.ts';
import { storedReservation } from '../support/stored-reservations.ts';

const VEHICLE_ID = 5;

const t = useTestApp({ maxActiveBookings: 1000 }, { signIn: ['admin'] });
const { api, tokens } = t;
const bookOnFreshDay = bookingDays(api, VEHICLE_ID, 60);

/** A customer's two-hour booking on a day of its own, as the customer reads it. */
async function freshBooking(token: string): Promise<Reservation> {
  const id = await bookOnFreshDay(token);
  return (await api.get(`/api/reservations/${id}/auth`, { token })).json<Reservation>();
}

const addCharge = (id: number, body: Record<string, unknown>) =>
  api.post(`/api/reservations/admin/${id}/charges`, { token: tokens.admin, body });

async function moneyOf(token: string, id: number) {
  const ledger = await api.get(`/api/reservations/${id}/payments`, { token });
  expect(ledger.statusCode, ledger.body).toBe(200);
  const own = await api.get(`/api/reservations/${id}/auth`, { token });
  const { paid, balance } = ledger.json<Payments>();
  return { paid, balance, totalPrice: own.json<Reservation>().totalPrice };
}

const linesOf = (id: number) =>
  t.db
    .select()
    .from(reservationCharges)
    .where(eq(reservationCharges.reservationId, id))
    .orderBy(reservationCharges.position);

describe("the office's charges", () => {
  it('adds a discount to a trip with its reason, who and when, and moves the total with it', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    await recordByOffice(api, tokens.admin, booking.id, { kind: 'CHARGE', amount: 5 });
    const added = await addCharge(booking.id, {
      code: 'ADJUSTMENT',
      amount: -10,
      reason: ' Loyal customer ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const admin = (await api.get('/api/user', { token: tokens.admin })).json<User>();
    const lines = await linesOf(booking.id);
    expect(lines.at(-1)).toMatchObject({
      code: 'ADJUSTMENT',
      label: 'Discount: Loyal customer',
      quantity: 1,
      unitPriceCents: -1000,
      amountCents: -1000,
      addedBy: admin.id,
    });
    expect(lines.at(-1)!.addedAt).toBeInstanceOf(Date);
    // The booking's own lines record no one: they were priced, not added.
    expect(lines[0]).toMatchObject({ addedBy: null, addedAt: null });
    const stored = await storedReservation(t.db, booking.id);
    expect(stored.totalPriceCents).toBe(lines.reduce((sum, line) => sum + line.amountCents, 0));
    expect(await moneyOf(customer.token, booking.id)).toEqual({
      paid: 5,
      balance: booking.totalPrice - 10 - 5,
      totalPrice: booking.totalPrice - 10,
    });
  });

  it('refuses a discount beyond the balance owed, and leaves the booking as it was', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    await recordByOffice(api, tokens.admin, booking.id, { kind: 'CHARGE', amount: 20 });
    const before = await linesOf(booking.id);
    const owed = booking.totalPrice - 20;
    const refused = await addCharge(booking.id, {
      code: 'ADJUSTMENT',
      amount: -Math.round((owed + 0.01) * 100) / 100,
      reason: 'Too much',
    });
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused).errors).toEqual([
      { field: 'amount', message: DISCOUNT_ABOVE_BALANCE_MESSAGE },
    ]);
    expect(await linesOf(booking.id)).toEqual(before);
    // The whole balance may go: the booking then owes nothing.
    expect(
      (await addCharge(booking.id, { code: 'ADJUSTMENT', amount: -owed, reason: 'Goodwill' }))
        .statusCode,
    ).toBe(201);
    expect((await moneyOf(customer.token, booking.id)).balance).toBe(0);
  });

  it('takes each kind only where it belongs, and says why in words', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    const onTrip = await addCharge(booking.id, {
      code: 'CANCELLATION_FEE',
      amount: 15,
      reason: 'Late',
    });
    expect(expectEnvelope(onTrip).errors).toEqual([
      { field: 'code', message: 'A cancellation fee is only for a cancelled booking.' },
    ]);
    const cancelled = await api.patch(`/api/reservations/${booking.id}/cancel`, {
      token: customer.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const adjustment = await addCharge(booking.id, { code: 'ADJUSTMENT', amount: 5, reason: 'x' });
    expect(expectEnvelope(adjustment).errors).toEqual([
      {
        field: 'code',
        message: 'This booking never became a trip and owes only its fees: add a fee instead.',
      },
    ]);
    const noShowFee = await addCharge(booking.id, { code: 'NO_SHOW_FEE', amount: 5, reason: 'x' });
    expect(noShowFee.statusCode).toBe(400);

    // A cancelled booking owes its fee, and nothing of the trip.
    const fee = await addCharge(booking.id, {
      code: 'CANCELLATION_FEE',
      amount: 15,
      reason: 'Cancelled the evening before',
    });
    expect(fee.statusCode, fee.body).toBe(201);
    expect((await moneyOf(customer.token, booking.id)).balance).toBe(15);
  });

  it('makes a no-show owe only its fee: nothing without one, the fee once added', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    const ended = await noShowByOfficeEdit(api, tokens.admin, t.db, booking.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await moneyOf(customer.token, booking.id)).balance).toBe(0);
    const fee = await addCharge(booking.id, {
      code: 'NO_SHOW_FEE',
      amount: 25,
      reason: 'Not picked up',
    });
    expect(fee.statusCode, fee.body).toBe(201);
    expect((await moneyOf(customer.token, booking.id)).balance).toBe(25);
    const office = await api.get(`/api/reservations/${booking.id}/admin`, { token: tokens.admin });
    expect(office.json<Reservation>().charges.at(-1)).toMatchObject({
      code: 'NO_SHOW_FEE',
      label: 'No-show fee: Not picked up',
      amount: 25,
    });
  });

  it('refuses what is not a charge with the field it is about', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'ADJUSTMENT', amount: 0, reason: 'x' }, 'amount', 'Amount cannot be 0'],
      [
        { code: 'ADJUSTMENT', amount: 1.005, reason: 'x' },
        'amount',
        'Amount can have at most 2 decimals',
      ],
      [
        { code: 'ADJUSTMENT', amount: 5, reason: '  ' },
        'reason',
        'Please say what the charge is for',
      ],
      [
        { code: 'ADJUSTMENT', amount: 5, reason: 'a\u202Eb' },
        'reason',
        'Reason may not contain control characters or text-direction overrides',
      ],
      [
        { code: 'RENTAL', amount: 5, reason: 'x' },
        'code',
        'Code must be ADJUSTMENT, CANCELLATION_FEE or NO_SHOW_FEE',
      ],
      [{ code: 'CANCELLATION_FEE', amount: -5, reason: 'x' }, 'amount', FEE_NOT_POSITIVE_MESSAGE],
    ];
    for (const [body, field, message] of cases) {
      const refused = await addCharge(booking.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(refused).errors).toContainEqual({ field, message });
    }
    expect(
      (await addCharge(999_999, { code: 'ADJUSTMENT', amount: 5, reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await api.post(`/api/reservations/admin/${booking.id}/charges`, {
          token: customer.token,
          body: { code: 'ADJUSTMENT', amount: -5, reason: 'Myself' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await linesOf(booking.id)).toHaveLength(1);
  });
});
