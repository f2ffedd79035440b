import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from '@keyturn/stripe-double';
import { startAnswerHoldingProxy, type AnswerHoldingProxy } from './held-answers.ts';
import { adminToken, call } from './http.ts';
import {
  expectRecorded,
  freeVehicles,
  look as lookAt,
  lookUntil,
  officeView,
  paidBooking,
  providerRowsOf,
  settled,
  withoutIds,
  type PaidBooking,
  type Seen,
  type TripMinutes,
} from './money-steps.ts';
import { startServerOnOwnDatabase, type ServerOnOwnDatabase } from './own-database.ts';

// Each money step (decision 064) carried out at the provider, its answer lost (the double's
// `loseAnswers`) and the SDK's retry with the same key left waiting (held-answers.ts), the server
// killed (SIGKILL) while it waits, then started again: within the step's reconcile time, the
// booking's ledger as the office sees it equals what the provider holds, cent for cent, each
// move once, no task open or failed, and the balance is the total less what the provider took.
// The steps are made at once on bookings of their own and one kill catches them all: a try cut
// short holds its task for the 60 s lease, so a kill per step would cost over a minute each.

/** The least MONEY_RECONCILE_SECONDS allows: the worker looks every 15 s, a claim holds 60 s. */
const RECONCILE_MS = 120_000;
const WEBHOOK_SECRET = 'whsec_robustness_money_steps';
/** Trips handed over now: from a few minutes on, for two hours. */
const ON_THE_ROAD: TripMinutes = { from: 5, to: 125 };
/** Trips three days on, which their customer may still cancel. */
const AHEAD: TripMinutes = { from: 3 * 24 * 60, to: 3 * 24 * 60 + 120 };
const DAMAGE_CENTS = 2_500;
const BEYOND_THE_HOLD_CENTS = 4_000;
const OFFICE_REFUND_CENTS = 1_000;

const STEPS = ['hold', 'capture', 'release', 'charge', 'cancellation', 'officeRefund'] as const;
type StepName = (typeof STEPS)[number];

interface Step {
  booking: PaidBooking;
  /** When the step was asked of the server: its reconcile time counts from then. */
  sentAt: number;
  /** How the step's request ended: its status, or `cut` by the kill. */
  ended: Promise<number | 'cut'>;
  /** The booking's status, and its ledger as `KIND cents`, once the step is recorded. */
  status: string;
  expected: string[];
  /** What the customer has paid then, in cents. */
  paidCents: number;
}

let double: StripeDouble | undefined;
let proxy: AnswerHoldingProxy | undefined;
let running: ServerOnOwnDatabase | undefined;
let office = '';
const steps = {} as Record<StepName, Step>;
/** Each step's looks from the restart on, up to its reconcile time: what was seen last. */
const withinReconcileTime = {} as Record<StepName, Promise<Seen>>;

afterAll(async () => {
  await running?.server.stop('SIGKILL');
  await running?.remove();
  await proxy?.close();
  await double?.close();
});

const look = (booking: PaidBooking) => lookAt(running!.server.url, office, double!, booking);

