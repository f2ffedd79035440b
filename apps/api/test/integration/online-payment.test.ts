import type { IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { startStripeDouble } from '@keyturn/stripe-double';
import {
  CARD_REFUND_UNCONFIRMED_MESSAGE,
  REFUND_ABOVE_PAID_MESSAGE,
  REFUND_ABOVE_PAID_ONLINE_MESSAGE,
  RESERVATION_CANCELLED_MESSAGE,
  UNPAID_BOOKING_CANCELLED_MESSAGE,
  formatWallClock,
  type BookingCreated,
  type HandoverDone,
  type Reservation,
} from '@keyturn/shared';
import { buildApp } from '../../src/app.ts';
import {
  cardRefundsInFlight,
  onlineCheckouts,
  outbox,
  payments,
  providerEvents,
  reservations,
  vehicleOccupancy,
} from '../../src/db/schema.ts';
import {
  BAD_SIGNATURE_MESSAGE,
  PAYMENT_SERVICE_DOWN_MESSAGE,
} from '../../src/modules/payments/online/index.ts';
import { EVENT_NOT_APPLIED_MESSAGE } from '../../src/modules/payments/online/webhook.ts';
import {
  CARD_REFUND_REFUSED_MESSAGE,
  CARD_REFUND_UNDER_WAY_MESSAGE,
} from '../../src/modules/payments/online/refunds.ts';
import { renderContextOf, renderMail } from '../../src/modules/mail/templates.ts';
import { AWAITING_PAYMENT_EDIT_MESSAGE } from '../../src/modules/reservations/service.ts';
import { ClockAhead } from '../support/clock.ts';
import { handoverDesk } from '../support/handover.ts';
import { captureLogs, useCapturedLogs } from '../support/captured-logs.ts';
import { apiClient, registerCustomer, useStarted, useTestApp } from '../support/harness.ts';
import { recordByOffice } from '../support/ledger.ts';
import { expectRefusedAmount } from '../support/payment-refusals.ts';
import { startStallingProxy } from '../support/stalling-proxy.ts';
import { at } from '../support/times.ts';

const VEHICLE_ID = 4;
const WEBHOOK_SECRET = 'whsec_keyturn_online_payment_tests';
const HOLD_MINUTES = 30;
const MINUTE_MS = 60_000;

const double = useStarted(
  'payment provider double',
  () => startStripeDouble({ webhookSecret: WEBHOOK_SECRET, retryDelaysMs: [200] }),
  (started) => started.close(),
);
const clock = new ClockAhead();
const stripeSettings = () => ({
  mode: 'stripe' as const,
  secretKey: double().secretKey,
  webhookSecret: WEBHOOK_SECRET,
  apiUrl: double().url,
  holdMinutes: HOLD_MINUTES,
  reconcileSeconds: 120,
});
/** The provider's own SDK pointed at the double: what the office does in its dashboard. */
const provider = () =>
  new Stripe(double().secretKey, {
    host: new URL(double().url).hostname,
    port: Number(new URL(double().url).port),
    protocol: 'http',
  });
const t = useTestApp(
  () => ({ maxActiveBookings: 1000, now: clock.now, payments: stripeSettings() }),
  { signIn: ['admin'] },
);
const { api } = t;

/** A second instance on the same database whose provider is reached at `url` (a proxy, or nowhere). */
const appReachingProviderAt = (url: string) =>
  buildApp({ ...t.config, payments: { ...stripeSettings(), apiUrl: url } }, t.db);

/** The provider's refund calls, which the proxies below hold or answer wrongly. */
const isRefundCall = (request: IncomingMessage) =>
  request.method === 'POST' && request.url === '/v1/refunds';

/** The app's webhook, as the provider reaches it: the app listens on a port of its own. */
let webhookUrl: string;
beforeAll(async () => {
  webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe/webhook`;
  await double().setWebhook({ url: webhookUrl });
});

/** A second instance of the server on the same database, as a deployment runs two. */
const secondInstance = useStarted(
  'second instance',
  async () => {
    const app = await buildApp(t.config, t.db);
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe/webhook`;
    return { app, url };
  },
  ({ app }) => app.close(),
);

let day = 40;
/** Two hours on a day of their own: no two bookings of this file collide. */
function nextTrip() {
  day += 1;
  return {
    pickUpTime: at(day, 10),
    dropOffTime: at(day, 12),
    pickUpLocation: 'Union Square',
    dropOffLocation: 'Union Square',
  };
}

async function bookOnline(token: string, trip = nextTrip()) {
  const response = await api.post('/api/reservations/add', {
    token,
    query: { carId: VEHICLE_ID },
    body: trip,
  });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<BookingCreated>();
  const sessionId = new URL(created.paymentUrl!).pathname.split('/').pop()!;
  return { ...created, sessionId };
}

async function statusOf(id: number) {
  const [row] = await t.db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.status;
}

function ledgerOf(id: number) {
  return t.db
    .select({
      kind: payments.kind,
      method: payments.method,
      amountCents: payments.amountCents,
      providerRef: payments.providerRef,
    })
    .from(payments)
    .where(eq(payments.reservationId, id))
    .orderBy(asc(payments.id));
}

/** The booking's ledger as [kind, method, cents] lines, oldest first. */
async function ledgerLinesOf(id: number) {
  return (await ledgerOf(id)).map(({ kind, method, amountCents }) => [kind, method, amountCents]);
}

function refundsInFlight() {
  return t.db.select().from(cardRefundsInFlight);
}

async function mailsOf(id: number) {
  const rows = await t.db
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.reservationId, id));
  return rows.map((row) => row.kind);
}

async function holdsItsCar(id: number) {
  const rows = await t.db
    .select({ id: vehicleOccupancy.reservationId })
    .from(vehicleOccupancy)
    .where(eq(vehicleOccupancy.reservationId, id));
  return rows.length === 1;
}

async function totalCentsOf(id: number) {
  const [row] = await t.db
    .select({ total: reservations.totalPriceCents })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row!.total;
}

/** The booking's mail of this kind queued for the booking, as the customer reads it. */
async function mailOf(id: number, kind: 'booking-confirmed' | 'booking-cancelled') {
  const [mail] = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.reservationId, id), eq(outbox.kind, kind)));
  expect(mail, `the ${kind} mail of booking ${id}`).toBeDefined();
  return renderMail(kind, mail!.payload, renderContextOf(t.config, clock.now()));
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function completedEvent(sessionId: string) {
  const { events } = await double().state();
  const event = events.find(
    (each) => each.type === 'checkout.session.completed' && each.data.object.id === sessionId,
  );
  expect(event, `the completion of ${sessionId}`).toBeDefined();
  return event!;
}

/**
 * Runs `call` while the provider carries out the route's requests and loses its answers on the
 * way back, each of the SDK's tries.
 */
async function withAnswersLost<T>(route: string, call: () => Promise<T>): Promise<T> {
  await double().loseAnswers(route, true);
  try {
    return await call();
  } finally {
    await double().loseAnswers(route, false);
  }
}

