// Shared by the double's tests: a double, the real `stripe` SDK pointed at it, and a webhook
// receiver that keeps what it gets, raw, as Keyturn's endpoint would see it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterEach, beforeEach } from 'vitest';
import { startStripeDouble, type StripeDouble, type StripeDoubleOptions } from '../src/index.ts';

export const WEBHOOK_SECRET = 'whsec_double_test_secret';

export interface Received {
  body: string;
  signature: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The statuses of the next answers, in order; 200 once they run out. */
  answers: number[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    answers,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface Scenario {
  double: StripeDouble;
  stripe: Stripe;
  receiver: Receiver;
  /** The events the receiver got so far, each checked with the SDK as Keyturn will. */
  events(): Stripe.Event[];
  close(): Promise<void>;
}

export async function startScenario(options: Partial<StripeDoubleOptions> = {}): Promise<Scenario> {
  const receiver = await startReceiver();
  const double = await startStripeDouble({
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    secretKey: 'sk_test_keyturn_double',
    retryDelaysMs: [10, 10],
    ...options,
  });
  const stripe = new Stripe(double.secretKey, { ...double.sdkOptions });
  return {
    double,
    stripe,
    receiver,
    events: () =>
      receiver.received.map(({ body, signature }) =>
        stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET),
      ),
    async close() {
      await double.close();
      await receiver.close();
    },
  };
}

/**
 * A fresh scenario for each test of the calling `describe`, closed after it. It is one object
 * refilled before each test, so the helpers a `describe` declares can hold on to it.
 */
export function scenarioForEachTest(): Scenario {
  const scenario = {} as Scenario;
  beforeEach(async () => {
    Object.assign(scenario, await startScenario());
  });
  afterEach(() => scenario.close());
  return scenario;
}

/** A booking's Checkout Session as Keyturn makes it: the card is saved for later charges. */
export function createSession(
  stripe: Stripe,
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 18_000,
          product_data: { name: 'Toyota Corolla, 30 hours' },
        },
      },
      {
        quantity: 2,
        price_data: { currency: 'usd', unit_amount: 1500, product_data: { name: 'Child seat' } },
      },
    ],
    customer_email: 'ann@example.com',
    client_reference_id: '42',
    metadata: { reservationId: '42' },
    success_url: 'http://127.0.0.1:9/reservations/42?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:9/reservations/42',
    expires_at: Math.floor(Date.now() / 1000) + 31 * 60,
    payment_intent_data: { setup_future_usage: 'off_session', metadata: { reservationId: '42' } },
    ...extra,
  });
}

/** The id an SDK object's field holds, expanded or not. */
export function idOf(field: string | { id: string } | null | undefined): string {
  if (typeof field === 'string') return field;
  if (field) return field.id;
  throw new Error('no object where one was expected');
}

export interface SavedCard {
  customer: string;
  card: string;
}

/** A customer with a card saved by a paid Checkout Session. */
export async function savedCard(scenario: Scenario): Promise<SavedCard> {
  const session = await createSession(scenario.stripe);
  const { session: paid } = await scenario.double.pay(session.id);
  const intent = await scenario.stripe.paymentIntents.retrieve(paid.payment_intent ?? '');
  return { customer: paid.customer ?? '', card: idOf(intent.payment_method) };
}

/** A payment as Keyturn makes one on a saved card while the customer is away: confirmed at once. */
export function chargeSavedCard(
  stripe: Stripe,
  { customer, card }: SavedCard,
  fields: { amount: number } & Partial<Stripe.PaymentIntentCreateParams>,
  options?: Stripe.RequestOptions,
): Promise<Stripe.PaymentIntent> {
  return stripe.paymentIntents.create(
    {
      currency: 'usd',
      customer,
      payment_method: card,
      off_session: true,
      confirm: true,
      ...fields,
    },
    options,
  );
}
