import type { ParsedMail } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatCents, type OutboxMail, type Page, type Reservation } from '@keyturn/shared';
import type { Database } from '../../src/db/client.ts';
import { outbox, receipts, receiptsOwed } from '../../src/db/schema.ts';
import { numberOwedReceipts } from '../../src/modules/payments/owed-receipts.ts';
import { receiptNumberText, settleIfDue } from '../../src/modules/payments/receipt-numbers.ts';
import { ClockAhead } from '../support/clock.ts';
import { handoverDesk } from '../support/handover.ts';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import {
  bookingDays,
  endTrip,
  noShowByOfficeEdit,
  payInFull,
  recordByOffice,
} from '../support/ledger.ts';
import { deliverOnce } from '../support/mail-delivery.ts';
import { recipientsOf, useMailServer } from '../support/mail-server.ts';
import { pdfText } from '../support/pdf.ts';
import { inRolledBackTransaction } from '../support/rolled-back.ts';

const VEHICLE_ID = 4;
const MINUTE_MS = 60_000;

const clock = new ClockAhead();
const t = useTestApp({ now: clock.now, maxActiveBookings: 1000 }, { signIn: ['admin'] });
const { api, tokens } = t;
const smtp = useMailServer();
const desk = handoverDesk(t, clock);
const bookOnFreshDay = bookingDays(api, VEHICLE_ID, 20);

const deliver = () => deliverOnce(t, smtp().url);

/** A customer's booking two hours long on a day of its own, with the clock back at its start. */
async function booking() {
  clock.aheadMs = 0;
  const customer = await registerCustomer(api);
  const id = await bookOnFreshDay(customer.token);
  const reservation = await officeView(id);
  return { customer, reservation };
}

const officeView = async (id: number) =>
  (await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin })).json<Reservation>();

/** The office takes the whole total at the counter. */
const paidInFull = (reservation: Reservation) =>
  payInFull(api, tokens.admin, reservation, 'Card at the counter');

/** The receipt mails the SMTP server has received for the booking, once the outbox is sent. */
async function receiptMailsOf(email: string, reservationId: number): Promise<ParsedMail[]> {
  await deliver();
  return smtp().received.filter(
    (mail) =>
      recipientsOf(mail).includes(email) &&
      (mail.subject ?? '').endsWith(` for Keyturn booking ${reservationId}`),
  );
}

/** The booking's receipt mails in the outbox, as `db` (the file's, or a transaction) sees it. */
const queuedReceiptMails = (reservationId: number, db: Database = t.db) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'receipt'), eq(outbox.reservationId, reservationId)));

/**
 * The booking's one receipt mail, delivered: its subject names the number the booking was
 * given, its text and HTML say it, and it carries the receipt as a PDF that shows the number
 * and a balance of zero. Gives the number.
 */
async function expectOneReceiptMail(email: string, reservation: Reservation): Promise<string> {
  const [receipt] = await t.db
    .select()
    .from(receipts)
    .where(eq(receipts.reservationId, reservation.id));
  expect(receipt, 'the booking is numbered').toBeDefined();
  const number = receiptNumberText(receipt!);
  const mails = await receiptMailsOf(email, reservation.id);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.subject).toBe(`Your receipt ${number} for Keyturn booking ${reservation.id}`);
  expect(mail!.text).toContain(`Receipt: ${number}`);
  expect(mail!.text).toContain(`Paid: ${formatCents(Math.round(reservation.totalPrice * 100))}`);
  expect(mail!.html).toContain(number);
  expect(mail!.attachments).toHaveLength(1);
  const [pdf] = mail!.attachments;
  expect(pdf!.contentType).toBe('application/pdf');
  expect(pdf!.filename).toBe(`keyturn-receipt-${number}.pdf`);
  const text = await pdfText(pdf!.content);
  expect(text).toContain(`Receipt ${number}`);
  expect(text).not.toContain('PROVISIONAL');
  expect(text).toContain(`Booking #${reservation.id}`);
  expect(text).toContain('Card at the counter');
  expect(text).toContain('Balance $0.00');
  return number;
}

