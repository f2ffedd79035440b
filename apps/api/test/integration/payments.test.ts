import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  CARD_REFUND_ONLY_MESSAGE,
  REFUND_ABOVE_PAID_MESSAGE,
  type OfficePayment,
  type Payments,
  type Reservation,
} from '@keyturn/shared';
import { payments, reservationCharges } from '../../src/db/schema.ts';
import { CHARGE_ABOVE_BALANCE_MESSAGE } from '../../src/modules/payments/bounds.ts';
import { NO_ONLINE_PAYMENTS_MESSAGE } from '../../src/modules/payments/service.ts';
import { onPostgres } from '../support/database.ts';
import { pdfText } from '../support/pdf.ts';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import { bookingDays, recordByOffice } from '../support/ledger.ts';
import { expectRefusedAmount } from '../support/payment-refusals.ts';

const VEHICLE_ID = 3;
const RACE_TRIALS = onPostgres() ? 10 : 2;

const t = useTestApp({ maxActiveBookings: 1000 }, { signIn: ['admin'] });
const { api, tokens } = t;

const freshBooking = bookingDays(api, VEHICLE_ID, 20);

async function ledgerOf(token: string, id: number): Promise<Payments> {
  const response = await api.get(`/api/reservations/${id}/payments`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Payments>();
}

async function totalPriceOf(token: string, id: number): Promise<number> {
  return (await api.get(`/api/reservations/${id}/auth`, { token })).json<Reservation>().totalPrice;
}

/** The booking's ledger rows of one kind, in cents, as stored. */
async function storedCents(id: number, kind: 'CHARGE' | 'REFUND') {
  const rows = await t.db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.reservationId, id), eq(payments.kind, kind)));
  return rows.map((row) => row.amountCents);
}

/**
 * Two of the same payment sent at once, on fresh bookings a number of times: one of each pair
 * passes, the other is refused with the sentence. Gives the bookings.
 */
