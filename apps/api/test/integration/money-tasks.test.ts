import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { startStripeDouble, type PaymentIntent } from '@keyturn/stripe-double';
import {
  REFUND_DELAYED_MESSAGE,
  type BookingCreated,
  type HandoverDone,
  type MoneyTask,
  type Reservation,
} from '@keyturn/shared';
import { buildApp } from '../../src/app.ts';
import { cardRefundsInFlight, moneyTasks, onlineCheckouts, payments } from '../../src/db/schema.ts';
import { ClockAhead } from '../support/clock.ts';
import { onPostgres } from '../support/database.ts';
import { handoverDesk } from '../support/handover.ts';
import { registerCustomer, useStarted, useTestApp } from '../support/harness.ts';
import { at } from '../support/times.ts';

const WEBHOOK_SECRET = 'whsec_keyturn_money_task_tests';
const RECONCILE_SECONDS = 120;

const double = useStarted(
  'payment provider double',
  () => startStripeDouble({ webhookSecret: WEBHOOK_SECRET, retryDelaysMs: [200] }),
  (started) => started.close(),
);
const clock = new ClockAhead();
const t = useTestApp(
  () => ({
    maxActiveBookings: 1000,
    now: clock.now,
    payments: {
      mode: 'stripe' as const,
      secretKey: double().secretKey,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: double().url,
      holdMinutes: 30,
      reconcileSeconds: RECONCILE_SECONDS,
    },
  }),
  { signIn: ['admin'] },
);
const { api } = t;
const desk = handoverDesk(t, clock);

beforeAll(async () => {
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await double().setWebhook({ url: `${url}/api/payments/stripe/webhook` });
});

/** The worker's pass, as housekeeping runs it, once the reconcile time has gone by. */
async function afterTheReconcileTime() {
  clock.aheadMs += RECONCILE_SECONDS * 1000;
  return t.app.services.online!.moneyTasks.runDue();
}

/** A trip booked today, paid online on the provider's page, with its deposit and customer. */
async function paidTrip() {
  const trip = await desk.booked();
  const [checkout] = await t.db
    .select()
    .from(onlineCheckouts)
    .where(eq(onlineCheckouts.reservationId, trip.id));
  await double().pay(checkout!.sessionId);
  await double().waitForDeliveries();
  const own = await api.get(`/api/reservations/${trip.id}/auth`, { token: trip.customer.token });
  const depositCents = Math.round(own.json<Reservation>().deposit * 100);
  return { ...trip, depositCents, providerCustomer: checkout!.customerId };
}
type PaidTrip = Awaited<ReturnType<typeof paidTrip>>;

async function handOver(trip: PaidTrip) {
  desk.setClock(trip.pickUp);
  const response = await desk.checkOut(trip.id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HandoverDone>();
}

/** Back at drop-off with `miles` driven and a full tank; 100 miles a day are included. */
async function takeBack(trip: PaidTrip, miles: number, more = {}) {
  desk.setClock(trip.dropOff);
  const response = await desk.checkIn(trip.id, { odometer: 1000 + miles, fuelEighths: 8, ...more });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HandoverDone>();
}

/** Runs `call` while the provider carries out the route's requests and loses every answer. */
async function withAnswersLost<T>(route: string, call: () => Promise<T>): Promise<T> {
  await double().loseAnswers(route, true);
  try {
    return await call();
  } finally {
    await double().loseAnswers(route, false);
  }
}

async function intentsOf(trip: PaidTrip): Promise<PaymentIntent[]> {
  const { paymentIntents } = await double().state();
  return paymentIntents.filter((intent) => intent.customer === trip.providerCustomer);
}

/** The ledger rows a PaymentIntent's state makes, as `KIND cents intent`. */
function rowsOfIntent(intent: PaymentIntent): string[] {
  const row = (kind: string, cents: number) => `${kind} ${cents} ${intent.id}`;
  if (intent.capture_method === 'automatic') {
    return intent.status === 'succeeded' ? [row('CHARGE', intent.amount_received)] : [];
  }
  if (intent.status === 'requires_payment_method') return [];
  const rows = [row('HOLD', intent.amount)];
  const captured = intent.status === 'succeeded' ? intent.amount_received : 0;
  if (captured > 0) rows.push(row('CAPTURE', captured));
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    if (intent.amount > captured) rows.push(row('RELEASE', intent.amount - captured));
  }
  return rows;
}

