import { describe, expect, it } from 'vitest';
import type { Payments, Reservation } from '@keyturn/shared';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import { pdfText } from '../support/pdf.ts';
import { bookingDays, endTrip, payInFull, recordByOffice } from '../support/ledger.ts';

const VEHICLE_ID = 4;
const RECEIPT_NUMBER = /KT-2031-\d{6}/;
const CREDIT_NOTE = /^KT-CN-2031-(\d{6})$/;

const t = useTestApp({ maxActiveBookings: 1000 }, { signIn: ['admin'] });
const { api, tokens } = t;
const bookOnFreshDay = bookingDays(api, VEHICLE_ID, 30);

/** A trip that ended and was paid in full: its receipt is numbered. */
async function receiptedTrip() {
  const customer = await registerCustomer(api);
  const id = await bookOnFreshDay(customer.token);
  const booking = (
    await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin })
  ).json<Reservation>();
  await endTrip(t.db, id);
  await payInFull(api, tokens.admin, booking);
  return { customer, booking };
}

async function pdfOf(path: string, token: string) {
  const response = await api.get(path, { token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return {
    text: await pdfText(response.rawPayload),
    disposition: response.headers['content-disposition'],
  };
}

async function ledgerOf(id: number) {
  return (
    await api.get(`/api/reservations/${id}/payments`, { token: tokens.admin })
  ).json<Payments>();
}

describe('credit notes', () => {
  it('leave the receipt as issued and credit a refund after it, naming the receipt and the reason', async () => {
    const { customer, booking } = await receiptedTrip();
    const before = await pdfOf(`/api/reservations/${booking.id}/receipt`, customer.token);
    const [receiptNumber] = RECEIPT_NUMBER.exec(before.text)!;

    const refund = await recordByOffice(api, tokens.admin, booking.id, {
      kind: 'REFUND',
      amount: 20,
      note: 'Goodwill: a late hand-over',
      noteForCustomer: true,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const ledger = await ledgerOf(booking.id);
    const refunded = ledger.payments.find((payment) => payment.kind === 'REFUND')!;
    expect(refunded.creditNote).toMatch(CREDIT_NOTE);
    expect(
      ledger.payments.filter((payment) => payment.kind === 'CHARGE')[0]!.creditNote,
    ).toBeNull();

    // The receipt reads as it did: paid in full, nothing owed, no refund on it.
    const after = await pdfOf(`/api/reservations/${booking.id}/receipt`, customer.token);
    expect(after.text).toBe(before.text.replace(/Issued .*\n/, (line) => line));
    expect(after.text).toContain('Balance $0.00');
    expect(after.text).not.toContain('Refund');

    const note = await pdfOf(
      `/api/reservations/${booking.id}/credit-notes/${refunded.creditNote}`,
      customer.token,
    );
    expect(note.text).toContain(`Credit note ${refunded.creditNote}`);
    expect(note.text).toContain(`Credits receipt ${receiptNumber}, which stays as it was issued.`);
    expect(note.text).toContain('Reason: Goodwill: a late hand-over');
    expect(note.text).toMatch(/Credited\s*\$20\.00/);
    expect(note.disposition).toBe(
      `attachment; filename=keyturn-credit-note-${refunded.creditNote}.pdf`,
    );
    // The office reads it too.
    await pdfOf(
      `/api/reservations/${booking.id}/credit-notes/${refunded.creditNote}`,
      tokens.admin,
    );
  });

  it('are numbered without gaps, and only for refunds after a numbered receipt', async () => {
    const customer = await registerCustomer(api);
    const id = await bookOnFreshDay(customer.token);
    await recordByOffice(api, tokens.admin, id, { kind: 'CHARGE', amount: 10 });
    await recordByOffice(api, tokens.admin, id, { kind: 'REFUND', amount: 10 });
    expect((await ledgerOf(id)).payments.map((payment) => payment.creditNote)).toEqual([
      null,
      null,
    ]);

    const first = await receiptedTrip();
    const second = await receiptedTrip();
    const numbers: number[] = [];
    for (const { booking } of [first, second, first]) {
      const refund = await recordByOffice(api, tokens.admin, booking.id, {
        kind: 'REFUND',
        amount: 1,
      });
      expect(refund.statusCode, refund.body).toBe(201);
      // A refund refused in between takes no number.
      await recordByOffice(api, tokens.admin, booking.id, { kind: 'REFUND', amount: 1_000_000 });
      const credited = (await ledgerOf(booking.id)).payments
        .map((payment) => CREDIT_NOTE.exec(payment.creditNote ?? '')?.[1])
        .filter((number) => number !== undefined)
        .map(Number);
      numbers.push(Math.max(...credited));
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    const reason = await pdfOf(
      `/api/reservations/${second.booking.id}/credit-notes/KT-CN-2031-${String(numbers[1]).padStart(6, '0')}`,
      second.customer.token,
    );
    expect(reason.text).toContain('Reason: Refund at the counter');
  });

  it("are their booking's owner's and the office's only", async () => {
    const { booking } = await receiptedTrip();
    await recordByOffice(api, tokens.admin, booking.id, { kind: 'REFUND', amount: 5 });
    const number = (await ledgerOf(booking.id)).payments.find(
      (p) => p.kind === 'REFUND',
    )!.creditNote!;
    const other = await registerCustomer(api);
    const path = `/api/reservations/${booking.id}/credit-notes/${number}`;
    expect((await api.get(path, { token: other.token })).statusCode).toBe(404);
    expect((await api.get(path)).statusCode).toBe(401);
    for (const wrong of ['KT-CN-2031-999999', 'KT-2031-000001', 'nonsense']) {
      const response = await api.get(`/api/reservations/${booking.id}/credit-notes/${wrong}`, {
        token: tokens.admin,
      });
      expect(response.statusCode, wrong).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Credit note not found.' });
    }
  });
});