/** A Stripe-Signature header for the body, signed as the provider signs its events. */
function signatureOf(payload: string, secret = WEBHOOK_SECRET) {
  return new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret });
}

/** Sends the body to the app's webhook (or another instance's), signed with the secret. */
function sendSigned(payload: string, client = api) {
  return client.post('/api/payments/stripe/webhook', {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureOf(payload) },
  });
}

/** Pays on the provider's page and waits until its webhook has been answered. */
async function pay(sessionId: string) {
  await double().pay(sessionId);
  await double().waitForDeliveries();
}

/** The booking's ledger: its total paid, then all of it given back. */
async function expectPaidThenRefunded(id: number) {
  const total = await totalCentsOf(id);
  expect((await ledgerOf(id)).map(({ kind, amountCents }) => [kind, amountCents])).toEqual([
    ['CHARGE', total],
    ['REFUND', total],
  ]);
}

async function checkoutClosedAt(reservationId: number) {
  const [checkout] = await t.db
    .select({ closedAt: onlineCheckouts.closedAt })
    .from(onlineCheckouts)
    .where(eq(onlineCheckouts.reservationId, reservationId));
  return checkout!.closedAt;
}

async function customerCancelledAt(reservationId: number) {
  const [checkout] = await t.db
    .select({ at: onlineCheckouts.customerCancelledAt })
    .from(onlineCheckouts)
    .where(eq(onlineCheckouts.reservationId, reservationId));
  return checkout?.at ?? null;
}

async function sessionStatus(sessionId: string) {
  const sessions = (await double().state()).checkoutSessions;
  return sessions.find((each) => each.id === sessionId)?.status;
}

function passTheTimeToPay() {
  clock.aheadMs += (HOLD_MINUTES + 1) * MINUTE_MS;
}

