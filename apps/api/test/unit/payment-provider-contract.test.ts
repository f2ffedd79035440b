import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeDouble } from '@keyturn/stripe-double';
import type {
  CardPaymentRequest,
  Checkout,
  PaymentProvider,
} from '../../src/modules/payments/online/payment-provider.ts';
import { ProviderFailure } from '../../src/modules/payments/online/provider-failure.ts';
import { StripeProvider } from '../../src/modules/payments/online/stripe-provider.ts';
import { InMemoryPaymentProvider } from '../support/in-memory-payment-provider.ts';

/** A provider, and what a customer or the test does on its side. */
interface World {
  provider: PaymentProvider;
  /** The customer pays the checkout on the provider's page. */
  pay(checkoutId: string): Promise<void>;
  /** The card's next payment is declined. */
  declineNext(card: { accountId: string; cardId: string }): Promise<void>;
  /** The webhook's body and signature of the provider's event for a completed checkout. */
  signedCompletion(checkout: Checkout): { payload: Buffer; signature: string };
  close(): Promise<void>;
}

async function inMemory(): Promise<World> {
  const provider = new InMemoryPaymentProvider();
  return {
    provider,
    pay: async (checkoutId) => void provider.payCheckout(checkoutId),
    declineNext: async ({ cardId }) => provider.declineCard(cardId),
    signedCompletion: (checkout) =>
      provider.signedEvent({
        id: 'evt_1',
        type: 'checkout-completed',
        happened: 'checkout-completed',
        checkout,
      }),
    close: async () => undefined,
  };
}

async function stripeOnTheDouble(): Promise<World> {
  const webhookSecret = 'whsec_provider_contract';
  const double = await startStripeDouble({ webhookSecret });
  return {
    provider: new StripeProvider({
      secretKey: double.secretKey,
      webhookSecret,
      apiUrl: double.url,
      holdMinutes: 30,
      reconcileSeconds: 120,
    }),
    pay: async (checkoutId) => void (await double.pay(checkoutId)),
    declineNext: ({ accountId }) => double.declineNextPayment(accountId, 'insufficient_funds'),
    signedCompletion: (checkout) => {
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: checkout.id,
            object: 'checkout.session',
            payment_status: checkout.paid ? 'paid' : 'unpaid',
            payment_intent: checkout.paymentId,
            amount_total: checkout.amountCents,
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      return { payload: Buffer.from(payload), signature };
    },
    close: () => double.close(),
  };
}

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `contract-key-${lastKey}`;
};

/**
 * What the money rules rely on, asked of both implementations alike: the in-memory provider the
 * unit tests use answers as the Stripe SDK does against the Stripe double (decision 065).
 */
