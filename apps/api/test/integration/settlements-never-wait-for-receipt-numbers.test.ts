import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { toWallClock, type Reservation } from '@keyturn/shared';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { outbox, receiptCounters, receipts, receiptsOwed } from '../../src/db/schema.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from '../../src/db/timeouts.ts';
import { startHousekeeping } from '../../src/housekeeping.ts';
import type { ReservationFacts } from '../../src/modules/mail/kinds.ts';
import { ClockAhead } from '../support/clock.ts';
import { onPostgres } from '../support/database.ts';
import { handoverDesk, type Trip } from '../support/handover.ts';
import {
  apiClient,
  registerCustomer,
  useStarted,
  useTestApp,
  type ApiClient,
} from '../support/harness.ts';
import { bookingDays, endTrip, payInFull, recordByOffice } from '../support/ledger.ts';
import { pdfText } from '../support/pdf.ts';

/*
 * A settlement (a counter payment that pays a booking off, a check-in, the refund of a paid
 * cancellation) only records that its receipt is owed; the year's counter is taken after its
 * commit, for an instant (decision 061). Before, every settlement raised the counter inside its
 * own transaction and kept it until its commit, so settlements queued on it, and one held long
 * ran past the statement limit (503). PostgreSQL only: PGlite has one connection, so neither two
 * instances nor a second session holding the counter can exist there.
 */

const VEHICLE_ID = 4;
const MINUTE_MS = 60_000;
/** Fifty settlements of three kinds, spread over two instances. */
const CHECK_INS = 20;
const PAYMENTS_IN_FULL = 15;
const REFUNDS_AFTER_CANCELLING = 15;
/** Past the statement limit: a settlement that waited for the counter this long would fail. */
const COUNTER_HELD_MS = DEFAULT_DATABASE_TIMEOUTS.statementMs + 1_000;

/** A booking ready to be settled, and its settlement, sent through the instance `via`. */
interface Settlement {
  id: number;
  settle(via: ApiClient): ReturnType<ApiClient['post']>;
}

