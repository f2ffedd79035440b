import { describe, expect, it } from 'vitest';
import { formatCents, type Reservation } from '@keyturn/shared';
import { bookCar } from '../support/bookings.ts';
import { ClockAhead, testNow } from '../support/clock.ts';
import { LICENCE, instant } from '../support/handover.ts';
import { expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { recordByOffice } from '../support/ledger.ts';
import { pdfText } from '../support/pdf.ts';
import {
  at,
  calmDay,
  nextFallBackDay,
  nextSpringForwardDay,
  requestDay,
} from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

// The app's clock is moved to hand cars over and to print the sheet on a later day; the
// tests' calendar (at, requestDay) stays on the tests' own clock. The next clock change can be
// a year away.
const clock = new ClockAhead();
const t = useTestApp(
  { now: clock.now, maxActiveBookings: 1000, bookingHorizonDays: 400 },
  { signIn: ['admin', 'customer'] },
);
const { api, tokens } = t;

/** The office's token, signed in again whenever the clock moves days on. */
let office: string | undefined;

/** Moves the app's clock to the instant (it runs on from there), the office signed in then. */
async function setClock(to: Date) {
  clock.aheadMs = to.getTime() - testNow().getTime();
  office = await t.signIn('admin');
}

/** Puts the app's clock back on the tests' own, where the file's tokens hold. */
function resetClock() {
  clock.aheadMs = 0;
  office = undefined;
}

let people = 0;
/** A customer of their own name and phone, with a licence the hand-over lets drive off. */
async function customer(firstName: string, phoneNumber: string) {
  people += 1;
  const lastName = `Sheet${people}`;
  const person = await registerCustomer(api, { firstName, lastName, phoneNumber });
  const { email, address, zipCode } = person;
  const profile = await api.put('/api/user', {
    token: person.token,
    body: { firstName, lastName, email, phoneNumber, address, zipCode, ...LICENCE },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  return { ...person, name: `${firstName} ${lastName}` };
}

/** A booking from `pickUp` to `dropOff` (request times) in a car of its own. */
async function booking(
  who: Awaited<ReturnType<typeof customer>>,
  pickUp: string,
  dropOff: string,
  car: Record<string, unknown> = {},
  extras?: { id: number; quantity: number }[],
) {
  const { id: carId } = await addTestVehicle(api, tokens.admin, { model: 'Sheet Hatch', ...car });
  const id = extras
    ? await bookedWithExtras(who.token, carId, pickUp, dropOff, extras)
    : await bookCar(api, who.token, carId, { pickUpTime: pickUp, dropOffTime: dropOff });
  return { id, carId };
}

async function bookedWithExtras(
  token: string,
  carId: number,
  pickUpTime: string,
  dropOffTime: string,
  extras: { id: number; quantity: number }[],
) {
  const response = await api.post('/api/reservations/add', {
    token,
    query: { carId },
    body: {
      pickUpTime,
      dropOffTime,
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Union Square',
      extras,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function checkOut(id: number, pickUp: string) {
  await setClock(instant(pickUp));
  const response = await api.post(`/api/reservations/admin/${id}/check-out`, {
    token: office,
    body: { odometer: 1000, fuelEighths: 8 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The day sheet asked for by whoever holds the token (none: anonymous). */
const daySheet = (date: string, token: string | null = office ?? tokens.admin) =>
  api.get('/api/reservations/admin/day-sheet', { token: token ?? undefined, query: { date } });

/** The day sheet's text as a PDF reader extracts it. */
async function sheetText(date: string): Promise<string> {
  const response = await daySheet(date);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const [month, day, year] = date.split('/');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename=day-sheet-${year}-${month}-${day}.pdf`,
  );
  return pdfText(response.rawPayload);
}

/** The part of the sheet from one heading to the next (or the end). */
function part(text: string, heading: 'Pick-ups' | 'Returns'): string {
  const start = text.indexOf(`${heading} (`);
  expect(start, `the sheet has ${heading}`).toBeGreaterThan(-1);
  const end = heading === 'Pick-ups' ? text.indexOf('Returns (') : text.length;
  return text.slice(start, end);
}

/** Whether the names come in this order in the text, each once. */
function inOrder(text: string, names: string[]) {
  const places = names.map((name) => text.indexOf(name));
  expect(
    places.every((place) => place > -1),
    `${names.join(', ')} are all there`,
  ).toBe(true);
  expect(places).toEqual([...places].sort((a, b) => a - b));
}

describe('the day sheet', () => {
  it("lists a day's pick-ups and returns by time with phone, car, plate, extras and balance; the overdue returns first", async () => {
    resetClock();
    const day = calmDay(10);
    const seatResponse = await api.post('/api/extras/admin', {
      token: tokens.admin,
      body: { name: 'Sheet booster', price: 6, per: 'TRIP', maxQuantity: 2 },
    });
    expect(seatResponse.statusCode, seatResponse.body).toBe(201);
    const seat = seatResponse.json<{ id: number }>().id;

    // Booked late-first, so that their ids run against their times.
    const late = await customer('Lena', '(415) 555-0102');
    await booking(late, at(day, 15), at(day, 18), { plateNumber: 'KT-LATE 2' });
    const early = await customer('Erin', '(415) 555-0101');
    const earlyTrip = await booking(early, at(day, 9), at(day, 12), { plateNumber: '7ktr101' }, [
      { id: seat, quantity: 2 },
    ]);
    const called = await customer('Cody', '(415) 555-0103');
    const calledOff = await booking(called, at(day, 12), at(day, 13));
    const cancelled = await api.patch(`/api/reservations/${calledOff.id}/cancel`, {
      token: called.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // On the road: one due back that day, one due back the day before and still out.
    const back = await customer('Remy', '(415) 555-0104');
    const dueBack = await booking(back, at(day - 1, 10), at(day, 11), {
      model: 'Sheet Van',
      plateNumber: 'RTN 404',
    });
    const gone = await customer('Oona', '(415) 555-0105');
    const stillOut = await booking(gone, at(day - 2, 10), at(day - 1, 10), {
      model: 'Sheet Coupe',
    });
    // Next week's pick-up is another day's.
    const other = await customer('Nico', '(415) 555-0106');
    await booking(other, at(day + 1, 9), at(day + 1, 10));

    const total = (
      await api.get(`/api/reservations/${earlyTrip.id}/admin`, { token: tokens.admin })
    ).json<Reservation>().totalPrice;
    const paid = await recordByOffice(api, tokens.admin, earlyTrip.id, {
      kind: 'CHARGE',
      amount: 10,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await checkOut(stillOut.id, at(day - 2, 10));
    await checkOut(dueBack.id, at(day - 1, 10));

    await setClock(instant(at(day, 8)));
    const text = await sheetText(requestDay(day));
    expect(text).toContain('Day sheet');
    expect(text).toContain('2 to pick up, 2 to come back, 1 of them overdue.');

    const pickUps = part(text, 'Pick-ups');
    expect(pickUps).toContain('Pick-ups (2)');
    inOrder(pickUps, ['9:00 AM', early.name, '(415) 555-0101', '3:00 PM', late.name]);
    expect(pickUps).toContain('Car: Sheet Hatch, plate 7KTR101');
    expect(pickUps).toContain('Car: Sheet Hatch, plate KT-LATE 2');
    expect(pickUps).toContain('Extras: Sheet booster × 2');
    expect(pickUps).toContain('Extras: none');
    expect(pickUps).toContain(`Balance ${formatCents(Math.round(total * 100) - 1000)}`);
    expect(pickUps).toContain(`Booking #${earlyTrip.id}`);
    expect(text).not.toContain(called.name);
    expect(text).not.toContain(other.name);

    const returns = part(text, 'Returns');
    expect(returns).toContain('Returns (2)');
    // The car still out since yesterday first, flagged, with the day it was due; then today's.
    inOrder(returns, ['OVERDUE', gone.name, '(415) 555-0105', '11:00 AM', back.name]);
    expect(returns.match(/OVERDUE/g)).toHaveLength(1);
    expect(returns).toContain('Car: Sheet Coupe, plate —');
    expect(returns).toContain('Car: Sheet Van, plate RTN 404');
    expect(returns).toMatch(/[A-Z][a-z]{2} \d{1,2}, 10:00 AM/);

    // Printed past today's return and its grace, that one is overdue too.
    await setClock(instant(at(day, 11, 16)));
    const later = part(await sheetText(requestDay(day)), 'Returns');
    expect(later.match(/OVERDUE/g)).toHaveLength(2);
  });

  it('says so when a day has nothing to do', async () => {
    resetClock();
    // Long ago: the seed's bookings and this file's are all later.
    const text = await sheetText(requestDay(-200));
    expect(text).toContain('Pick-ups (0)');
    expect(text).toContain('No pick-ups on this day.');
    expect(text).toContain('Returns (0)');
    expect(text).toContain('No returns due on this day.');
  });

  it('cuts the day at the company midnight, also when the clocks change', async () => {
    resetClock();
    // 23:30 on the 25-hour day is 24.5 hours after its midnight: still that day.
    const fall = nextFallBackDay();
    const autumn = await customer('Fall', '(415) 555-0107');
    await booking(autumn, at(fall, 23, 30), at(fall + 1, 2));
    // 00:30 after the 23-hour day is 23.5 hours after its midnight: the next day.
    const spring = nextSpringForwardDay();
    const vernal = await customer('Spring', '(415) 555-0108');
    await booking(vernal, at(spring + 1, 0, 30), at(spring + 1, 3));

    const fallDay = await sheetText(requestDay(fall));
    expect(fallDay).toContain(autumn.name);
    // The day's times name their side of the change.
    expect(fallDay).toMatch(/11:30 PM P[SD]T/);
    expect(await sheetText(requestDay(fall + 1))).not.toContain(autumn.name);
    expect(await sheetText(requestDay(spring))).not.toContain(vernal.name);
    expect(await sheetText(requestDay(spring + 1))).toContain(vernal.name);
  });

  it('refuses a day that is not one, naming the field, and anyone but the office', async () => {
    resetClock();
    for (const [date, message] of [
      ['2031-06-10', 'Date must be written as MM/DD/YYYY'],
      ['02/30/2031', 'Date is not a real date'],
      ['13/01/2031', 'Date is not a real date'],
    ] as const) {
      const refused = await daySheet(date);
      expect(refused.statusCode, date).toBe(400);
      expect(expectEnvelope(refused).errors).toEqual([{ field: 'date', message }]);
    }
    const missing = await api.get('/api/reservations/admin/day-sheet', { token: tokens.admin });
    expect(missing.statusCode).toBe(400);
    expect(expectEnvelope(missing).errors).toEqual([
      { field: 'date', message: 'Date is required, written as MM/DD/YYYY' },
    ]);

    expect((await daySheet(requestDay(3), tokens.customer)).statusCode).toBe(403);
    expect((await daySheet(requestDay(3), null)).statusCode).toBe(401);
  });
});