async function ledgerRowsOf(id: number): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, id))
    .orderBy(asc(payments.id));
  return rows.map((payment) => `${payment.kind} ${payment.amountCents} ${payment.providerRef}`);
}

/** The ledger holds what the provider did on the booking's card, cent for cent, each once. */
async function expectLedgerToEqualProvider(trip: PaidTrip) {
  const provider = (await intentsOf(trip)).flatMap(rowsOfIntent);
  expect((await ledgerRowsOf(trip.id)).sort()).toEqual(provider.sort());
}

async function tasksOf(id: number) {
  return t.db
    .select()
    .from(moneyTasks)
    .where(eq(moneyTasks.reservationId, id))
    .orderBy(asc(moneyTasks.id));
}

async function balanceOf(trip: PaidTrip) {
  const own = await api.get(`/api/reservations/${trip.id}/auth`, { token: trip.customer.token });
  return own.json<Reservation>().balance;
}

describe('money steps as durable tasks', () => {
  it('records a deposit hold whose answer was lost, once, after the worker asks again', async () => {
    const trip = await paidTrip();
    const out = await withAnswersLost('POST /v1/payment_intents', () => handOver(trip));
    expect(out.paymentProblem).toMatch(
      /deposit of .* is not confirmed yet: the payment service did not answer/,
    );
    expect(out.paymentProblem).not.toMatch(/could not be held/);
    const [task] = await tasksOf(trip.id);
    expect(task).toMatchObject({ kind: 'HOLD', state: 'PENDING', amountCents: trip.depositCents });
    // The provider holds the deposit; the ledger does not have it yet.
    expect((await intentsOf(trip)).map((intent) => intent.status)).toContain('requires_capture');

    expect(await afterTheReconcileTime()).toBeGreaterThanOrEqual(1);
    await expectLedgerToEqualProvider(trip);
    expect((await tasksOf(trip.id))[0]).toMatchObject({
      state: 'DONE',
      finishedAt: expect.any(Date),
    });
    // A second pass, and the key's replay, record nothing twice.
    await afterTheReconcileTime();
    await expectLedgerToEqualProvider(trip);
    expect(
      (await intentsOf(trip)).filter((intent) => intent.capture_method === 'manual'),
    ).toHaveLength(1);
  });

  it('records a capture whose answer was lost, with the release the provider made with it', async () => {
    const trip = await paidTrip();
    await handOver(trip);
    const [hold] = await tasksOf(trip.id);
    const back = await withAnswersLost(
      `POST /v1/payment_intents/${hold!.providerRef}/capture`,
      () => takeBack(trip, 150),
    );
    expect(back.paymentProblem).toMatch(/Taking \$25\.00 from the deposit is not confirmed yet/);
    expect(await balanceOf(trip)).toBe(25);

    await afterTheReconcileTime();
    await expectLedgerToEqualProvider(trip);
    expect(await balanceOf(trip)).toBe(0);
    const rows = await ledgerRowsOf(trip.id);
    expect(rows.filter((row) => row.startsWith('CAPTURE'))).toHaveLength(1);
    expect(rows.filter((row) => row.startsWith('RELEASE'))).toHaveLength(1);
  });

  it('records a charge beyond the hold whose answer was lost', async () => {
    const trip = await paidTrip();
    await handOver(trip);
    const damageCents = trip.depositCents + 4000;
    const back = await withAnswersLost('POST /v1/payment_intents', () =>
      takeBack(trip, 20, { damage: [{ description: 'Dented door', amount: damageCents / 100 }] }),
    );
    expect(back.paymentProblem).toMatch(
      /did not confirm whether \$40\.00 was charged.*before taking it at the counter/,
    );
    expect(await balanceOf(trip)).toBe(40);

    await afterTheReconcileTime();
    await expectLedgerToEqualProvider(trip);
    expect(await balanceOf(trip)).toBe(0);
    expect((await tasksOf(trip.id)).map((task) => [task.kind, task.state])).toEqual([
      ['HOLD', 'DONE'],
      ['CAPTURE', 'DONE'],
      ['CHARGE', 'DONE'],
    ]);
  });

  it('fails a charge the card declines, keeps the balance, and lists it for the office', async () => {
    const trip = await paidTrip();
    await handOver(trip);
    await double().declineNextPayment(trip.providerCustomer, 'insufficient_funds');
    const damageCents = trip.depositCents + 2500;
    const back = await takeBack(trip, 20, {
      damage: [{ description: 'Scratched bumper', amount: damageCents / 100 }],
    });
    expect(back.paymentProblem).toMatch(/\$25\.00 could not be charged.*settle at the counter/);
    expect(await balanceOf(trip)).toBe(25);
    const charge = (await tasksOf(trip.id)).find((task) => task.kind === 'CHARGE');
    expect(charge).toMatchObject({
      state: 'FAILED',
      lastError: expect.stringMatching(/card_declined/),
    });

    // The worker does not try a failed task again.
    await afterTheReconcileTime();
    expect(await balanceOf(trip)).toBe(25);
    await expectLedgerToEqualProvider(trip);

    const listed = await api.get('/api/payments/admin/tasks', {
      token: t.tokens.admin,
      query: { state: 'FAILED', size: 100 },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ content: MoneyTask[] }>().content).toContainEqual({
      id: charge!.id,
      reservationId: trip.id,
      kind: 'CHARGE',
      amount: 25,
      state: 'FAILED',
      attempts: 1,
      lastError: expect.stringMatching(/^StripeCardError card_declined \(insufficient_funds\)/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
    });
  });

  it('lists the tasks still open for the office, the newest first', async () => {
    const trip = await paidTrip();
    await withAnswersLost('POST /v1/payment_intents', () => handOver(trip));
    const listed = await api.get('/api/payments/admin/tasks', { token: t.tokens.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json<{ content: MoneyTask[]; totalElements: number }>();
    expect(page.content[0]).toMatchObject({
      reservationId: trip.id,
      kind: 'HOLD',
      state: 'PENDING',
      amount: trip.depositCents / 100,
      attempts: 1,
      lastError: expect.stringMatching(/^StripeConnectionError/),
    });
    expect(page.content.every((task) => task.state === 'PENDING')).toBe(true);
    await afterTheReconcileTime();
    await expectLedgerToEqualProvider(trip);
  });
});

describe('the money task worker', () => {
  /** A second instance on the same database, as a deployment runs two. */
  const second = useStarted(
    'second instance',
    () => buildApp(t.config, t.db),
    (app) => app.close(),
  );

  it('lets two instances take one task once: one records it, the other finds nothing to do', async () => {
    const trip = await paidTrip();
    await withAnswersLost('POST /v1/payment_intents', () => handOver(trip));
    clock.aheadMs += RECONCILE_SECONDS * 1000;
    const done = await Promise.all([
      t.app.services.online!.moneyTasks.runDue(),
      second().services.online!.moneyTasks.runDue(),
    ]);
    expect(done[0] + done[1]).toBe(1);
    await expectLedgerToEqualProvider(trip);
    expect((await tasksOf(trip.id))[0]).toMatchObject({ state: 'DONE', attempts: 2 });
  });

  it("finds a payment by the task's key in its metadata once the provider may have forgotten the key", async () => {
    const trip = await paidTrip();
    await withAnswersLost('POST /v1/payment_intents', async () => {
      await handOver(trip);
      // A day later: the provider keeps a key's answer for 24 hours, and every new try is lost.
      await t.db.execute(
        sql`UPDATE money_tasks SET created_at = created_at - interval '25 hours'
            WHERE reservation_id = ${trip.id}`,
      );
      await afterTheReconcileTime();
    });
    await expectLedgerToEqualProvider(trip);
    expect((await tasksOf(trip.id))[0]).toMatchObject({ state: 'DONE' });
    const holds = (await intentsOf(trip)).filter((intent) => intent.capture_method === 'manual');
    expect(holds).toHaveLength(1);
    expect(holds[0]!.metadata).toMatchObject({ task: (await tasksOf(trip.id))[0]!.idempotencyKey });
  });
});

describe("the customer's cancellation", () => {
  it('gives back what was paid online as a task that waits for an office refund in flight, then gives back the rest', async () => {
    const customer = await registerCustomer(api);
    const booked = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId: 4 },
      body: {
        pickUpTime: at(60, 10),
        dropOffTime: at(60, 12),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, paymentUrl } = booked.json<BookingCreated>();
    await double().pay(new URL(paymentUrl!).pathname.split('/').pop()!);
    await double().waitForDeliveries();
    const [charge] = await t.db.select().from(payments).where(eq(payments.reservationId, id));
    // The office's refund of $10 to the card is in flight: claimed, not yet made.
    await t.db.insert(cardRefundsInFlight).values({
      reservationId: id,
      amountCents: 1000,
      reason: 'office-0-1000',
      parts: [{ intentId: charge!.providerRef!, cents: 1000 }],
      refundedBy: null,
      note: null,
      claimedAt: clock.now(),
    });

    const cancelled = await api.patch(`/api/reservations/${id}/cancel`, { token: customer.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: REFUND_DELAYED_MESSAGE });
    expect((await tasksOf(id)).map((task) => [task.kind, task.state])).toEqual([
      ['REFUND', 'PENDING'],
    ]);

    // The worker's passes: the office's refund is finished, then the cancellation's.
    const worker = t.app.services.online!.moneyTasks;
    clock.aheadMs += RECONCILE_SECONDS * 1000;
    await worker.sweep();
    clock.aheadMs += RECONCILE_SECONDS * 1000;
    await worker.sweep();
    expect((await tasksOf(id)).map((task) => [task.kind, task.state])).toEqual([
      ['REFUND', 'DONE'],
    ]);
    const total = charge!.amountCents;
    expect(await ledgerRowsOf(id)).toEqual([
      `CHARGE ${total} ${charge!.providerRef}`,
      expect.stringMatching(/^REFUND 1000 re_/),
      expect.stringMatching(new RegExp(`^REFUND ${total - 1000} re_`)),
    ]);
    const refunded = (await double().state()).refunds.filter(
      (refund) => refund.payment_intent === charge!.providerRef,
    );
    expect(refunded.reduce((sum, refund) => sum + refund.amount, 0)).toBe(total);
  });
});

describe.runIf(onPostgres())('money steps when our own database fails', () => {
  /** Another session holds the ledger against new rows until `release`. */
  async function lockTheLedger() {
    const databaseUrl = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE payments IN EXCLUSIVE MODE');
    return {
      release: () => holder.query('COMMIT').finally(() => holder.end()),
    };
  }

  it('leaves a hold the provider made pending while the ledger is locked past the statement limit, then records it once', async () => {
    const trip = await paidTrip();
    const lock = await lockTheLedger();
    let out: HandoverDone;
    try {
      out = await handOver(trip);
    } finally {
      await lock.release();
    }
    expect(out.paymentProblem).toMatch(/Keyturn's own database could not record it just now/);
    expect(out.paymentProblem).not.toMatch(/payment service did not answer/);
    const [task] = await tasksOf(trip.id);
    expect(task).toMatchObject({
      state: 'PENDING',
      providerRef: expect.stringMatching(/^pi_/),
      lastError: expect.stringMatching(/^Keyturn's database failed/),
    });

    await afterTheReconcileTime();
    await afterTheReconcileTime();
    await expectLedgerToEqualProvider(trip);
    expect((await ledgerRowsOf(trip.id)).filter((row) => row.startsWith('HOLD'))).toHaveLength(1);
  });
});