describe('a booking paid online', () => {
  it('holds its car while waiting for the payment, says where to pay, and sends no mail', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);

    expect(booking.paymentUrl).toBe(`${double().url}/pay/${booking.sessionId}`);
    expect(await statusOf(booking.id)).toBe('PENDING_PAYMENT');
    expect(await holdsItsCar(booking.id)).toBe(true);
    expect(await mailsOf(booking.id)).toEqual([]);
    const own = await api.get(`/api/reservations/${booking.id}/auth`, { token: customer.token });
    const [checkout] = await t.db
      .select({ expiresAt: onlineCheckouts.expiresAt })
      .from(onlineCheckouts)
      .where(eq(onlineCheckouts.reservationId, booking.id));
    expect(own.json<Reservation>()).toMatchObject({
      status: 'PENDING_PAYMENT',
      paymentUrl: booking.paymentUrl,
      paymentDueBy: formatWallClock(checkout!.expiresAt, t.config.timeZone),
      paid: 0,
    });

    const session = (await double().state()).checkoutSessions.find(
      (each) => each.id === booking.sessionId,
    )!;
    expect(session).toMatchObject({
      status: 'open',
      amount_total: await totalCentsOf(booking.id),
      currency: 'usd',
      client_reference_id: String(booking.id),
      metadata: { reservationId: String(booking.id) },
    });
    const customerAtProvider = (await double().state()).customers.find(
      (each) => each.id === session.customer,
    );
    expect(customerAtProvider?.email).toBe(customer.email);
  });

  it('is confirmed once paid: a CHARGE row, CREATED, one confirmation, the card kept', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);

    const total = await totalCentsOf(booking.id);
    expect(await statusOf(booking.id)).toBe('CREATED');
    const [charge] = await ledgerOf(booking.id);
    expect(await ledgerOf(booking.id)).toEqual([
      {
        kind: 'CHARGE',
        method: 'CARD_ONLINE',
        amountCents: total,
        providerRef: expect.stringMatching(/^pi_/),
      },
    ]);
    expect(await mailsOf(booking.id)).toEqual(['booking-confirmed']);
    expect((await mailOf(booking.id, 'booking-confirmed')).text).toContain(
      `You have paid ${dollars(total)}; nothing more is due unless the return adds to it.`,
    );
    const own = await api.get(`/api/reservations/${booking.id}/auth`, { token: customer.token });
    expect(own.json<Reservation>()).toMatchObject({
      status: 'CREATED',
      paymentUrl: null,
      paid: total / 100,
      balance: 0,
    });
    expect(own.json<Reservation>()).not.toHaveProperty('paymentDueBy');
    const intent = (await double().state()).paymentIntents.find(
      (each) => each.id === charge!.providerRef,
    );
    expect(intent?.status).toBe('succeeded');
    expect(intent?.setup_future_usage).toBe('off_session');
  });

  it('applies an event once, delivered again or to two instances at the same moment', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const event = await completedEvent(booking.sessionId);

    const twice = await double().deliverEvent(event.id, [webhookUrl, secondInstance().url]);
    expect(twice.map((delivery) => delivery.attempts.at(-1)?.status)).toEqual([200, 200]);
    await double().deliverEvent(event.id);

    expect((await ledgerOf(booking.id)).map((row) => row.kind)).toEqual(['CHARGE']);
    expect(await mailsOf(booking.id)).toEqual(['booking-confirmed']);
  });

  it('refuses an event whose signature does not match, and applies nothing', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: booking.sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          payment_intent: 'pi_forged',
          amount_total: 1,
        },
      },
    });
    for (const signature of [signatureOf(forged, 'whsec_someone_else'), undefined, 't=1,v1=00']) {
      const response = await api.post('/api/payments/stripe/webhook', {
        body: forged,
        headers: {
          'content-type': 'application/json',
          ...(signature && { 'stripe-signature': signature }),
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(BAD_SIGNATURE_MESSAGE);
    }
    expect(await statusOf(booking.id)).toBe('PENDING_PAYMENT');
    expect(await ledgerOf(booking.id)).toEqual([]);
    expect(await mailsOf(booking.id)).toEqual([]);
  });

  it('is released when the time to pay runs out: EXPIRED, the car free, the page closed', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);

    expect(await t.app.services.online!.unpaidBookings.releaseOverdue()).toBe(0);
    expect(await statusOf(booking.id)).toBe('PENDING_PAYMENT');
    passTheTimeToPay();
    await t.app.services.online!.unpaidBookings.releaseOverdue();

    expect(await statusOf(booking.id)).toBe('EXPIRED');
    expect(await holdsItsCar(booking.id)).toBe(false);
    expect(await mailsOf(booking.id)).toEqual([]);
    const session = (await double().state()).checkoutSessions.find(
      (each) => each.id === booking.sessionId,
    );
    expect(session?.status).toBe('expired');
    await expect(double().pay(booking.sessionId)).rejects.toThrow();
    const own = await api.get(`/api/reservations/${booking.id}/auth`, { token: customer.token });
    expect(own.json<Reservation>()).toMatchObject({ status: 'EXPIRED', paymentUrl: null });
  });

  it('lets its customer cancel it before paying: the car free at once, nothing to pay on', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    const stranger = await registerCustomer(api);
    const notTheirs = await api.patch(`/api/reservations/${booking.id}/cancel`, {
      token: stranger.token,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(await statusOf(booking.id)).toBe('PENDING_PAYMENT');

    const response = await api.patch(`/api/reservations/${booking.id}/cancel`, {
      token: customer.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: UNPAID_BOOKING_CANCELLED_MESSAGE });
    expect(await statusOf(booking.id)).toBe('CANCELLED');
    expect(await holdsItsCar(booking.id)).toBe(false);
    expect(await mailsOf(booking.id)).toEqual([]);
    expect(await ledgerOf(booking.id)).toEqual([]);
    await expect(double().pay(booking.sessionId)).rejects.toThrow();
  });

  it('cancels, not expires, a booking whose session ends while its customer gives it up', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    // The customer's instance reaches the provider through a proxy that holds its look at the
    // session, while the session ends at the provider and its webhook reaches the other one.
    const isSessionLookup = (request: IncomingMessage) =>
      request.method === 'GET' &&
      request.url!.startsWith(`/v1/checkout/sessions/${booking.sessionId}`);
    const slow = await startStallingProxy(double().url, isSessionLookup);
    const customersInstance = await appReachingProviderAt(slow.url);
    try {
      const cancelling = apiClient(customersInstance).patch(
        `/api/reservations/${booking.id}/cancel`,
        { token: customer.token },
      );
      // The customer's wish is on record (the instance's start-up look at the open sessions may
      // be the first call held), then the session ends at the provider.
      await slow.firstHeld;
      await expect.poll(() => customerCancelledAt(booking.id)).not.toBeNull();
      await provider().checkout.sessions.expire(booking.sessionId);
      await expect.poll(() => statusOf(booking.id)).not.toBe('PENDING_PAYMENT');
      slow.release();
      const response = await cancelling;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ message: UNPAID_BOOKING_CANCELLED_MESSAGE });
    } finally {
      await customersInstance.close();
      await slow.close();
    }
    expect(await statusOf(booking.id)).toBe('CANCELLED');
    expect(await holdsItsCar(booking.id)).toBe(false);
  });

  it('releases a booking a stopped server left without its checkout once its time to pay ran out', async () => {
    const customer = await registerCustomer(api);
    // The booking as a server leaves it when it stops before the checkout's row is written.
    const { services } = t.app;
    const id = await services.reservations.book(
      await services.accounts.customer(customer.id),
      VEHICLE_ID,
      nextTrip(),
    );
    await services.online!.unpaidBookings.releaseOverdue();
    expect(await statusOf(id)).toBe('PENDING_PAYMENT');
    expect(await holdsItsCar(id)).toBe(true);

    // Made before its time to pay, on the database's clock, which wrote when it was made.
    await t.db
      .update(reservations)
      .set({
        createdAt: sql`${reservations.createdAt} - make_interval(mins => ${HOLD_MINUTES + 1})`,
      })
      .where(eq(reservations.id, id));
    await services.online!.unpaidBookings.releaseOverdue();
    expect(await statusOf(id)).toBe('EXPIRED');
    expect(await holdsItsCar(id)).toBe(false);
    expect(await mailsOf(id)).toEqual([]);
  });

  it('cancels as a paid booking, refunded, one whose payment came just before', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    // Paid on the provider's page, its webhook not yet answered.
    await double().setWebhook({ url: 'http://127.0.0.1:9/nowhere' });
    try {
      await double().pay(booking.sessionId);
    } finally {
      await double().setWebhook({ url: webhookUrl });
    }
    const response = await api.patch(`/api/reservations/${booking.id}/cancel`, {
      token: customer.token,
    });
    expect(response.json()).toMatchObject({ message: RESERVATION_CANCELLED_MESSAGE });
    await expectPaidThenRefunded(booking.id);
    expect(await statusOf(booking.id)).toBe('CANCELLED');
  });

  it('applies a payment the sweep finds complete, whose webhook comes later, once', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await double().setWebhook({ url: null });
    try {
      await double().pay(booking.sessionId);
    } finally {
      await double().setWebhook({ url: webhookUrl });
    }
    passTheTimeToPay();
    await t.app.services.online!.unpaidBookings.releaseOverdue();

    expect(await statusOf(booking.id)).toBe('CREATED');
    await double().deliverEvent((await completedEvent(booking.sessionId)).id);
    expect((await ledgerOf(booking.id)).map((row) => row.kind)).toEqual(['CHARGE']);
    expect(await mailsOf(booking.id)).toEqual(['booking-confirmed']);
  });

  it('refunds a payment that comes for a booking released meanwhile, and confirms nothing', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    // Released here while the provider's page could still take the payment: the sweep's
    // update committed between the customer's Pay and its webhook.
    await t.db
      .update(reservations)
      .set({ status: 'EXPIRED' })
      .where(eq(reservations.id, booking.id));
    await pay(booking.sessionId);

    const total = await totalCentsOf(booking.id);
    const ledger = await ledgerOf(booking.id);
    expect(ledger.map(({ kind, method, amountCents }) => ({ kind, method, amountCents }))).toEqual([
      { kind: 'CHARGE', method: 'CARD_ONLINE', amountCents: total },
      { kind: 'REFUND', method: 'CARD_ONLINE', amountCents: total },
    ]);
    expect(ledger[1]!.providerRef).toMatch(/^re_/);
    expect(await statusOf(booking.id)).toBe('EXPIRED');
    // No confirmation: only the receipt of the money that came and went back (decision 053).
    expect(await mailsOf(booking.id)).toEqual(['receipt']);
    const refunds = (await double().state()).refunds.filter(
      (refund) => refund.payment_intent === ledger[0]!.providerRef,
    );
    expect(refunds.map((refund) => refund.amount)).toEqual([total]);
  });

  it('gives the money back to the card when the customer cancels in time', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);

    const response = await api.patch(`/api/reservations/${booking.id}/cancel`, {
      token: customer.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(RESERVATION_CANCELLED_MESSAGE);
    await expectPaidThenRefunded(booking.id);
    const own = await api.get(`/api/reservations/${booking.id}/auth`, { token: customer.token });
    expect(own.json<Reservation>()).toMatchObject({ status: 'CANCELLED', paid: 0 });
    // Written when it was cancelled, before the refund: what was paid goes back to the card.
    const notice = await mailOf(booking.id, 'booking-cancelled');
    expect(notice.text).toContain(
      `The ${dollars(await totalCentsOf(booking.id))} you paid will be refunded to your card.`,
    );
    expect(notice.text).not.toContain('not be charged');
  });

  it('lets the office cancel a booking waiting for its payment, but not change it', async () => {
    const customer = await registerCustomer(api);
    const trip = nextTrip();
    const booking = await bookOnline(customer.token, trip);
    const edit = (changes: Partial<typeof trip> & { status: string }) =>
      api.put('/api/reservations/admin/auth', {
        token: t.tokens.admin,
        query: { carId: VEHICLE_ID, reservationId: booking.id },
        body: { ...trip, ...changes },
      });

    const total = await totalCentsOf(booking.id);
    const moved = await edit({ dropOffTime: at(day, 13), status: 'PENDING_PAYMENT' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<{ message: string }>().message).toBe(AWAITING_PAYMENT_EDIT_MESSAGE);
    expect(await totalCentsOf(booking.id)).toBe(total);

    const cancelled = await edit({ status: 'CANCELLED' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(booking.id)).toBe('CANCELLED');
    expect(await holdsItsCar(booking.id)).toBe(false);
    // Never confirmed, so no mail speaks of it (decision 051).
    expect(await mailsOf(booking.id)).toEqual([]);

    // Its checkout ends at the provider at once: the customer can no longer pay for it.
    expect(await checkoutClosedAt(booking.id)).not.toBeNull();
    expect(await sessionStatus(booking.sessionId)).toBe('expired');
    await expect(double().pay(booking.sessionId)).rejects.toThrow();
    expect(await ledgerOf(booking.id)).toEqual([]);
  });

  it('gives back a payment made just before the office cancelled the booking', async () => {
    const customer = await registerCustomer(api);
    const trip = nextTrip();
    const booking = await bookOnline(customer.token, trip);
    // Paid on the provider's page, its webhook not yet answered.
    await double().setWebhook({ url: 'http://127.0.0.1:9/nowhere' });
    try {
      await double().pay(booking.sessionId);
    } finally {
      await double().setWebhook({ url: webhookUrl });
    }
    const cancelled = await api.put('/api/reservations/admin/auth', {
      token: t.tokens.admin,
      query: { carId: VEHICLE_ID, reservationId: booking.id },
      body: { ...trip, status: 'CANCELLED' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(booking.id)).toBe('CANCELLED');
    await expectPaidThenRefunded(booking.id);
    expect(await checkoutClosedAt(booking.id)).not.toBeNull();
  });

  it('leaves the checkout to the sweep when the provider is away as the office cancels', async () => {
    const customer = await registerCustomer(api);
    const trip = nextTrip();
    const booking = await bookOnline(customer.token, trip);
    const unreachable = await appReachingProviderAt('http://127.0.0.1:9');
    try {
      const cancelled = await apiClient(unreachable).put('/api/reservations/admin/auth', {
        token: t.tokens.admin,
        query: { carId: VEHICLE_ID, reservationId: booking.id },
        body: { ...trip, status: 'CANCELLED' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    } finally {
      await unreachable.close();
    }
    expect(await statusOf(booking.id)).toBe('CANCELLED');
    expect(await checkoutClosedAt(booking.id)).toBeNull();
    // Its time to pay over, the sweep ends its checkout at the provider, once and for all.
    passTheTimeToPay();
    await t.app.services.online!.unpaidBookings.releaseOverdue();
    expect(await checkoutClosedAt(booking.id)).not.toBeNull();
    expect(await sessionStatus(booking.sessionId)).toBe('expired');
    expect(await statusOf(booking.id)).toBe('CANCELLED');
  });

  it('never gives back twice what the office already gave back at the counter', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    await recordByOffice(api, t.tokens.admin, booking.id, { kind: 'REFUND', amount: 5 });

    await api.patch(`/api/reservations/${booking.id}/cancel`, { token: customer.token });
    const total = await totalCentsOf(booking.id);
    expect(await ledgerLinesOf(booking.id)).toEqual([
      ['CHARGE', 'CARD_ONLINE', total],
      ['REFUND', 'COUNTER', 500],
      ['REFUND', 'CARD_ONLINE', total - 500],
    ]);
  });

  it('lets only one of two office refunds to the card pass when both come at once', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const total = await totalCentsOf(booking.id);
    const [charge] = await ledgerOf(booking.id);
    // Each gives back more than half: both together would be more than was paid.
    const part = Math.ceil(total * 0.6);

    const answers = await Promise.all(
      [0, 1].map(() =>
        recordByOffice(api, t.tokens.admin, booking.id, {
          kind: 'REFUND',
          amount: part / 100,
          method: 'CARD_ONLINE',
          note: 'Goodwill',
        }),
      ),
    );
    // The second finds the first under way (409) or, when that one is done, too little left (400).
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    expect(await ledgerLinesOf(booking.id)).toEqual([
      ['CHARGE', 'CARD_ONLINE', total],
      ['REFUND', 'CARD_ONLINE', part],
    ]);
    const refunds = (await double().state()).refunds.filter(
      (refund) => refund.payment_intent === charge!.providerRef,
    );
    expect(refunds.map((refund) => refund.amount)).toEqual([part]);
  });

  it('leaves the booking open to the office while the provider takes its time over a refund', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const total = await totalCentsOf(booking.id);
    const refunds = await startStallingProxy(double().url, isRefundCall);
    const slow = await appReachingProviderAt(refunds.url);
    try {
      const toCard = recordByOffice(apiClient(slow), t.tokens.admin, booking.id, {
        kind: 'REFUND',
        amount: 10,
        method: 'CARD_ONLINE',
      });
      await refunds.firstHeld;

      // Nothing waits on the refund: money at the counter is recorded at once...
      const counter = await recordByOffice(api, t.tokens.admin, booking.id, {
        kind: 'REFUND',
        amount: 5,
      });
      expect(counter.statusCode, counter.body).toBe(201);
      // ...judged on what the refund under way leaves paid...
      const tooMuch = await recordByOffice(api, t.tokens.admin, booking.id, {
        kind: 'REFUND',
        amount: (total - 500 - 999) / 100,
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({ message: REFUND_ABOVE_PAID_MESSAGE });
      // ...and a second refund to the card is told the first is under way.
      const second = await recordByOffice(api, t.tokens.admin, booking.id, {
        kind: 'REFUND',
        amount: 1,
        method: 'CARD_ONLINE',
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ message: CARD_REFUND_UNDER_WAY_MESSAGE });

      refunds.release();
      const refunded = await toCard;
      expect(refunded.statusCode, refunded.body).toBe(201);
    } finally {
      await slow.close();
      await refunds.close();
    }
    expect(await ledgerLinesOf(booking.id)).toEqual([
      ['CHARGE', 'CARD_ONLINE', total],
      ['REFUND', 'COUNTER', 500],
      ['REFUND', 'CARD_ONLINE', 1000],
    ]);
    expect(await refundsInFlight()).toEqual([]);
  });

  it('finishes once a refund a stopped server made at the provider but never recorded', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const total = await totalCentsOf(booking.id);
    const [charge] = await ledgerOf(booking.id);
    // The server claimed the refund and the provider made it; then the server stopped.
    const claim = {
      reservationId: booking.id,
      amountCents: 1000,
      reason: 'office-0-1000',
      parts: [{ intentId: charge!.providerRef!, cents: 1000 }],
      refundedBy: null,
      note: 'Goodwill',
      claimedAt: clock.now(),
    };
    await t.db.insert(cardRefundsInFlight).values(claim);
    const made = await provider().refunds.create(
      { payment_intent: charge!.providerRef!, amount: 1000 },
      { idempotencyKey: `keyturn-refund-office-0-1000-${booking.id}-${charge!.providerRef}` },
    );

    const refunds = t.app.services.online!.refunds;
    // Too recent to be left behind: a request may still be waiting on the provider.
    expect(await refunds.finishLeftBehind()).toBe(0);
    const meanwhile = await recordByOffice(api, t.tokens.admin, booking.id, {
      kind: 'REFUND',
      amount: 1,
      method: 'CARD_ONLINE',
    });
    expect(meanwhile.statusCode).toBe(409);

    clock.aheadMs += 3 * MINUTE_MS;
    expect(await refunds.finishLeftBehind()).toBe(1);
    expect(await refunds.finishLeftBehind()).toBe(0);
    expect(await ledgerOf(booking.id)).toEqual([
      expect.objectContaining({ kind: 'CHARGE', amountCents: total }),
      { kind: 'REFUND', method: 'CARD_ONLINE', amountCents: 1000, providerRef: made.id },
    ]);
    const atProvider = (await double().state()).refunds.filter(
      (refund) => refund.payment_intent === charge!.providerRef,
    );
    expect(atProvider.map((refund) => refund.id)).toEqual([made.id]);
    expect(await refundsInFlight()).toEqual([]);
  });

  it('keeps a refund left unfinished while the provider is away, and drops one it refuses', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const [charge] = await ledgerOf(booking.id);
    const leftBehind = (intentId: string) => ({
      reservationId: booking.id,
      amountCents: 700,
      reason: 'office-0-700',
      parts: [{ intentId, cents: 700 }],
      refundedBy: null,
      note: null,
      claimedAt: new Date(clock.now().getTime() - 10 * MINUTE_MS),
    });
    await t.db.insert(cardRefundsInFlight).values(leftBehind(charge!.providerRef!));
    const away = await appReachingProviderAt('http://127.0.0.1:9');
    try {
      // It may have gone through before its server stopped: kept for the provider's word.
      expect(await away.services.online!.refunds.finishLeftBehind()).toBe(0);
    } finally {
      await away.close();
    }
    expect(await refundsInFlight()).toHaveLength(1);

    // A payment the provider does not know: refused for good, so the claim goes, nothing paid back.
    await t.db.delete(cardRefundsInFlight);
    await t.db.insert(cardRefundsInFlight).values(leftBehind('pi_never_made'));
    expect(await t.app.services.online!.refunds.finishLeftBehind()).toBe(0);
    expect(await refundsInFlight()).toEqual([]);
    expect((await ledgerOf(booking.id)).map((row) => row.kind)).toEqual(['CHARGE']);

    // Back to the real payment, the provider there: the sweep finishes it.
    await t.db.insert(cardRefundsInFlight).values(leftBehind(charge!.providerRef!));
    expect(await t.app.services.online!.refunds.finishLeftBehind()).toBe(1);
    expect(await ledgerLinesOf(booking.id)).toEqual([
      ['CHARGE', 'CARD_ONLINE', charge!.amountCents],
      ['REFUND', 'CARD_ONLINE', 700],
    ]);
  });

  it('keeps what is left of a refund in parts, not the whole, while the provider is away', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const [charge] = await ledgerOf(booking.id);
    // Its first part was confirmed and recorded by an earlier call; 700 were left unanswered.
    await t.db.insert(cardRefundsInFlight).values({
      reservationId: booking.id,
      amountCents: 700,
      reason: 'office-0-1700',
      parts: [
        { intentId: charge!.providerRef!, cents: 1000 },
        { intentId: 'pi_capture_at_return', cents: 700 },
      ],
      refundedBy: null,
      note: null,
      claimedAt: new Date(clock.now().getTime() - 10 * MINUTE_MS),
    });
    const away = await appReachingProviderAt('http://127.0.0.1:9');
    try {
      expect(await away.services.online!.refunds.finishLeftBehind()).toBe(0);
    } finally {
      await away.close();
    }
    expect(await refundsInFlight()).toEqual([
      expect.objectContaining({ reservationId: booking.id, amountCents: 700 }),
    ]);
    await t.db.delete(cardRefundsInFlight);
  });

  it('keeps a refund whose answer never came, and records it once the provider confirms it', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const total = await totalCentsOf(booking.id);
    const [charge] = await ledgerOf(booking.id);
    // The provider makes the refund; its answer is lost on the way back, each of the SDK's tries.
    const response = await withAnswersLost('POST /v1/refunds', () =>
      recordByOffice(api, t.tokens.admin, booking.id, {
        kind: 'REFUND',
        amount: 10,
        method: 'CARD_ONLINE',
      }),
    );
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: CARD_REFUND_UNCONFIRMED_MESSAGE });
    const atProvider = async () =>
      (await double().state()).refunds
        .filter((refund) => refund.payment_intent === charge!.providerRef)
        .map((refund) => refund.amount);
    expect(await atProvider()).toEqual([1000]);
    expect(await ledgerLinesOf(booking.id)).toEqual([['CHARGE', 'CARD_ONLINE', total]]);
    expect(await refundsInFlight()).toEqual([
      expect.objectContaining({ reservationId: booking.id, amountCents: 1000 }),
    ]);
    const ledgerAnswer = async () =>
      (await api.get(`/api/reservations/${booking.id}/payments`, { token: customer.token })).json<{
        paid: number;
        refundUnderWay: number;
      }>();
    expect(await ledgerAnswer()).toMatchObject({ paid: total / 100, refundUnderWay: 10 });

    // Until the provider says, the money counts as on its way back: not given a second time.
    const atCounter = await recordByOffice(api, t.tokens.admin, booking.id, {
      kind: 'REFUND',
      amount: (total - 999) / 100,
    });
    expect(atCounter.statusCode).toBe(400);
    expect(atCounter.json()).toMatchObject({ message: REFUND_ABOVE_PAID_MESSAGE });
    const again = await recordByOffice(api, t.tokens.admin, booking.id, {
      kind: 'REFUND',
      amount: 10,
      method: 'CARD_ONLINE',
    });
    expect(again.statusCode).toBe(409);

    clock.aheadMs += 3 * MINUTE_MS;
    expect(await t.app.services.online!.refunds.finishLeftBehind()).toBe(1);
    expect(await atProvider()).toEqual([1000]);
    expect(await ledgerLinesOf(booking.id)).toEqual([
      ['CHARGE', 'CARD_ONLINE', total],
      ['REFUND', 'CARD_ONLINE', 1000],
    ]);
    expect(await refundsInFlight()).toEqual([]);
    expect(await ledgerAnswer()).toMatchObject({ paid: (total - 1000) / 100, refundUnderWay: 0 });
  });

  it('judges a refund on what is paid less the refund under way, to the card as at the counter', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const total = await totalCentsOf(booking.id);
    const office = (body: { kind: 'CHARGE' | 'REFUND'; cents: number; method?: string }) =>
      recordByOffice(api, t.tokens.admin, booking.id, { ...body, amount: body.cents / 100 });
    const toCard = (cents: number) => office({ kind: 'REFUND', cents, method: 'CARD_ONLINE' });
    // $10 back to the card and taken again at the counter: $10 more paid than paid online.
    expect((await toCard(1000)).statusCode).toBe(201);
    expect((await office({ kind: 'CHARGE', cents: 1000 })).statusCode).toBe(201);
    // $5 more to the card, whose answer is lost: under way until the provider confirms it.
    const unconfirmed = await withAnswersLost('POST /v1/refunds', () => toCard(500));
    expect(unconfirmed.statusCode).toBe(503);

    // Above what the refund under way leaves: refused for good, not told to wait for it.
    expectRefusedAmount(await toCard(total - 499), REFUND_ABOVE_PAID_MESSAGE);
    expectRefusedAmount(
      await office({ kind: 'REFUND', cents: total - 499 }),
      REFUND_ABOVE_PAID_MESSAGE,
    );
    expectRefusedAmount(await toCard(total - 1499), REFUND_ABOVE_PAID_ONLINE_MESSAGE);
    // Within it, a second refund to the card waits for the first.
    const waits = await toCard(total - 1500);
    expect(waits.statusCode).toBe(409);
    expect(waits.json()).toMatchObject({ message: CARD_REFUND_UNDER_WAY_MESSAGE });

    const before = [
      ['CHARGE', 'CARD_ONLINE', total],
      ['REFUND', 'CARD_ONLINE', 1000],
      ['CHARGE', 'COUNTER', 1000],
    ];
    expect(await ledgerLinesOf(booking.id)).toEqual(before);
    expect(await refundsInFlight()).toEqual([
      expect.objectContaining({ reservationId: booking.id, amountCents: 500 }),
    ]);
    clock.aheadMs += 3 * MINUTE_MS;
    expect(await t.app.services.online!.refunds.finishLeftBehind()).toBe(1);
    expect(await ledgerLinesOf(booking.id)).toEqual([...before, ['REFUND', 'CARD_ONLINE', 500]]);
  });

  it('tells the office when the provider refuses a refund, and holds nothing back', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    await pay(booking.sessionId);
    const total = await totalCentsOf(booking.id);
    const [charge] = await ledgerOf(booking.id);
    // Refunded whole in the provider's dashboard, behind Keyturn's back.
    await provider().refunds.create({ payment_intent: charge!.providerRef! });

    const response = await recordByOffice(api, t.tokens.admin, booking.id, {
      kind: 'REFUND',
      amount: 10,
      method: 'CARD_ONLINE',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: CARD_REFUND_REFUSED_MESSAGE });
    expect(await ledgerLinesOf(booking.id)).toEqual([['CHARGE', 'CARD_ONLINE', total]]);
    expect(await refundsInFlight()).toEqual([]);
    // Nothing claimed is left, so the office may give it back at the counter.
    const atCounter = await recordByOffice(api, t.tokens.admin, booking.id, {
      kind: 'REFUND',
      amount: total / 100,
    });
    expect(atCounter.statusCode, atCounter.body).toBe(201);
  });

  it('books nothing when the provider cannot be reached, says so, and logs why', async () => {
    const unreachable = await appReachingProviderAt('http://127.0.0.1:9');
    const logs = captureLogs(unreachable.log);
    try {
      const customer = await registerCustomer(api);
      const trip = nextTrip();
      const response = await apiClient(unreachable).post('/api/reservations/add', {
        token: customer.token,
        query: { carId: VEHICLE_ID },
        body: trip,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toBe(PAYMENT_SERVICE_DOWN_MESSAGE);
      // The 503's line in the log names its cause, which the customer's sentence does not.
      expect(logs.lines).toContainEqual({
        level: 'warn',
        msg: PAYMENT_SERVICE_DOWN_MESSAGE,
        reqId: response.headers['x-request-id'],
        fields: {
          route: '/api/reservations/add',
          err: expect.objectContaining({
            type: 'ProviderFailure',
            failedAt: 'provider',
            message: expect.stringMatching(/connection to Stripe/),
            provider: expect.objectContaining({
              type: 'StripeConnectionError',
              detail: 'ECONNREFUSED',
            }),
          }),
        },
      });
      const mine = await api.get('/api/reservations/auth/all', { token: customer.token });
      expect(mine.json<{ content: unknown[] }>().content).toEqual([]);
      // The car is free again for the same hours.
      expect((await bookOnline(customer.token, trip)).id).toBeGreaterThan(0);
    } finally {
      logs.restore();
      await unreachable.close();
    }
  });
});