/** Sends a step's request; its end is kept, as the kill is expected to cut it. */
function begin(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Pick<Step, 'sentAt' | 'ended'> {
  const sentAt = Date.now();
  const ended = call(running!.server.url, method, path, { token, body }).then(
    (answer) => answer.status,
    () => 'cut' as const,
  );
  return { sentAt, ended };
}

beforeAll(async () => {
  double = await startStripeDouble({ webhookSecret: WEBHOOK_SECRET, retryDelaysMs: [300, 1000] });
  proxy = await startAnswerHoldingProxy(double.url);
  const online = {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: double.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: proxy.url,
    MONEY_RECONCILE_SECONDS: String(RECONCILE_MS / 1000),
  };
  running = await startServerOnOwnDatabase({ SEED: 'true', ...online });
  const url = running.server.url;
  await double.setWebhook({ url: `${url}/api/payments/stripe/webhook` });
  office = await adminToken(url);

  const near = await freeVehicles(url, ON_THE_ROAD, 4);
  const later = await freeVehicles(url, AHEAD, 2);
  const [hold, capture, release, charge, cancellation, officeRefund] = await Promise.all([
    ...near.map((carId) => paidBooking(url, double!, office, carId, ON_THE_ROAD)),
    ...later.map((carId) => paidBooking(url, double!, office, carId, AHEAD)),
  ]);
  const handedOver = { odometer: 1_000, fuelEighths: 8 };
  const holdOf = async (booking: PaidBooking) => {
    const out = await call(url, 'POST', `/api/reservations/admin/${booking.id}/check-out`, {
      token: office,
      body: handedOver,
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.paymentProblem ?? null).toBeNull();
    const { rows } = await officeView(url, office, booking.id);
    return rows.find((row) => row.startsWith('HOLD '))!.split(' ')[2]!;
  };
  const captureHold = await holdOf(capture!);
  const releaseHold = await holdOf(release!);
  await holdOf(charge!);

  const lost = {
    hold: 'POST /v1/payment_intents',
    capture: `POST /v1/payment_intents/${captureHold}/capture`,
    release: `POST /v1/payment_intents/${releaseHold}/cancel`,
    charge: 'POST /v1/payment_intents',
    cancellation: 'POST /v1/refunds',
    officeRefund: 'POST /v1/refunds',
  } satisfies Record<StepName, string>;
  for (const route of new Set(Object.values(lost))) await double.loseAnswers(route, true);

  const checkIn = (booking: PaidBooking, damageCents = 0) =>
    begin('POST', `/api/reservations/admin/${booking.id}/check-in`, office, {
      ...handedOver,
      ...(damageCents > 0 && {
        damage: [{ description: 'Dented rear door', amount: damageCents / 100 }],
      }),
    });
  Object.assign(steps, {
    hold: {
      booking: hold!,
      status: 'IN_PROGRESS',
      ...begin('POST', `/api/reservations/admin/${hold!.id}/check-out`, office, handedOver),
      expected: [`CHARGE ${hold!.totalCents}`, `HOLD ${hold!.depositCents}`],
      paidCents: hold!.totalCents,
    },
    capture: {
      booking: capture!,
      status: 'DONE',
      ...checkIn(capture!, DAMAGE_CENTS),
      expected: [
        `CHARGE ${capture!.totalCents}`,
        `HOLD ${capture!.depositCents}`,
        `CAPTURE ${DAMAGE_CENTS}`,
        `RELEASE ${capture!.depositCents - DAMAGE_CENTS}`,
      ],
      paidCents: capture!.totalCents + DAMAGE_CENTS,
    },
    release: {
      booking: release!,
      status: 'DONE',
      ...checkIn(release!),
      expected: [
        `CHARGE ${release!.totalCents}`,
        `HOLD ${release!.depositCents}`,
        `RELEASE ${release!.depositCents}`,
      ],
      paidCents: release!.totalCents,
    },
    charge: {
      booking: charge!,
      status: 'DONE',
      ...checkIn(charge!, charge!.depositCents + BEYOND_THE_HOLD_CENTS),
      expected: [
        `CHARGE ${charge!.totalCents}`,
        `HOLD ${charge!.depositCents}`,
        `CAPTURE ${charge!.depositCents}`,
        `CHARGE ${BEYOND_THE_HOLD_CENTS}`,
      ],
      paidCents: charge!.totalCents + charge!.depositCents + BEYOND_THE_HOLD_CENTS,
    },
    cancellation: {
      booking: cancellation!,
      status: 'CANCELLED',
      ...begin('PATCH', `/api/reservations/${cancellation!.id}/cancel`, cancellation!.token),
      expected: [`CHARGE ${cancellation!.totalCents}`, `REFUND ${cancellation!.totalCents}`],
      paidCents: 0,
    },
    officeRefund: {
      booking: officeRefund!,
      status: 'CREATED',
      ...begin('POST', `/api/reservations/admin/${officeRefund!.id}/payments`, office, {
        kind: 'REFUND',
        method: 'CARD_ONLINE',
        amount: OFFICE_REFUND_CENTS / 100,
      }),
      expected: [`CHARGE ${officeRefund!.totalCents}`, `REFUND ${OFFICE_REFUND_CENTS}`],
      paidCents: officeRefund!.totalCents - OFFICE_REFUND_CENTS,
    },
  } satisfies Record<StepName, Step>);

  // Every step's call made at the provider and its answer lost, the SDK's retry with the same
  // key waiting for an answer that never comes: the provider has moved the money, the ledger
  // has not, and no step has answered.
  const held = await lookUntil(
    async () => proxy!.held(),
    (requests) => requests.length >= STEPS.length,
    Date.now() + 60_000,
    50,
  );
  expect(held).toHaveLength(STEPS.length);
  const before = await double.state();
  for (const name of STEPS) {
    const { booking, expected } = steps[name];
    expect(withoutIds(providerRowsOf(before, booking)), `${name} at the provider`).toEqual(
      [...expected].sort(),
    );
    const { rows } = await officeView(url, office, booking.id);
    expect(rows.length, `${name}'s ledger before the kill`).toBeLessThan(expected.length);
  }
  await running.server.stop('SIGKILL');
  for (const name of STEPS) expect(await steps[name].ended, `${name}'s answer`).toBe('cut');

  for (const route of new Set(Object.values(lost))) await double.loseAnswers(route, false);
  const server = await running.restart({ SEED: 'false', ...online });
  await double.setWebhook({ url: `${server.url}/api/payments/stripe/webhook` });
  office = await adminToken(server.url);
  for (const name of STEPS) {
    const { booking, sentAt } = steps[name];
    // The last look is sent 5 s before the reconcile time is up, so that what it reads was in
    // the ledger within it, however slow the machine.
    withinReconcileTime[name] = lookUntil(
      () => look(booking),
      settled,
      sentAt + RECONCILE_MS - 5_000,
      2_000,
    );
    withinReconcileTime[name].catch(() => undefined);
  }
}, 300_000);

describe('the server killed (SIGKILL) after the provider made a money step, before the ledger', () => {
  it('records the deposit hold taken at check-out once, within the reconcile time', async () => {
    expectRecorded(await withinReconcileTime.hold, steps.hold);
  });

  it('records the capture of part of the hold at check-in, with the rest released', async () => {
    expectRecorded(await withinReconcileTime.capture, steps.capture);
    expect(steps.capture.booking.depositCents).toBeGreaterThan(DAMAGE_CENTS);
  });

  it('records the release of the hold at a check-in that owes nothing', async () => {
    expectRecorded(await withinReconcileTime.release, steps.release);
  });

  it('records the charge beyond the hold at check-in, once', async () => {
    expectRecorded(await withinReconcileTime.charge, steps.charge);
  });

  // A refund a crash cut short is the sweep's: it takes claims as old as a money task's lease.
  it('records the refund of a customer’s cancellation within the reconcile time', async () => {
    expectRecorded(await withinReconcileTime.cancellation, steps.cancellation);
  });

  it('records the office’s refund to the card within the reconcile time', async () => {
    expectRecorded(await withinReconcileTime.officeRefund, steps.officeRefund);
  });
});