async function raceTwice(
  customerToken: string,
  refusal: string,
  setUp: (id: number, totalPrice: number) => Promise<OfficePayment>,
) {
  const ids: number[] = [];
  for (let trial = 0; trial < RACE_TRIALS; trial++) {
    const id = await freshBooking(customerToken);
    const body = await setUp(id, await totalPriceOf(customerToken, id));
    const answers = await Promise.all(
      [0, 1].map(() => recordByOffice(api, tokens.admin, id, body)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expectRefusedAmount(
      answers.find((answer) => answer.statusCode === 400)!,
      refusal,
    );
    ids.push(id);
  }
  return ids;
}

describe('the ledger', () => {
  it('derives paid and balance from the rows, in every reservation answer', async () => {
    const customer = await registerCustomer(api);
    const id = await freshBooking(customer.token);
    const own = await api.get(`/api/reservations/${id}/auth`, { token: customer.token });
    const { totalPrice } = own.json<Reservation>();
    expect(own.json<Reservation>()).toMatchObject({ paid: 0, balance: totalPrice });

    expect(
      (
        await recordByOffice(api, tokens.admin, id, {
          kind: 'CHARGE',
          amount: 10.1,
          note: 'Cash',
          noteForCustomer: true,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount: 0.2 })).statusCode,
    ).toBe(201);
    expect(
      (
        await recordByOffice(api, tokens.admin, id, {
          kind: 'REFUND',
          amount: 0.3,
          note: 'Rounding',
          noteForCustomer: true,
        })
      ).statusCode,
    ).toBe(201);
    const paid = 10;
    const balance = Math.round((totalPrice - paid) * 100) / 100;

    const ledger = await ledgerOf(customer.token, id);
    expect(ledger).toMatchObject({ paid, balance });
    expect(
      ledger.payments.map(({ kind, method, amount, note }) => ({ kind, method, amount, note })),
    ).toEqual([
      { kind: 'CHARGE', method: 'COUNTER', amount: 10.1, note: 'Cash' },
      { kind: 'CHARGE', method: 'COUNTER', amount: 0.2, note: null },
      { kind: 'REFUND', method: 'COUNTER', amount: 0.3, note: 'Rounding' },
    ]);
    expect(ledger.payments[0]!.createdBy).toBeGreaterThan(0);
    expect(await ledgerOf(tokens.admin, id)).toEqual(ledger);

    const answers = [
      (
        await api.get(`/api/reservations/${id}/auth`, { token: customer.token })
      ).json<Reservation>(),
      (await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin })).json<Reservation>(),
      (await api.get('/api/reservations/auth/all', { token: customer.token }))
        .json<{ content: Reservation[] }>()
        .content.find((r) => r.id === id)!,
      (await api.get('/api/reservations/admin/all', { token: tokens.admin }))
        .json<Reservation[]>()
        .find((r) => r.id === id)!,
    ];
    for (const answer of answers) expect(answer).toMatchObject({ paid, balance });
  });

  it('counts only the fee lines of a cancelled booking as owed: what was paid beyond them goes back', async () => {
    const customer = await registerCustomer(api);
    const id = await freshBooking(customer.token);
    await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount: 20 });
    const cancelled = await api.patch(`/api/reservations/${id}/cancel`, { token: customer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answersOf = async () => [
      (await ledgerOf(customer.token, id)).balance,
      (await api.get(`/api/reservations/${id}/auth`, { token: customer.token })).json<Reservation>()
        .balance,
      (await api.get('/api/reservations/admin/all', { token: tokens.admin }))
        .json<Reservation[]>()
        .find((r) => r.id === id)!.balance,
    ];
    expect(await answersOf()).toEqual([-20, -20, -20]);
    expectRefusedAmount(
      await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount: 0.01 }),
      CHARGE_ABOVE_BALANCE_MESSAGE,
    );

    // A cancellation fee is owed: only what was paid beyond it is to go back.
    await t.db.insert(reservationCharges).values({
      reservationId: id,
      position: 99,
      code: 'CANCELLATION_FEE',
      label: 'Late cancellation',
      quantity: 1,
      unitPriceCents: 1500,
      amountCents: 1500,
    });
    expect(await answersOf()).toEqual([-5, -5, -5]);
    expect(
      (await recordByOffice(api, tokens.admin, id, { kind: 'REFUND', amount: 5 })).statusCode,
    ).toBe(201);
    expect(await answersOf()).toEqual([0, 0, 0]);
  });

  it("keeps the office's notes from the customer, unless one is marked for them", async () => {
    const customer = await registerCustomer(api);
    const id = await freshBooking(customer.token);
    await recordByOffice(api, tokens.admin, id, {
      kind: 'CHARGE',
      amount: 10,
      note: 'advance at counter, ask about the dent',
    });
    await recordByOffice(api, tokens.admin, id, {
      kind: 'CHARGE',
      amount: 5,
      note: 'Thank you for paying ahead',
      noteForCustomer: true,
    });
    const notes = (ledger: Payments) =>
      ledger.payments.map(({ note, noteForCustomer }) => ({ note, noteForCustomer }));
    expect(notes(await ledgerOf(tokens.admin, id))).toEqual([
      { note: 'advance at counter, ask about the dent', noteForCustomer: false },
      { note: 'Thank you for paying ahead', noteForCustomer: true },
    ]);
    expect(notes(await ledgerOf(customer.token, id))).toEqual([
      { note: null, noteForCustomer: false },
      { note: 'Thank you for paying ahead', noteForCustomer: true },
    ]);
    const receipt = await api.get(`/api/reservations/${id}/receipt`, { token: customer.token });
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Thank you for paying ahead');
    expect(text).not.toContain('advance at counter');
  });

  it("is the owner's and the office's only", async () => {
    const owner = await registerCustomer(api);
    const other = await registerCustomer(api);
    const id = await freshBooking(owner.token);
    expect(
      (await api.get(`/api/reservations/${id}/payments`, { token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await api.get('/api/reservations/999999/payments', { token: tokens.admin })).statusCode,
    ).toBe(404);
    expect(
      (await recordByOffice(api, tokens.admin, 999999, { kind: 'CHARGE', amount: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await recordByOffice(api, owner.token, id, { kind: 'CHARGE', amount: 1 })).statusCode,
    ).toBe(403);
  });

  it('takes exact amounts above 0 and never refunds more than was paid', async () => {
    const customer = await registerCustomer(api);
    const id = await freshBooking(customer.token);
    for (const amount of [0, -5, 1.005]) {
      const refused = await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount });
      expect(refused.statusCode, String(amount)).toBe(400);
    }
    const wrongKind = await api.post(`/api/reservations/admin/${id}/payments`, {
      token: tokens.admin,
      body: { kind: 'CAPTURE', amount: 5 },
    });
    expect(wrongKind.statusCode).toBe(400);
    const none = await recordByOffice(api, tokens.admin, id, { kind: 'REFUND', amount: 0.01 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: REFUND_ABOVE_PAID_MESSAGE });
    await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount: 25 });
    expect(
      (await recordByOffice(api, tokens.admin, id, { kind: 'REFUND', amount: 25.01 })).statusCode,
    ).toBe(400);
    expect(
      (await recordByOffice(api, tokens.admin, id, { kind: 'REFUND', amount: 25 })).statusCode,
    ).toBe(201);
    expect((await ledgerOf(customer.token, id)).paid).toBe(0);
  });

  it('sends nothing to a card when customers pay at the counter, and says so', async () => {
    const customer = await registerCustomer(api);
    const id = await freshBooking(customer.token);
    await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount: 25 });
    const refused = [
      { kind: 'REFUND' as const, message: NO_ONLINE_PAYMENTS_MESSAGE },
      { kind: 'CHARGE' as const, message: CARD_REFUND_ONLY_MESSAGE },
    ];
    for (const { kind, message } of refused) {
      const toCard = await recordByOffice(api, tokens.admin, id, {
        kind,
        amount: 5,
        method: 'CARD_ONLINE',
      });
      expect(toCard.statusCode, kind).toBe(400);
      expect(toCard.json()).toMatchObject({ message });
    }
    expect((await ledgerOf(customer.token, id)).paid).toBe(25);
  });

  it('keeps its rows: the database refuses to change or delete them, and the booking stays', async () => {
    const customer = await registerCustomer(api);
    const id = await freshBooking(customer.token);
    await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount: 12 });
    await expect(
      t.db.update(payments).set({ amountCents: 1 }).where(eq(payments.reservationId, id)),
    ).rejects.toThrow();
    await expect(t.db.delete(payments).where(eq(payments.reservationId, id))).rejects.toThrow();
    const deleted = await api.delete(`/api/reservations/admin/${id}/auth`, { token: tokens.admin });
    expect(deleted.statusCode).toBe(409);
    expect((await ledgerOf(tokens.admin, id)).paid).toBe(12);
    // A booking without payments is deleted as before.
    const unpaid = await freshBooking(customer.token);
    expect(
      (await api.delete(`/api/reservations/admin/${unpaid}/auth`, { token: tokens.admin }))
        .statusCode,
    ).toBe(200);
  });

  it('lets only one of two refunds of most of what was paid pass, when both come at once', async () => {
    const customer = await registerCustomer(api);
    const ids = await raceTwice(
      customer.token,
      REFUND_ABOVE_PAID_MESSAGE,
      async (id, totalPrice) => {
        await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount: totalPrice });
        return { kind: 'REFUND', method: 'COUNTER', amount: 20, note: '', noteForCustomer: false };
      },
    );
    for (const id of ids) {
      expect(await storedCents(id, 'REFUND')).toEqual([2000]);
      expect((await ledgerOf(customer.token, id)).paid).toBe(
        (await totalPriceOf(customer.token, id)) - 20,
      );
    }
  });

  it('never takes more than the balance owed, and says so of the amount', async () => {
    const customer = await registerCustomer(api);
    const id = await freshBooking(customer.token);
    const totalPrice = await totalPriceOf(customer.token, id);
    const charge = (amount: number) =>
      recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount });

    for (const amount of [999_999_999.99, totalPrice + 0.01]) {
      expectRefusedAmount(await charge(amount), CHARGE_ABOVE_BALANCE_MESSAGE);
    }
    expect(await storedCents(id, 'CHARGE')).toEqual([]);

    expect((await charge(totalPrice - 10)).statusCode).toBe(201);
    expectRefusedAmount(await charge(10.01), CHARGE_ABOVE_BALANCE_MESSAGE);
    expect((await charge(10)).statusCode).toBe(201);
    expectRefusedAmount(await charge(0.01), CHARGE_ABOVE_BALANCE_MESSAGE);
    // What was given back is owed again.
    await recordByOffice(api, tokens.admin, id, { kind: 'REFUND', amount: 5 });
    expectRefusedAmount(await charge(5.01), CHARGE_ABOVE_BALANCE_MESSAGE);
    expect((await charge(5)).statusCode).toBe(201);

    const totalCents = Math.round(totalPrice * 100);
    expect(await storedCents(id, 'CHARGE')).toEqual([totalCents - 1000, 1000, 500]);
    expect(await ledgerOf(customer.token, id)).toMatchObject({ paid: totalPrice, balance: 0 });
  });

  it('lets only one of two charges of most of the balance pass, when both come at once', async () => {
    const customer = await registerCustomer(api);
    const ids = await raceTwice(
      customer.token,
      CHARGE_ABOVE_BALANCE_MESSAGE,
      async (_id, totalPrice) => ({
        kind: 'CHARGE',
        method: 'COUNTER',
        amount: Math.round(totalPrice * 60) / 100,
        note: '',
        noteForCustomer: false,
      }),
    );
    for (const id of ids) {
      const totalPrice = await totalPriceOf(customer.token, id);
      expect(await storedCents(id, 'CHARGE')).toEqual([Math.round(totalPrice * 60)]);
      expect((await ledgerOf(customer.token, id)).balance).toBeGreaterThan(0);
    }
  });
});
