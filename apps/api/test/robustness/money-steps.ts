import { expect } from 'vitest';
import type { DoubleState, PaymentIntent, StripeDouble } from '@keyturn/stripe-double';
import { owesOnlyFees, type ReservationStatus } from '@keyturn/shared';
import { bookInMinutes, call, inMinutes, licensedCustomer } from './http.ts';
import { sleep } from './server-process.ts';

/** A window of a trip, in minutes from now. */
export interface TripMinutes {
  from: number;
  to: number;
}

/** A customer's booking paid online on the provider's page, confirmed. */
export interface PaidBooking {
  id: number;
  /** The provider's Checkout Session it was paid through: its customer is the booking's. */
  sessionId: string;
  /** The customer's token. */
  token: string;
  totalCents: number;
  depositCents: number;
}

export const cents = (dollars: number) => Math.round(dollars * 100);

/** Looks again every `everyMs` until `done` holds, or `until` (a time) has come: what it saw last. */
export async function lookUntil<T>(
  look: () => Promise<T>,
  done: (seen: T) => boolean,
  until: number,
  everyMs = 1000,
): Promise<T> {
  for (;;) {
    const seen = await look();
    if (done(seen) || Date.now() + everyMs > until) return seen;
    await sleep(everyMs);
  }
}

/** The first `count` demo vehicles nothing holds during the trip. */
export async function freeVehicles(
  baseUrl: string,
  minutes: TripMinutes,
  count: number,
): Promise<number[]> {
  const window = new URLSearchParams({
    pickUpDateTime: inMinutes(minutes.from),
    dropOffDateTime: inMinutes(minutes.to),
    size: '100',
  });
  const search = await call(baseUrl, 'GET', `/api/car/visitors/search?${window.toString()}`);
  const ids = (search.body.content as { id: number }[]).map((vehicle) => vehicle.id);
  if (ids.length < count) throw new Error(`only ${ids.length} vehicles free, ${count} needed`);
  return ids.slice(0, count);
}

/**
 * A new customer whose licence passes the check at pick-up books `carId` for the trip and pays
 * on the provider's page; resolves once the provider's word has confirmed the booking.
 */
export async function paidBooking(
  baseUrl: string,
  double: StripeDouble,
  office: string,
  carId: number,
  minutes: TripMinutes,
): Promise<PaidBooking> {
  const token = await licensedCustomer(baseUrl, `D${carId}000${carId}`);
  const booked = await bookInMinutes(baseUrl, token, carId, minutes);
  const id = booked.body.id as number;
  const sessionId = (booked.body.paymentUrl as string).split('/').pop()!;
  await double.pay(sessionId);
  const stored = await lookUntil(
    async () =>
      (await call(baseUrl, 'GET', `/api/reservations/${id}/admin`, { token: office })).body,
    (reservation) => reservation.status === 'CREATED',
    Date.now() + 30_000,
    200,
  );
  if (stored.status !== 'CREATED') throw new Error(`booking ${id} is ${String(stored.status)}`);
  return {
    id,
    sessionId,
    token,
    totalCents: cents(stored.totalPrice as number),
    depositCents: cents(stored.deposit as number),
  };
}

/** The ledger rows a PaymentIntent's state makes, as `KIND cents id`. */
function rowsOfIntent(intent: PaymentIntent): string[] {
  const row = (kind: string, amount: number) => `${kind} ${amount} ${intent.id}`;
  if (intent.capture_method === 'automatic') {
    return intent.status === 'succeeded' ? [row('CHARGE', intent.amount_received)] : [];
  }
  switch (intent.status) {
    case 'requires_capture':
      return [row('HOLD', intent.amount_capturable)];
    case 'succeeded': {
      const released = intent.amount - intent.amount_received;
      return [
        row('HOLD', intent.amount),
        row('CAPTURE', intent.amount_received),
        ...(released > 0 ? [row('RELEASE', released)] : []),
      ];
    }
    case 'canceled':
      return [row('HOLD', intent.amount), row('RELEASE', intent.amount)];
    default:
      return [];
  }
}

/** What the double holds for the booking (its checkout's customer), as ledger rows, sorted. */
export function providerRowsOf(state: DoubleState, booking: PaidBooking) {
  const session = state.checkoutSessions.find((each) => each.id === booking.sessionId);
  const intents = state.paymentIntents.filter((intent) => intent.customer === session?.customer);
  const ids = new Set(intents.map((intent) => intent.id));
  const refunds = state.refunds.filter((refund) => ids.has(refund.payment_intent));
  return [
    ...intents.flatMap(rowsOfIntent),
    ...refunds.map((refund) => `REFUND ${refund.amount} ${refund.id}`),
  ].sort();
}