describe('the receipt by mail', () => {
  it('goes out once when a counter payment settles an ended booking, and the office lists it', async () => {
    const { customer, reservation } = await booking();
    await endTrip(t.db, reservation.id);
    await recordByOffice(api, tokens.admin, reservation.id, { kind: 'CHARGE', amount: 1 });
    expect(await queuedReceiptMails(reservation.id)).toEqual([]);
    await recordByOffice(api, tokens.admin, reservation.id, {
      kind: 'CHARGE',
      amount: Math.round(reservation.totalPrice * 100 - 100) / 100,
      note: 'Card at the counter',
      noteForCustomer: true,
    });
    const number = await expectOneReceiptMail(customer.email, reservation);

    const listed = await api.get('/api/admin/outbox', {
      token: tokens.admin,
      query: { size: 100 },
    });
    expect(listed.statusCode).toBe(200);
    const mail = listed
      .json<Page<OutboxMail>>()
      .content.find((row) => row.recipient === customer.email && row.kind === 'receipt');
    expect(mail).toMatchObject({
      subject: `Your receipt ${number} for Keyturn booking ${reservation.id}`,
      status: 'SENT',
    });

    // Settling it again, by each way there is, sends nothing more: its number is given.
    await t.db.transaction((tx) => settleIfDue(tx, reservation.id, clock.now()));
    expect(
      (await api.get(`/api/reservations/${reservation.id}/receipt`, { token: customer.token }))
        .statusCode,
    ).toBe(200);
    await recordByOffice(api, tokens.admin, reservation.id, { kind: 'CHARGE', amount: 5 });
    await recordByOffice(api, tokens.admin, reservation.id, { kind: 'REFUND', amount: 5 });
    expect(await queuedReceiptMails(reservation.id)).toHaveLength(1);
    expect(await receiptMailsOf(customer.email, reservation.id)).toHaveLength(1);
  });

  it('goes out when the return of a trip paid in full settles it', async () => {
    const trip = await desk.onTheRoad();
    await paidInFull(await officeView(trip.id));
    desk.setClock(new Date(trip.dropOff.getTime() - MINUTE_MS));
    const response = await desk.checkIn(trip.id, { odometer: 1020, fuelEighths: 8 });
    expect(response.statusCode, response.body).toBe(200);
    const returned = await officeView(trip.id);
    expect(returned).toMatchObject({ status: 'DONE', balance: 0 });
    await expectOneReceiptMail(trip.customer.email, returned);
    const [mail] = await receiptMailsOf(trip.customer.email, trip.id);
    expect(mail!.text).toContain('Thank you for driving with Keyturn.');
  });

  it('goes out for a cancelled booking once the office has refunded it, not at the cancellation', async () => {
    const { customer, reservation } = await booking();
    await paidInFull(reservation);
    const cancelled = await api.patch(`/api/reservations/${reservation.id}/cancel`, {
      token: customer.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await receiptMailsOf(customer.email, reservation.id)).toHaveLength(0);
    const subjects = smtp()
      .received.filter((mail) => recipientsOf(mail).includes(customer.email))
      .map((mail) => mail.subject);
    expect(subjects).toContain(`Your Keyturn booking ${reservation.id} is cancelled`);

    const refunded = await recordByOffice(api, tokens.admin, reservation.id, {
      kind: 'REFUND',
      amount: reservation.totalPrice,
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const [mail, ...more] = await receiptMailsOf(customer.email, reservation.id);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain(
      `Your booking ${reservation.id} was cancelled, and everything you paid for it has been refunded; nothing is owed.`,
    );
    expect(mail!.text).toContain('Paid: $0.00');
    const text = await pdfText(mail!.attachments[0]!.content);
    expect(text).toContain('Nothing is owed: this booking was called off before its trip.');
    expect(text).not.toContain('Balance');
  });

  it('goes out when a no-show paid in full is charged its fee of the whole price', async () => {
    const { customer, reservation } = await booking();
    await paidInFull(reservation);
    const ended = await noShowByOfficeEdit(api, tokens.admin, t.db, reservation.id);
    expect(ended.statusCode, ended.body).toBe(200);
    const fee = await api.post(`/api/reservations/admin/${reservation.id}/charges`, {
      token: tokens.admin,
      body: { code: 'NO_SHOW_FEE', amount: reservation.totalPrice, reason: 'Not picked up' },
    });
    expect(fee.statusCode, fee.body).toBe(201);
    await expectOneReceiptMail(customer.email, reservation);
  });

  it('is neither owed nor numbered nor queued after a settlement that is rolled back', async () => {
    const { customer, reservation } = await booking();
    await paidInFull(reservation);
    const owedInside = await inRolledBackTransaction(t.db, async (tx) => {
      await endTrip(tx, reservation.id);
      await settleIfDue(tx, reservation.id, clock.now());
      return tx.select().from(receiptsOwed).where(eq(receiptsOwed.reservationId, reservation.id));
    });
    // The settlement owes the receipt; its number and mail come after the commit (decision 061).
    expect(owedInside).toHaveLength(1);
    await numberOwedReceipts(t.db, clock.now(), t.config.timeZone);
    expect(await queuedReceiptMails(reservation.id)).toEqual([]);
    expect(
      await t.db.select().from(receipts).where(eq(receipts.reservationId, reservation.id)),
    ).toEqual([]);
    expect(await receiptMailsOf(customer.email, reservation.id)).toEqual([]);
  });
});
