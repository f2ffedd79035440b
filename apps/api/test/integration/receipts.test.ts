import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { formatCents, type Reservation } from '@keyturn/shared';
import { outbox, receipts } from '../../src/db/schema.ts';
import type { ReservationFacts } from '../../src/modules/mail/kinds.ts';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import { pdfText } from '../support/pdf.ts';
import {
  bookingDays,
  endTrip,
  noShowByOfficeEdit,
  payInFull,
  recordByOffice,
} from '../support/ledger.ts';

const VEHICLE_ID = 4;
const SETTLEMENTS = 50;
const RECEIPT_NUMBER = /KT-2031-\d{6}/;

const t = useTestApp({ maxActiveBookings: 1000 }, { signIn: ['admin'] });
const { api, tokens } = t;

const bookOnFreshDay = bookingDays(api, VEHICLE_ID, 10);

async function freshBooking(token: string): Promise<Reservation> {
  const id = await bookOnFreshDay(token);
  return (await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin })).json();
}

/** The receipt's text as a PDF reader extracts it. */
async function receiptText(token: string, id: number): Promise<string> {
  const response = await api.get(`/api/reservations/${id}/receipt`, { token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfText(response.rawPayload);
}

describe('receipts', () => {
  it('is PROVISIONAL until settled, with the company, customer, lines, payments and balance', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    await recordByOffice(api, tokens.admin, booking.id, {
      kind: 'CHARGE',
      amount: 5,
      note: 'Cash at pick-up',
      noteForCustomer: true,
    });
    const text = await receiptText(customer.token, booking.id);
    expect(text).toContain('Keyturn');
    expect(text).toContain('1 Ferry Building');
    expect(text).toContain('PROVISIONAL');
    expect(text).not.toMatch(RECEIPT_NUMBER);
    expect(text).toContain(`${customer.firstName} ${customer.lastName}`);
    expect(text).toContain(`Booking #${booking.id}`);
    for (const line of booking.charges) {
      expect(text).toContain(line.label);
      expect(text).toContain(formatCents(Math.round(line.amount * 100)));
    }
    expect(text).toContain(`Total ${formatCents(Math.round(booking.totalPrice * 100))}`);
    expect(text).toContain('Cash at pick-up');
    expect(text).toContain('Paid $5.00');
    expect(text).toContain(`Balance ${formatCents(Math.round(booking.totalPrice * 100) - 500)}`);
    // The office reads it too; anyone else is told it does not exist.
    expect(await receiptText(tokens.admin, booking.id)).toContain('PROVISIONAL');
    const other = await registerCustomer(api);
    const refused = await api.get(`/api/reservations/${booking.id}/receipt`, {
      token: other.token,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('is numbered once the booking has ended and nothing is owed, and keeps its number', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    await endTrip(t.db, booking.id);
    await recordByOffice(api, tokens.admin, booking.id, { kind: 'CHARGE', amount: 1 });
    expect(await receiptText(customer.token, booking.id)).toContain('PROVISIONAL');
    await recordByOffice(api, tokens.admin, booking.id, {
      kind: 'CHARGE',
      amount: Math.round(booking.totalPrice * 100 - 100) / 100,
    });
    const text = await receiptText(customer.token, booking.id);
    const number = RECEIPT_NUMBER.exec(text)?.[0];
    expect(number).toBeDefined();
    expect(text).toContain('Balance $0.00');
    expect(text).not.toContain('PROVISIONAL');
    expect(RECEIPT_NUMBER.exec(await receiptText(tokens.admin, booking.id))?.[0]).toBe(number);
  });

  it('numbers a cancelled booking once what was paid has gone back, not before', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    await payInFull(api, tokens.admin, booking);
    const cancelled = await api.patch(`/api/reservations/${booking.id}/cancel`, {
      token: customer.token,
    });
    expect(cancelled.statusCode).toBe(200);
    const numbered = () =>
      t.db
        .select()
        .from(receipts)
        .where(inArray(receipts.reservationId, [booking.id]));
    // Paid and called off: the money is owed back, so nothing is settled yet.
    expect(await numbered()).toHaveLength(0);
    const owedBack = await receiptText(customer.token, booking.id);
    expect(owedBack).toContain('numbered once its fees are paid');
    expect(owedBack).toMatch(/To be refunded\s*\$/);
    expect(owedBack).not.toContain('Balance');

    await recordByOffice(api, tokens.admin, booking.id, {
      kind: 'REFUND',
      amount: booking.totalPrice,
    });
    expect(await numbered()).toHaveLength(1);
    const square = await receiptText(customer.token, booking.id);
    expect(square).toMatch(RECEIPT_NUMBER);
    expect(square).toContain('Nothing is owed: this booking was called off before its trip.');
  });

  it('never numbers a booking cancelled before anything was paid', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    await api.patch(`/api/reservations/${booking.id}/cancel`, { token: customer.token });
    const rows = await t.db
      .select()
      .from(receipts)
      .where(inArray(receipts.reservationId, [booking.id]));
    expect(rows).toHaveLength(0);
  });

  it('numbers a no-show once its fee is paid, not before: a no-show owes only its fee', async () => {
    const customer = await registerCustomer(api);
    const booking = await freshBooking(customer.token);
    await payInFull(api, tokens.admin, booking);
    const ended = await noShowByOfficeEdit(api, tokens.admin, t.db, booking.id);
    expect(ended.statusCode, ended.body).toBe(200);
    const unsettled = await receiptText(customer.token, booking.id);
    expect(unsettled).not.toMatch(RECEIPT_NUMBER);
    expect(unsettled).toContain('To be refunded');
    // The office keeps what was paid as the no-show's fee: the booking is square.
    const fee = await api.post(`/api/reservations/admin/${booking.id}/charges`, {
      token: tokens.admin,
      body: { code: 'NO_SHOW_FEE', amount: booking.totalPrice, reason: 'Not picked up' },
    });
    expect(fee.statusCode, fee.body).toBe(201);
    expect(await receiptText(customer.token, booking.id)).toMatch(RECEIPT_NUMBER);
  });

  it(`gives ${SETTLEMENTS} settlements at once ${SETTLEMENTS} consecutive numbers`, async () => {
    const customer = await registerCustomer(api);
    const bookings: Reservation[] = [];
    for (let index = 0; index < SETTLEMENTS; index++) {
      const booking = await freshBooking(customer.token);
      await endTrip(t.db, booking.id);
      bookings.push(booking);
    }
    const answers = await Promise.all(
      bookings.map((booking) =>
        recordByOffice(api, tokens.admin, booking.id, {
          kind: 'CHARGE',
          amount: booking.totalPrice,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(bookings.map(() => 201));
    const given = await t.db
      .select()
      .from(receipts)
      .where(
        inArray(
          receipts.reservationId,
          bookings.map((booking) => booking.id),
        ),
      );
    expect(given).toHaveLength(SETTLEMENTS);
    const numbers = given.map((receipt) => receipt.number).sort((a, b) => a - b);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: SETTLEMENTS }, (_, index) => first + index));
    // Each queues the mail of its own receipt, once (decision 050).
    const mails = await t.db
      .select({ reservationId: outbox.reservationId, payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'receipt'),
          inArray(
            outbox.reservationId,
            bookings.map((booking) => booking.id),
          ),
        ),
      );
    const numberOf = (reservationId: number | null) =>
      given.find((receipt) => receipt.reservationId === reservationId)?.number;
    expect(mails).toHaveLength(SETTLEMENTS);
    for (const mail of mails) {
      const { receipt } = mail.payload as ReservationFacts;
      expect(receipt?.number).toBe(numberOf(mail.reservationId));
    }
    // Nothing else in this file was settled in between: the counter's numbers have no gap at all.
    const all = (await t.db.select().from(receipts))
      .map((receipt) => receipt.number)
      .sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
  });
});