describe.each([
  ['the in-memory provider', inMemory],
  ['the Stripe provider on the Stripe double', stripeOnTheDouble],
])('%s', (_name, start) => {
  let world: World;
  beforeAll(async () => {
    world = await start();
  });
  afterAll(() => world.close());

  let lastBooking = 0;
  /** A booking's checkout, opened for its customer. */
  function openCheckout() {
    lastBooking += 1;
    const page = `https://keyturn.example/user/reservations/${lastBooking}`;
    return world.provider.openCheckout({
      reservationId: lastBooking,
      customer: { userId: 3, email: 'ada@example.com', name: 'Ada Lovelace' },
      amountCents: 9_000,
      item: {
        name: `Keyturn booking #${lastBooking}: Corolla`,
        description: 'Pick-up 2031-03-03 10:00',
      },
      successUrl: `${page}?payment=done`,
      cancelUrl: page,
      keys: { account: newKey(), checkout: newKey() },
    });
  }

  /** A customer who paid a booking's checkout, their card saved. */
  async function paidCheckout() {
    const { provider } = world;
    const opened = await openCheckout();
    await world.pay(opened.checkoutId);
    const checkout = await provider.checkout(opened.checkoutId);
    const payment = await provider.payment(checkout.paymentId!);
    return { checkout, payment, card: { accountId: opened.accountId, cardId: payment.cardId! } };
  }

  const fromCard = (
    card: { accountId: string; cardId: string },
    fields: Pick<CardPaymentRequest, 'amountCents' | 'mode'>,
  ): CardPaymentRequest => ({
    ...card,
    ...fields,
    description: 'Deposit for Keyturn booking #7',
    metadata: { reservationId: '7', purpose: 'deposit' },
    key: newKey(),
  });

  it('opens a checkout that is open until paid, then complete, its payment taken on a saved card', async () => {
    const opened = await openCheckout();
    expect(opened.url).toMatch(/^https?:\/\//);
    expect(await world.provider.checkout(opened.checkoutId)).toMatchObject({
      id: opened.checkoutId,
      status: 'open',
      paid: false,
      paymentId: null,
      amountCents: 9_000,
    });

    const { checkout, payment } = await paidCheckout();
    expect(checkout).toMatchObject({ status: 'complete', paid: true, amountCents: 9_000 });
    expect(payment).toMatchObject({ status: 'taken', amountCents: 9_000, takenCents: 9_000 });
    expect(payment.cardId).toEqual(expect.any(String));
  });

  it('expires an open checkout', async () => {
    const opened = await openCheckout();
    expect(await world.provider.expireCheckout(opened.checkoutId)).toMatchObject({
      status: 'expired',
      paid: false,
    });
    expect((await world.provider.checkout(opened.checkoutId)).status).toBe('expired');
  });

  it('holds on the saved card, captures part of the hold, and releases the rest with it', async () => {
    const { card } = await paidCheckout();
    const hold = await world.provider.takeFromCard(
      fromCard(card, { amountCents: 20_000, mode: 'hold' }),
    );
    expect(hold).toMatchObject({ status: 'held', amountCents: 20_000, takenCents: 0 });

    const captured = await world.provider.capture(hold.id, 2_400, newKey());
    expect(captured).toMatchObject({
      id: hold.id,
      status: 'taken',
      amountCents: 20_000,
      takenCents: 2_400,
    });
    expect(await world.provider.payment(hold.id)).toEqual(captured);
  });

  it('releases a hold whole', async () => {
    const { card } = await paidCheckout();
    const hold = await world.provider.takeFromCard(
      fromCard(card, { amountCents: 20_000, mode: 'hold' }),
    );
    expect(await world.provider.release(hold.id, newKey())).toMatchObject({
      status: 'cancelled',
      takenCents: 0,
    });
  });

  it('charges the saved card, and finds the charge by its key', async () => {
    const { card } = await paidCheckout();
    const request = fromCard(card, { amountCents: 2_400, mode: 'charge' });
    const charge = await world.provider.takeFromCard(request);
    expect(charge).toMatchObject({ status: 'taken', amountCents: 2_400, takenCents: 2_400 });

    expect(await world.provider.findPaymentByKey(card.accountId, request.key)).toEqual(charge);
    expect(await world.provider.findPaymentByKey(card.accountId, newKey())).toBeUndefined();
  });

  it('answers a key asked again with what it did, and refuses the key for another request', async () => {
    const { card } = await paidCheckout();
    const request = fromCard(card, { amountCents: 2_400, mode: 'charge' });
    const first = await world.provider.takeFromCard(request);
    expect(await world.provider.takeFromCard(request)).toEqual(first);

    const other = world.provider.takeFromCard({ ...request, amountCents: 2_500 });
    await expect(other).rejects.toBeInstanceOf(ProviderFailure);
    await expect(other).rejects.toMatchObject({ kind: 'refused' });
  });

  it('says a card declined the payment as such', async () => {
    const { card } = await paidCheckout();
    await world.declineNext(card);
    const declined = world.provider.takeFromCard(
      fromCard(card, { amountCents: 20_000, mode: 'hold' }),
    );
    await expect(declined).rejects.toMatchObject({
      kind: 'declined',
      provider: { code: 'card_declined', declineCode: 'insufficient_funds', statusCode: 402 },
    });
  });

  it('refunds a payment up to what it took, and refuses more', async () => {
    const { payment } = await paidCheckout();
    expect(await world.provider.refund(payment.id, 4_000, newKey())).toEqual({
      id: expect.any(String),
    });
    await expect(world.provider.refund(payment.id, 5_001, newKey())).rejects.toMatchObject({
      kind: 'refused',
    });
  });

  it('reads a signed event of a completed checkout as the checkout it names', async () => {
    const { checkout } = await paidCheckout();
    const { payload, signature } = world.signedCompletion(checkout);

    expect(world.provider.readSignedEvent(payload, signature)).toEqual({
      kind: 'applied',
      event: expect.objectContaining({ id: 'evt_1', happened: 'checkout-completed', checkout }),
    });
  });

  it('takes a webhook body that is not the one signed for a forged one', async () => {
    const { checkout } = await paidCheckout();
    const { payload, signature } = world.signedCompletion(checkout);
    const altered = Buffer.concat([payload, Buffer.from(' ')]);

    expect(world.provider.readSignedEvent(altered, signature)).toEqual({ kind: 'forged' });
  });
});