describe('the webhook, whatever the event', () => {
  const logs = useCapturedLogs(() => t.app.log);
  const logged = (level: string) =>
    logs()
      .filter((line) => line.level === level)
      .map(({ msg, fields }) => ({ msg, eventId: fields.eventId, eventType: fields.eventType }));

  it('acknowledges a signed event it cannot read, applies nothing, and logs its id and type', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    const session = {
      id: booking.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: 'pi_unread',
      amount_total: 100,
    };
    const COMPLETED = 'checkout.session.completed';
    const event = (id: string, type: string, data: unknown) =>
      JSON.stringify({ id, object: 'event', type, data });
    const longId = `evt_${'x'.repeat(300)}`;
    const unreadable: [payload: string, eventId?: string, eventType?: string][] = [
      [JSON.stringify({ id: 'evt_no_data', type: COMPLETED }), 'evt_no_data', COMPLETED],
      [event('evt_no_object', COMPLETED, {}), 'evt_no_object', COMPLETED],
      [event('evt_null_object', COMPLETED, { object: null }), 'evt_null_object', COMPLETED],
      [event('evt_text_object', COMPLETED, { object: 'x' }), 'evt_text_object', COMPLETED],
      [
        event('evt_numeric_id', COMPLETED, { object: { ...session, id: 42 } }),
        'evt_numeric_id',
        COMPLETED,
      ],
      [
        event('evt_numeric_intent', COMPLETED, { object: { ...session, payment_intent: 42 } }),
        'evt_numeric_intent',
        COMPLETED,
      ],
      [
        event('evt_text_amount', COMPLETED, { object: { ...session, amount_total: '1.00' } }),
        'evt_text_amount',
        COMPLETED,
      ],
      [
        event('evt_expired_bare', 'checkout.session.expired', {}),
        'evt_expired_bare',
        'checkout.session.expired',
      ],
      [event(longId, COMPLETED, { object: session }), longId.slice(0, 255), COMPLETED],
      [JSON.stringify({ type: COMPLETED, data: { object: session } }), undefined, COMPLETED],
      [JSON.stringify({ id: 'evt_no_type', data: { object: session } }), 'evt_no_type'],
      ['[]'],
      ['null'],
      ['"checkout.session.completed"'],
      ['{"id": "evt_cut_short", "type": "checkout.sess'],
    ];

    for (const [payload] of unreadable) {
      const response = await sendSigned(payload);
      expect(response.statusCode, payload).toBe(200);
      expect(response.json<{ message: string }>().message).toMatch(/cannot read it.*nothing/);
    }

    const msg = 'a signed provider event could not be read; acknowledged, nothing applied';
    expect(logged('error')).toEqual(
      unreadable.map(([, eventId, eventType]) => ({ msg, eventId, eventType })),
    );
    expect(await statusOf(booking.id)).toBe('PENDING_PAYMENT');
    expect(await ledgerOf(booking.id)).toEqual([]);
    const recorded = await t.db.select({ id: providerEvents.eventId }).from(providerEvents);
    const sent = new Set(unreadable.map(([, eventId]) => eventId));
    expect(recorded.filter((row) => sent.has(row.id))).toEqual([]);

    // The provider's own event for the same session still reads, and is applied.
    await pay(booking.sessionId);
    expect(await statusOf(booking.id)).toBe('CREATED');
  });

  it('asks for an event again when the provider cannot be asked about it, and logs why', async () => {
    const customer = await registerCustomer(api);
    const booking = await bookOnline(customer.token);
    // Paid while the provider's events go nowhere: this test delivers the completion itself.
    await double().setWebhook({ url: null });
    try {
      await double().pay(booking.sessionId);
    } finally {
      await double().setWebhook({ url: webhookUrl });
    }
    const event = await completedEvent(booking.sessionId);
    const unreachable = await appReachingProviderAt('http://127.0.0.1:9');
    const away = captureLogs(unreachable.log);
    try {
      const response = await sendSigned(JSON.stringify(event), apiClient(unreachable));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: EVENT_NOT_APPLIED_MESSAGE });
      expect(away.lines).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          fields: {
            eventId: event.id,
            eventType: 'checkout.session.completed',
            failedAt: 'provider',
            provider: expect.objectContaining({ type: 'StripeConnectionError' }),
          },
        }),
      );
    } finally {
      away.restore();
      await unreachable.close();
    }
    expect(await statusOf(booking.id)).toBe('PENDING_PAYMENT');

    // Delivered again once the provider can be asked, it is applied.
    await double().deliverEvent(event.id);
    expect(await statusOf(booking.id)).toBe('CREATED');
    expect(await ledgerLinesOf(booking.id)).toEqual([
      ['CHARGE', 'CARD_ONLINE', await totalCentsOf(booking.id)],
    ]);
  });

  it('acknowledges an event of a type it does not act on, and logs its id and type', async () => {
    const response = await sendSigned(
      JSON.stringify({ id: 'evt_other', object: 'event', type: 'invoice.paid', data: {} }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/does not act on/);
    expect(logged('info')).toContainEqual({
      msg: 'a provider event of no interest',
      eventId: 'evt_other',
      eventType: 'invoice.paid',
    });
  });
});