/** Money the customer has given the company at the provider, by its rows. */
export function paidAtProvider(rows: string[]): number {
  const sign: Record<string, number> = { CHARGE: 1, CAPTURE: 1, REFUND: -1 };
  return rows.reduce((sum, row) => {
    const [kind = '', amount = '0'] = row.split(' ');
    return sum + (sign[kind] ?? 0) * Number(amount);
  }, 0);
}

/** The booking as the office sees it: its ledger, sorted, and its money, in cents. */
export async function officeView(baseUrl: string, office: string, id: number) {
  const [ledger, booking] = await Promise.all([
    call(baseUrl, 'GET', `/api/reservations/${id}/payments`, { token: office }),
    call(baseUrl, 'GET', `/api/reservations/${id}/admin`, { token: office }),
  ]);
  const payments = ledger.body.payments as {
    kind: string;
    method: string;
    amount: number;
    providerRef: string | null;
  }[];
  return {
    rows: payments
      .map((payment) => `${payment.kind} ${cents(payment.amount)} ${payment.providerRef}`)
      .sort(),
    methods: [...new Set(payments.map((payment) => payment.method))],
    status: booking.body.status as ReservationStatus,
    totalCents: cents(booking.body.totalPrice as number),
    paidCents: cents(ledger.body.paid as number),
    balanceCents: cents(ledger.body.balance as number),
    refundUnderWayCents: cents(ledger.body.refundUnderWay as number),
  };
}

/** The booking's money tasks the office's list shows still open or failed, as `STATE KIND`. */
export async function tasksListedFor(baseUrl: string, office: string, id: number) {
  const listed: string[] = [];
  for (const state of ['PENDING', 'FAILED']) {
    const page = await call(baseUrl, 'GET', `/api/payments/admin/tasks?state=${state}&size=100`, {
      token: office,
    });
    if (page.status !== 200) throw new Error(`tasks: ${JSON.stringify(page.body)}`);
    for (const task of page.body.content as { reservationId: number; kind: string }[]) {
      if (task.reservationId === id) listed.push(`${state} ${task.kind}`);
    }
  }
  return listed;
}

/** What the office and the provider show of a booking at one look. */
export type Seen = Awaited<ReturnType<typeof officeView>> & {
  /** The provider's moves, as ledger rows. */
  provider: string[];
  /** The booking's money tasks still open or failed. */
  tasks: string[];
  /** What the booking owes (its total, or nothing once cancelled) less what the provider took. */
  owedCents: number;
};

/** Looks at the booking at the office (the server at `baseUrl`) and at the provider at once. */
export async function look(
  baseUrl: string,
  office: string,
  double: StripeDouble,
  booking: PaidBooking,
): Promise<Seen> {
  const [view, tasks, state] = await Promise.all([
    officeView(baseUrl, office, booking.id),
    tasksListedFor(baseUrl, office, booking.id),
    double.state(),
  ]);
  const provider = providerRowsOf(state, booking);
  // A booking that never became a trip owes only its fees, and these bookings have none.
  const dueCents = owesOnlyFees(view.status) ? 0 : view.totalCents;
  return { ...view, provider, tasks, owedCents: dueCents - paidAtProvider(provider) };
}

/** Whether the ledger equals the provider, nothing left open, the balance what is owed. */
export const settled = (seen: Seen) =>
  seen.rows.join() === seen.provider.join() &&
  seen.tasks.length === 0 &&
  seen.refundUnderWayCents === 0 &&
  seen.balanceCents === seen.owedCents;

/** Rows as `KIND cents`, sorted. */
export const withoutIds = (rows: string[]) => rows.map((row) => row.split(' ', 2).join(' ')).sort();

/** The booking as it should be once its step is recorded: each move once, nothing open. */
export function expectRecorded(
  seen: Seen,
  step: { status: string; expected: string[]; paidCents: number },
) {
  expect(seen.rows, 'the ledger, as the provider has it').toEqual(seen.provider);
  expect(withoutIds(seen.provider), "each of the provider's moves once").toEqual(
    [...step.expected].sort(),
  );
  expect(seen.methods).toEqual(['CARD_ONLINE']);
  expect(seen.status).toBe(step.status);
  expect(seen.tasks, 'the money tasks still open or failed').toEqual([]);
  expect(seen.refundUnderWayCents, 'a refund still under way').toBe(0);
  expect(seen.paidCents).toBe(step.paidCents);
  expect(seen.balanceCents, 'the balance: what is owed less what the provider took').toBe(
    seen.owedCents,
  );
}