describe.runIf(onPostgres())('receipt numbers no settlement waits for', () => {
  const clock = new ClockAhead();
  const t = useTestApp({ now: clock.now, maxActiveBookings: 1000 }, { signIn: ['admin'] });
  const { api, tokens } = t;
  const desk = handoverDesk(t, clock);
  const bookOnFreshDay = bookingDays(api, VEHICLE_ID, 10);
  /** The file's database, as the app's pool reaches it. */
  const databaseUrl = () =>
    (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;

  /** A second instance on the file's database, with a pool of its own, as a deployment runs two. */
  const second = useStarted(
    'second instance',
    async () => {
      const handle = await openDatabase({ databaseUrl: databaseUrl(), poolSize: 20 });
      return { handle, app: await buildApp(t.config, handle.db) };
    },
    async ({ handle, app }) => {
      await app.close();
      await handle.close();
    },
  );
  const secondApi = apiClient(() => second().app);

  const officeView = async (id: number) =>
    (await api.get(`/api/reservations/${id}/admin`, { token: tokens.admin })).json<Reservation>();

  /** The office pays off a booking whose trip has ended. */
  async function paymentInFull(customerToken: string): Promise<Settlement> {
    const booking = await officeView(await bookOnFreshDay(customerToken));
    await endTrip(t.db, booking.id);
    return {
      id: booking.id,
      settle: (via) =>
        recordByOffice(via, tokens.admin, booking.id, {
          kind: 'CHARGE',
          amount: booking.totalPrice,
        }),
    };
  }

  /** The office gives back what was paid on a booking its customer has cancelled. */
  async function refundAfterCancelling(customerToken: string): Promise<Settlement> {
    const booking = await officeView(await bookOnFreshDay(customerToken));
    await payInFull(api, tokens.admin, booking);
    const cancelled = await api.patch(`/api/reservations/${booking.id}/cancel`, {
      token: customerToken,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return {
      id: booking.id,
      settle: (via) =>
        recordByOffice(via, tokens.admin, booking.id, {
          kind: 'REFUND',
          amount: booking.totalPrice,
        }),
    };
  }

  /** A trip paid in full on the road, its check-in a settlement once the clock is before its drop-off. */
  async function paidTripOnTheRoad(): Promise<Trip> {
    const trip = await desk.onTheRoad();
    await payInFull(api, tokens.admin, await officeView(trip.id));
    return trip;
  }
  const checkIn = (trip: Trip): Settlement => ({
    id: trip.id,
    settle: (via) =>
      via.post(`/api/reservations/admin/${trip.id}/check-in`, {
        token: tokens.admin,
        body: { odometer: 1020, fuelEighths: 8 },
      }),
  });

  const numbersOf = (ids: number[]) =>
    t.db.select().from(receipts).where(inArray(receipts.reservationId, ids));
  const receiptMailsOf = (ids: number[]) =>
    t.db
      .select({ reservationId: outbox.reservationId, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'receipt'), inArray(outbox.reservationId, ids)));

  /** Every receipt of the file's database is numbered, 1 onwards without a gap, as the counter says. */
  async function expectAllNumberedWithoutGaps() {
    expect(await t.db.select().from(receiptsOwed)).toEqual([]);
    const numbers = (await t.db.select().from(receipts)).map((row) => row.number);
    numbers.sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const [counter] = await t.db.select().from(receiptCounters);
    expect(counter?.lastNumber).toBe(numbers.length);
  }

  /**
   * Another session locks the year's counter row, as a settlement that raised it used to until
   * its commit. `release` commits it (once, however often it is called).
   */
  async function holdCounter() {
    const { year } = toWallClock(clock.now(), t.config.timeZone);
    const holder = new pg.Client({ connectionString: databaseUrl() });
    await holder.connect();
    await holder.query('BEGIN');
    const held = await holder.query<{ last_number: number }>(
      `INSERT INTO receipt_counters (year, last_number) VALUES ($1, 0)
       ON CONFLICT (year) DO UPDATE SET last_number = receipt_counters.last_number
       RETURNING last_number`,
      [year],
    );
    let released: Promise<void> | undefined;
    return {
      since: Date.now(),
      lastNumber: held.rows[0]!.last_number,
      release: () =>
        (released ??= holder.query('COMMIT').then(
          () => holder.end(),
          () => holder.end(),
        )),
    };
  }

  it(`answers ${CHECK_INS + PAYMENTS_IN_FULL + REFUNDS_AFTER_CANCELLING} settlements at once on two instances without a 5xx, each numbered once, without gaps`, async () => {
    const customer = await registerCustomer(api);
    const settlements: Settlement[] = [];
    for (let index = 0; index < PAYMENTS_IN_FULL; index++) {
      settlements.push(await paymentInFull(customer.token));
    }
    for (let index = 0; index < REFUNDS_AFTER_CANCELLING; index++) {
      settlements.push(await refundAfterCancelling(customer.token));
    }
    const trips: Trip[] = [];
    for (let index = 0; index < CHECK_INS; index++) trips.push(await paidTripOnTheRoad());
    settlements.push(...trips.map(checkIn));
    // Every trip runs 12:00-14:00 today: returned a minute early, each adds no line and is square.
    desk.setClock(new Date(trips[0]!.dropOff.getTime() - MINUTE_MS));

    // The counter is busy when they come, and is freed once the first of them has answered.
    // Settlements that waited for it would all wait until the statement limit (503); these
    // answer, and number their receipts as it comes free, the two instances' at the same time.
    const counter = await holdCounter();
    const answers = await Promise.all(
      settlements.map(({ settle }, index) =>
        settle(index % 2 === 0 ? api : secondApi).finally(counter.release),
      ),
    ).finally(counter.release);

    const failed = answers.filter((answer) => answer.statusCode >= 300);
    expect(failed.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
    const ids = settlements.map((settlement) => settlement.id);
    // Numbered by the time the last has answered: nothing was left for the sweep.
    const given = await numbersOf(ids);
    expect(given).toHaveLength(settlements.length);
    expect(new Set(given.map((row) => row.number)).size).toBe(settlements.length);
    await expectAllNumberedWithoutGaps();
    // Each receipt's mail, once, with the receipt's own number (decision 050).
    const mails = await receiptMailsOf(ids);
    expect(mails).toHaveLength(settlements.length);
    for (const mail of mails) {
      const numbered = given.find((row) => row.reservationId === mail.reservationId);
      expect((mail.payload as ReservationFacts).receipt?.number).toBe(numbered?.number);
    }
  });

  it('answers a check-in while another session holds the counter past the statement limit, and numbers its receipt once the counter is free', async () => {
    const trip = await paidTripOnTheRoad();
    desk.setClock(new Date(trip.dropOff.getTime() - MINUTE_MS));
    const counter = await holdCounter();
    try {
      const checkedIn = await desk.checkIn(trip.id, { odometer: 1020, fuelEighths: 8 });
      expect(checkedIn.statusCode, checkedIn.body).toBe(200);
      expect(await officeView(trip.id)).toMatchObject({ status: 'DONE', balance: 0 });
      // Settled, its number to come: the receipt says so rather than "not settled yet".
      const receipt = await api.get(`/api/reservations/${trip.id}/receipt`, {
        token: trip.customer.token,
      });
      expect(receipt.statusCode).toBe(200);
      const text = await pdfText(receipt.rawPayload);
      expect(text).toContain('this booking is settled; its receipt gets its number');
      expect(await numbersOf([trip.id])).toEqual([]);
      expect(await receiptMailsOf([trip.id])).toEqual([]);

      await sleep(Math.max(0, counter.since + COUNTER_HELD_MS - Date.now()));
    } finally {
      await counter.release();
    }

    // The sweep numbers it at its first run (and every minute after), as every instance runs it.
    await startHousekeeping(t.db, clock.now, t.app.log, t.config.timeZone).stop();
    const [numbered] = await numbersOf([trip.id]);
    expect(numbered?.number).toBe(counter.lastNumber + 1);
    const [mail, ...more] = await receiptMailsOf([trip.id]);
    expect(more).toEqual([]);
    expect((mail?.payload as ReservationFacts).receipt?.number).toBe(counter.lastNumber + 1);
    await expectAllNumberedWithoutGaps();
  });
});