describe('the deposit and the return, on the card saved at payment', () => {
  const desk = handoverDesk(t, clock);
  const logs = useCapturedLogs(() => t.app.log);
  const loggedAs = (msg: string) => logs().filter((line) => line.msg === msg);

  /** A trip booked today for the driver, paid online, with its deposit and saved customer. */
  async function paidTrip() {
    const trip = await desk.booked();
    const [checkout] = await t.db
      .select()
      .from(onlineCheckouts)
      .where(eq(onlineCheckouts.reservationId, trip.id));
    await pay(checkout!.sessionId);
    const own = await api.get(`/api/reservations/${trip.id}/auth`, { token: trip.customer.token });
    const depositCents = Math.round(own.json<Reservation>().deposit * 100);
    expect(depositCents).toBeGreaterThan(1000);
    return { ...trip, depositCents, providerCustomer: checkout!.customerId };
  }

  async function handOver(trip: Awaited<ReturnType<typeof paidTrip>>) {
    desk.setClock(trip.pickUp);
    const response = await desk.checkOut(trip.id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HandoverDone>();
  }

  /** Back at drop-off with `miles` driven and a full tank; 100 miles a day are included. */
  async function takeBack(trip: { id: number; dropOff: Date }, miles: number, more = {}) {
    desk.setClock(trip.dropOff);
    const response = await desk.checkIn(trip.id, {
      odometer: 1000 + miles,
      fuelEighths: 8,
      ...more,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HandoverDone>();
  }

  const moves = async (id: number) =>
    (await ledgerOf(id)).map(({ kind, amountCents }) => [kind, amountCents]);

  async function intentOf(ref: string | null) {
    return (await double().state()).paymentIntents.find((intent) => intent.id === ref);
  }

  it("holds the deposit at check-out, takes the return's extra miles from it, releases the rest", async () => {
    const trip = await paidTrip();
    expect((await handOver(trip)).paymentProblem).toBeUndefined();
    const total = await totalCentsOf(trip.id);
    expect(await moves(trip.id)).toEqual([
      ['CHARGE', total],
      ['HOLD', trip.depositCents],
    ]);
    const hold = (await ledgerOf(trip.id))[1]!;
    expect(await intentOf(hold.providerRef)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: trip.depositCents,
      customer: trip.providerCustomer,
    });

    // 150 miles on a two-hour trip: 50 beyond the 100 included, at $0.50.
    expect((await takeBack(trip, 150)).paymentProblem).toBeUndefined();
    expect(await moves(trip.id)).toEqual([
      ['CHARGE', total],
      ['HOLD', trip.depositCents],
      ['CAPTURE', 2500],
      ['RELEASE', trip.depositCents - 2500],
    ]);
    expect(await intentOf(hold.providerRef)).toMatchObject({
      status: 'succeeded',
      amount_received: 2500,
    });
    const own = await api.get(`/api/reservations/${trip.id}/auth`, { token: trip.customer.token });
    expect(own.json<Reservation>()).toMatchObject({ status: 'DONE', balance: 0 });
  });

  it('releases the whole hold when the return costs nothing more', async () => {
    const trip = await paidTrip();
    await handOver(trip);
    expect((await takeBack(trip, 20)).paymentProblem).toBeUndefined();
    const [, hold] = await ledgerOf(trip.id);
    expect(await moves(trip.id)).toEqual([
      ['CHARGE', await totalCentsOf(trip.id)],
      ['HOLD', trip.depositCents],
      ['RELEASE', trip.depositCents],
    ]);
    expect((await intentOf(hold!.providerRef))?.status).toBe('canceled');
  });

  it('charges what exceeds the hold to the saved card', async () => {
    const trip = await paidTrip();
    await handOver(trip);
    const damageCents = trip.depositCents + 4000;
    await takeBack(trip, 20, {
      damage: [{ description: 'Dented door', amount: damageCents / 100 }],
    });
    const ledger = await ledgerOf(trip.id);
    expect(ledger.slice(2).map(({ kind, amountCents }) => [kind, amountCents])).toEqual([
      ['CAPTURE', trip.depositCents],
      ['CHARGE', 4000],
    ]);
    expect((await intentOf(ledger[3]!.providerRef))?.status).toBe('succeeded');
    const own = await api.get(`/api/reservations/${trip.id}/auth`, { token: trip.customer.token });
    expect(own.json<Reservation>().balance).toBe(0);
  });

  it('lets the office give part of it back to the card, drawn on the payments oldest first', async () => {
    const trip = await paidTrip();
    await handOver(trip);
    await takeBack(trip, 150);
    const [charge, , capture] = await ledgerOf(trip.id);
    const paidAtBooking = charge!.amountCents;
    const toCard = (amountCents: number, note = 'Goodwill') =>
      recordByOffice(api, t.tokens.admin, trip.id, {
        kind: 'REFUND',
        amount: amountCents / 100,
        method: 'CARD_ONLINE',
        note,
      });

    const refunded = await toCard(paidAtBooking + 1000);
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(refunded.json()).toMatchObject({
      message: `$${((paidAtBooking + 1000) / 100).toFixed(2)} has gone back to the card.`,
    });
    const refundsAt = async (intentId: string | null) =>
      (await double().state()).refunds
        .filter((refund) => refund.payment_intent === intentId)
        .map((refund) => refund.amount);
    expect(await refundsAt(charge!.providerRef)).toEqual([paidAtBooking]);
    expect(await refundsAt(capture!.providerRef)).toEqual([1000]);
    const rows = await t.db
      .select({ amountCents: payments.amountCents, note: payments.note, by: payments.createdBy })
      .from(payments)
      .where(and(eq(payments.reservationId, trip.id), eq(payments.kind, 'REFUND')));
    expect(rows).toEqual([
      { amountCents: paidAtBooking, note: 'Goodwill', by: expect.any(Number) },
      { amountCents: 1000, note: 'Goodwill', by: expect.any(Number) },
    ]);

    // $15 is left paid online; $10 taken at the counter does not make it refundable to the card.
    await recordByOffice(api, t.tokens.admin, trip.id, { kind: 'CHARGE', amount: 10 });
    const above = await toCard(1600);
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ message: REFUND_ABOVE_PAID_ONLINE_MESSAGE });
    expect((await toCard(1500)).statusCode).toBe(201);
    expect(await refundsAt(capture!.providerRef)).toEqual([1000, 1500]);
    const own = await api.get(`/api/reservations/${trip.id}/auth`, { token: trip.customer.token });
    expect(own.json<Reservation>().paid).toBe(10);
  });

  it("logs the provider's error type, code and request id of a refused deposit, and nothing it carries", async () => {
    const trip = await paidTrip();
    await double().declineNextPayment(trip.providerCustomer, 'insufficient_funds');
    expect((await handOver(trip)).paymentProblem).toMatch(/could not be held/);

    expect(loggedAs('the deposit could not be held')).toEqual([
      expect.objectContaining({
        level: 'warn',
        fields: {
          reservationId: trip.id,
          taskId: expect.any(Number),
          failedAt: 'provider',
          provider: {
            type: 'StripeCardError',
            rawType: 'card_error',
            code: 'card_declined',
            declineCode: 'insufficient_funds',
            statusCode: 402,
            requestId: expect.stringMatching(/^req_/),
            message: expect.any(String),
          },
        },
      }),
    ]);
    // The declined payment the error carries holds its client secret; neither it nor a key is written.
    const written = JSON.stringify(logs());
    for (const secret of ['_secret_', double().secretKey, WEBHOOK_SECRET]) {
      expect(written).not.toContain(secret);
    }
  });

  it('logs our database failing after the provider held the deposit as a database error', async () => {
    const trip = await paidTrip();
    // The ledger refuses this booking's rows, as a full disk would.
    const refuse = `refuse_ledger_rows_of_${trip.id}`;
    await t.db.execute(
      sql.raw(`CREATE FUNCTION ${refuse}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.reservation_id = ${trip.id} THEN
            RAISE EXCEPTION 'could not extend file' USING ERRCODE = '53100';
          END IF;
          RETURN NEW;
        END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER ${refuse} BEFORE INSERT ON payments
        FOR EACH ROW EXECUTE FUNCTION ${refuse}()`),
    );
    try {
      await handOver(trip);
    } finally {
      await t.db.execute(sql.raw(`DROP TRIGGER ${refuse} ON payments`));
      await t.db.execute(sql.raw(`DROP FUNCTION ${refuse}()`));
    }

    const [line] = loggedAs('the deposit could not be held');
    expect(line?.fields).toMatchObject({
      reservationId: trip.id,
      failedAt: 'database',
      err: { sqlState: '53100' },
    });
    expect(line?.fields).not.toHaveProperty('provider');
    // The provider did its part: the deposit is held there, though the ledger lacks it.
    const held = (await double().state()).paymentIntents.filter(
      (intent) => intent.customer === trip.providerCustomer && intent.status === 'requires_capture',
    );
    expect(held.map((intent) => intent.amount)).toEqual([trip.depositCents]);
    expect((await moves(trip.id)).map(([kind]) => kind)).toEqual(['CHARGE']);
    // Its task stays pending, and the worker records the hold once the database takes it.
    clock.aheadMs += 120_000;
    await t.app.services.online!.moneyTasks.runDue();
    expect(await moves(trip.id)).toEqual([
      ['CHARGE', await totalCentsOf(trip.id)],
      ['HOLD', trip.depositCents],
    ]);
    expect((await ledgerOf(trip.id))[1]!.providerRef).toBe(held[0]!.id);
  });

  it('never lets a refused card block the hand-over: the office is told, a balance stays', async () => {
    const trip = await paidTrip();
    await double().declineNextPayment(trip.providerCustomer, 'insufficient_funds');
    const out = await handOver(trip);
    expect(out.paymentProblem).toMatch(/could not be held.*take a deposit at the counter/);
    expect(await statusOf(trip.id)).toBe('IN_PROGRESS');
    expect((await moves(trip.id)).map(([kind]) => kind)).toEqual(['CHARGE']);

    await double().declineNextPayment(trip.providerCustomer);
    const back = await takeBack(trip, 150);
    expect(back.paymentProblem).toMatch(/\$25\.00 could not be charged.*settle at the counter/);
    expect(await statusOf(trip.id)).toBe('DONE');
    const own = await api.get(`/api/reservations/${trip.id}/auth`, { token: trip.customer.token });
    expect(own.json<Reservation>().balance).toBe(25);
  });

  it('warns the office not to take again at the counter a return charge the provider did not confirm', async () => {
    const trip = await paidTrip();
    await double().declineNextPayment(trip.providerCustomer, 'insufficient_funds');
    await handOver(trip);
    // The provider charges the return; its answer is lost on the way back, each of the SDK's tries.
    desk.setClock(trip.dropOff);
    const back = await withAnswersLost('POST /v1/payment_intents', () =>
      api.post(`/api/reservations/admin/${trip.id}/check-in`, {
        token: t.tokens.admin,
        body: { odometer: 1150, fuelEighths: 8 },
      }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<HandoverDone>().paymentProblem).toMatch(
      /did not confirm whether \$25\.00 was charged.*before taking it at the counter/,
    );
    const charged = (await double().state()).paymentIntents.filter(
      (intent) => intent.customer === trip.providerCustomer && intent.status === 'succeeded',
    );
    expect(charged.map((intent) => intent.amount)).toContain(2500);
    expect(await statusOf(trip.id)).toBe('DONE');
  });
});
