import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { chargeSavedCard, createSession, idOf, savedCard, scenarioForEachTest } from './support.ts';

describe('PaymentIntents on the saved card', () => {
  const s = scenarioForEachTest();

  const hold = (customer: string, card: string, amount = 20_000) =>
    chargeSavedCard(
      s.stripe,
      { customer, card },
      { amount, capture_method: 'manual', metadata: { reservationId: '42', purpose: 'deposit' } },
    );

  it('holds a deposit, captures part of it and releases the rest', async () => {
    const { customer, card } = await savedCard(s);
    const held = await hold(customer, card);
    expect(held).toMatchObject({
      object: 'payment_intent',
      status: 'requires_capture',
      amount: 20_000,
      amount_capturable: 20_000,
      amount_received: 0,
      capture_method: 'manual',
      customer,
      payment_method: card,
      metadata: { reservationId: '42', purpose: 'deposit' },
    });
    expect(held.id).toMatch(/^pi_/);

    await expect(
      s.stripe.paymentIntents.capture(held.id, { amount_to_capture: 20_001 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount_to_capture',
    });

    const captured = await s.stripe.paymentIntents.capture(held.id, { amount_to_capture: 4500 });
    expect(captured).toMatchObject({
      status: 'succeeded',
      amount_received: 4500,
      amount_capturable: 0,
    });
    const charge = await s.stripe.charges.retrieve(idOf(captured.latest_charge));
    expect(charge).toMatchObject({ captured: true, amount: 20_000, amount_captured: 4500 });

    await expect(s.stripe.paymentIntents.capture(held.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    await s.double.waitForDeliveries();
    expect(s.events().map((event) => event.type)).toContain(
      'payment_intent.amount_capturable_updated',
    );
  });

  it('releases a whole hold by cancelling it', async () => {
    const { customer, card } = await savedCard(s);
    const held = await hold(customer, card);
    const released = await s.stripe.paymentIntents.cancel(held.id, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(released).toMatchObject({
      status: 'canceled',
      amount_capturable: 0,
      amount_received: 0,
      cancellation_reason: 'requested_by_customer',
    });
    expect(released.canceled_at).toBeTypeOf('number');
    await expect(s.stripe.paymentIntents.cancel(held.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    await expect(s.stripe.paymentIntents.capture(held.id)).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('charges the saved card off-session at once', async () => {
    const charged = await chargeSavedCard(s.stripe, await savedCard(s), { amount: 3600 });
    expect(charged).toMatchObject({ status: 'succeeded', amount_received: 3600 });
    expect(await s.stripe.paymentIntents.retrieve(charged.id)).toEqual(charged);
  });

  it('declines the next payment of a customer when a test asks, leaving a payment to retry', async () => {
    const { customer, card } = await savedCard(s);
    await s.double.declineNextPayment(customer, 'insufficient_funds');

    const error = await hold(customer, card).then(
      () => expect.fail('accepted'),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const declined = error as Stripe.errors.StripeCardError;
    expect(declined).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    expect(declined.charge).toMatch(/^ch_/);
    expect(declined.payment_intent?.status).toBe('requires_payment_method');
    expect(declined.payment_method?.id).toBe(card);

    const intent = await s.stripe.paymentIntents.retrieve(String(declined.payment_intent?.id));
    expect(intent.last_payment_error?.decline_code).toBe('insufficient_funds');
    expect((await s.stripe.charges.retrieve(String(declined.charge))).status).toBe('failed');

    expect((await hold(customer, card)).status).toBe('requires_capture');
    await s.double.waitForDeliveries();
    expect(s.events().map((event) => event.type)).toContain('payment_intent.payment_failed');
  });

  it('refuses a card that was not saved to the customer', async () => {
    const session = await createSession(s.stripe, { payment_intent_data: undefined });
    const { session: paid } = await s.double.pay(session.id);
    const intent = await s.stripe.paymentIntents.retrieve(idOf(paid.payment_intent));
    const customer = await s.stripe.customers.create({ email: 'ann@example.com' });
    const unsaved = { customer: customer.id, card: idOf(intent.payment_method) };
    await expect(chargeSavedCard(s.stripe, unsaved, { amount: 1000 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_method',
    });
  });

  it('refuses amounts below the minimum and unknown objects', async () => {
    const { customer, card } = await savedCard(s);
    await expect(hold(customer, card, 49)).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(hold('cus_nobody', card)).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    });
    await expect(s.stripe.paymentIntents.retrieve('pi_nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
