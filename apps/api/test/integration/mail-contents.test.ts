import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { COMPANY_CONTACT, OFFICE_PHONE, fromWallClock, type Reservation } from '@keyturn/shared';
import { localTime } from '../../src/lib/local-time.ts';
import { startMailWorker } from '../../src/modules/mail/worker.ts';
import { BRAND_COLOURS } from '../../src/modules/mail/brand.ts';
import { bookCar } from '../support/bookings.ts';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import { deliverOnce } from '../support/mail-delivery.ts';
import { recipientsOf, useMailServer } from '../support/mail-server.ts';
import { at, dayAhead } from '../support/times.ts';
import { addTestVehicle, firstVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api } = t;
const smtp = useMailServer();
let nextDay = 40;
const HOUR_MS = 3_600_000;
const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

const deliver = () => deliverOnce(t, smtp().url);

/** Every mail to `email` the SMTP server has received so far, oldest first. */
const mailsTo = (email: string) => smtp().received.filter((m) => recipientsOf(m).includes(email));

/** A customer with a three-hour booking on a day of its own, its confirmation delivered. */
async function bookedCustomer() {
  const customer = await registerCustomer(api);
  const { id: carId } = await firstVehicle(t.db);
  const days = nextDay++;
  const id = await bookCar(api, customer.token, carId, {
    pickUpTime: at(days, 10),
    dropOffTime: at(days, 13),
  });
  await deliver();
  return { customer, carId, days, id };
}

/** The office moves the booking to `hour` that day, three hours long; it stays booked. */
async function officeMoves(booking: { carId: number; days: number; id: number }, hour: number) {
  const response = await api.put('/api/reservations/admin/auth', {
    token: t.tokens.admin,
    query: { carId: booking.carId, reservationId: booking.id },
    body: {
      pickUpTime: at(booking.days, hour),
      dropOffTime: at(booking.days, hour + 3),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Union Square',
      status: 'CREATED',
    },
  });
  expect(response.statusCode).toBe(200);
}

/** The mail's calendar attachment, parsed: its METHOD, its event, and the MIME type it came as. */
function calendarOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((a) => a.contentType === 'text/calendar');
  expect(attachment, `"${mail.subject}" carries a calendar entry`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const sequence = event.getFirstPropertyValue('sequence');
  const mimeType = attachment!.headers.get('content-type') as { params: Record<string, string> };
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: sequence === null ? undefined : Number(sequence),
    status: event.getFirstPropertyValue('status'),
    organizer: event.getFirstPropertyValue('organizer'),
    start: new ICAL.Event(event).startDate.toJSDate(),
    mimeMethod: mimeType.params.method,
  };
}

const replyToOf = (mail: ParsedMail) => mail.replyTo?.value.map((a) => a.address);

describe('what every mail gives the customer', () => {
  it("answers to the office's address and gives its phone, in the brand's colours", async () => {
    const { customer } = await bookedCustomer();
    await api.post('/api/password/forgot', { body: { email: customer.email } });
    await deliver();

    const mails = mailsTo(customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your Keyturn booking \d+ is confirmed$/),
      'Choose a new Keyturn password',
    ]);
    for (const mail of mails) {
      expect(replyToOf(mail)).toEqual([COMPANY_CONTACT.email]);
      expect(mail.text).toContain(OFFICE_PHONE);
      expect(mail.html).toContain(OFFICE_PHONE);
      expect(mail.html).toContain('href="tel:4155550142"');
      expect(mail.html).toContain(`href="mailto:${COMPANY_CONTACT.email}"`);
      expect(mail.html).toContain(BRAND_COLOURS.navy);
      expect(mail.html).toContain(BRAND_COLOURS.amber);
      expect(mail.html).not.toContain('#0b5394');
    }
    expect(mails[0]!.text).toContain(`Reply to this mail or call our office at ${OFFICE_PHONE}.`);
  });

  it('answers to MAIL_REPLY_TO when it is set, and names it as the calendar entry’s organizer', async () => {
    const customer = await registerCustomer(api);
    const { id: carId } = await firstVehicle(t.db);
    const days = nextDay++;
    await bookCar(api, customer.token, carId, {
      pickUpTime: at(days, 10),
      dropOffTime: at(days, 11),
    });
    const config = {
      ...t.config,
      mail: { ...t.config.mail, smtpUrl: smtp().url, replyTo: 'desk@example.com' },
    };
    const worker = startMailWorker(t.db, config, t.app.log, { timers: false });
    await worker.runOnce();
    await worker.stop();

    const [mail] = mailsTo(customer.email);
    expect(replyToOf(mail!)).toEqual(['desk@example.com']);
    expect(calendarOf(mail!).organizer).toBe('mailto:desk@example.com');
  });

  it('puts the reset link on lines of its own width, in a column no wider than 600 px', async () => {
    const customer = await registerCustomer(api);
    await api.post('/api/password/forgot', { body: { email: customer.email } });
    await deliver();

    const [mail] = mailsTo(customer.email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail!.text ?? '')?.[0];
    const anchors = [...(mail!.html as string).matchAll(/<a href="([^"]*)" style="([^"]*)"/g)];
    const written = anchors.filter(([, href]) => href === link);
    // The button, and the address spelled out for mail clients that show no buttons.
    expect(written).toHaveLength(2);
    expect(written[1]![2]).toContain('overflow-wrap:anywhere');
    expect(written[1]![2]).toContain('word-break:break-all');
    expect(mail!.html).toMatch(/max-width:600px/);
  });
});

