import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { chargeSavedCard, savedCard, scenarioForEachTest } from './support.ts';

describe('Idempotency keys and API keys', () => {
  const s = scenarioForEachTest();

  const postCustomer = (body: string, key: string) =>
    fetch(`${s.double.url}/v1/customers`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${s.double.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': key,
      },
      body,
    });

  it('answers a repeated key and request with the first answer, and does it once', async () => {
    const first = await postCustomer('email=ann%40example.com&metadata[userId]=7', 'key-1');
    const again = await postCustomer('email=ann%40example.com&metadata[userId]=7', 'key-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(await first.text());

    const viaSdk = await s.stripe.customers.create(
      { email: 'bob@example.com' },
      { idempotencyKey: 'key-2' },
    );
    const retried = await s.stripe.customers.create(
      { email: 'bob@example.com' },
      { idempotencyKey: 'key-2' },
    );
    expect(retried.id).toBe(viaSdk.id);
    expect((await s.double.state()).customers).toHaveLength(2);
  });

  it('refuses a key used before with another request', async () => {
    await s.stripe.customers.create({ email: 'ann@example.com' }, { idempotencyKey: 'key-3' });
    await expect(
      s.stripe.customers.create({ email: 'eve@example.com' }, { idempotencyKey: 'key-3' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers a repeated declined payment with the same decline, without paying again', async () => {
    const { customer, card } = await savedCard(s);
    await s.double.declineNextPayment(customer, 'card_declined');
    const charge = () =>
      chargeSavedCard(
        s.stripe,
        { customer, card },
        { amount: 5000 },
        { idempotencyKey: 'charge-1' },
      );
    const first = await charge().catch((error: Stripe.errors.StripeCardError) => error);
    const second = await charge().catch((error: Stripe.errors.StripeCardError) => error);
    expect(first).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((second as Stripe.errors.StripeCardError).payment_intent?.id).toBe(
      (first as Stripe.errors.StripeCardError).payment_intent?.id,
    );
    expect(
      (await s.double.state()).paymentIntents.filter((intent) => intent.customer === customer),
    ).toHaveLength(2);
  });

  it('refuses a wrong or a missing API key with 401', async () => {
    const stranger = new Stripe('sk_test_someone_else', { ...s.double.sdkOptions });
    await expect(stranger.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const anonymous = await fetch(`${s.double.url}/v1/customers`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect((await s.double.state()).customers).toHaveLength(0);
  });

  it('answers an unknown endpoint with 404', async () => {
    const answer = await fetch(`${s.double.url}/v1/subscriptions`, {
      headers: { Authorization: `Bearer ${s.double.secretKey}` },
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(
      /Unrecognized request URL/,
    );
  });
});