describe('the confirmation', () => {
  it('says what is paid at the counter and when, the deposit, until when to cancel, and what to bring', async () => {
    const { customer, days, id } = await bookedCustomer();
    const [confirmation] = mailsTo(customer.email);
    const booking = (
      await api.get(`/api/reservations/${id}/auth`, { token: customer.token })
    ).json<Reservation>();
    const pickUp = fromWallClock(dayAhead(days, 10), t.config.timeZone)!;
    const deadline = new Date(pickUp.getTime() - t.config.cancellationNoticeHours * HOUR_MS);
    const text = confirmation!.text!.replace(/\s+/g, ' ');

    expect(text).toContain(
      `You pay ${dollars(booking.totalPrice)} at the counter when you pick the car up.`,
    );
    expect(text).toContain(
      `At pick-up a refundable deposit of ${dollars(booking.deposit)} is held, and given back when the car returns`,
    );
    expect(text).toContain(
      `You can cancel it free of charge from your reservations until ${localTime(deadline, t.config.timeZone)}; after that, call us on ${OFFICE_PHONE}.`,
    );
    expect(text).toContain('Bring your driving licence, valid until the drop-off day');
    expect(confirmation!.html).toContain('refundable deposit');
  });
});

describe("an office edit's mail", () => {
  it('says the price was recalculated, with both totals and the new lines, only when it changed', async () => {
    const customer = await registerCustomer(api);
    const { id: carId } = await addTestVehicle(api, t.tokens.admin, {
      pricePerHour: 10,
      pricePerDay: 50,
    });
    const days = nextDay++;
    const id = await bookCar(api, customer.token, carId, {
      pickUpTime: at(days, 10),
      dropOffTime: at(days, 13),
    });
    await deliver();
    const booking = { carId, days, id };
    // Three hours later, three hours long: the same price, so no word about it.
    await officeMoves(booking, 13);
    await deliver();
    const edit = (dropOffHour: number) =>
      api.put('/api/reservations/admin/auth', {
        token: t.tokens.admin,
        query: { carId, reservationId: id },
        body: {
          pickUpTime: at(days, 13),
          dropOffTime: at(days, dropOffHour),
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Union Square',
          status: 'CREATED',
        },
      });
    // Seven hours at $10 would be $70: the $50 day price caps them.
    expect((await edit(20)).statusCode).toBe(200);
    await deliver();

    const [confirmed, moved, lengthened] = mailsTo(customer.email);
    expect(confirmed!.text).toContain('Rental: 3 h × $10.00 = $30.00');
    expect(moved!.text).not.toContain('recalculated');
    expect(lengthened!.subject).toBe(`Your Keyturn booking ${id} has changed`);
    expect(lengthened!.text).toContain(
      'Its price has been recalculated for the new trip: $50.00, where it was $30.00.',
    );
    expect(lengthened!.text).toContain('Rental: 1 day × $50.00 = $50.00');
    expect(lengthened!.text).toContain('Total: $50.00');
  });
});

describe("a booking's calendar entry", () => {
  it('is replaced by the change and removed by the cancellation: one UID, a rising SEQUENCE', async () => {
    const booking = await bookedCustomer();
    await officeMoves(booking, 14);
    await deliver();
    const cancelled = await api.patch(`/api/reservations/${booking.id}/cancel`, {
      token: booking.customer.token,
    });
    expect(cancelled.statusCode).toBe(200);
    await deliver();

    const mails = mailsTo(booking.customer.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Keyturn booking ${booking.id} is confirmed`,
      `Your Keyturn booking ${booking.id} has changed`,
      `Your Keyturn booking ${booking.id} is cancelled`,
    ]);
    const [confirmed, changed, cancellation] = mails.map(calendarOf);
    const uid = `reservation-${booking.id}@keyturn`;
    expect(confirmed).toMatchObject({ uid, method: 'PUBLISH', mimeMethod: 'PUBLISH' });
    expect(confirmed).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
    expect(changed).toMatchObject({ uid, method: 'PUBLISH', mimeMethod: 'PUBLISH' });
    expect(changed!.status).toBe('CONFIRMED');
    expect(changed!.start).toEqual(fromWallClock(dayAhead(booking.days, 14), t.config.timeZone));
    expect(cancellation).toMatchObject({ uid, method: 'CANCEL', mimeMethod: 'CANCEL' });
    expect(cancellation!.status).toBe('CANCELLED');
    expect(changed!.sequence).toBeGreaterThan(confirmed!.sequence!);
    expect(cancellation!.sequence).toBeGreaterThan(changed!.sequence!);
  });

  it('takes a new, higher SEQUENCE with each of two changes made at the same moment', async () => {
    const booking = await bookedCustomer();
    await Promise.all([officeMoves(booking, 14), officeMoves(booking, 15)]);
    await deliver();

    const changes = mailsTo(booking.customer.email)
      .slice(1)
      .map(calendarOf)
      .sort((a, b) => a.sequence! - b.sequence!);
    expect(changes.map((c) => c.sequence)).toEqual([1, 2]);
    // The mails may arrive in either order; a calendar keeps the higher SEQUENCE, which is the
    // change that committed last: the reservation as it stands.
    const stored = await api.get(`/api/reservations/${booking.id}/admin`, {
      token: t.tokens.admin,
    });
    const pickUp = stored.json<{ pickUpTime: string }>().pickUpTime;
    expect(changes[1]!.start).toEqual(
      fromWallClock(dayAhead(booking.days, Number(pickUp.slice(11, 13))), t.config.timeZone),
    );
  });
});
