import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createSession, idOf, scenarioForEachTest, startScenario } from './support.ts';

describe('Checkout Sessions and the hosted page', () => {
  const s = scenarioForEachTest();

  const post = (path: string) =>
    fetch(`${s.double.url}${path}`, { method: 'POST', redirect: 'manual' });

  it('makes an open, unpaid session whose url is the hosted page', async () => {
    const session = await createSession(s.stripe);
    expect(session).toMatchObject({
      object: 'checkout.session',
      livemode: false,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 21_000,
      currency: 'usd',
      client_reference_id: '42',
      customer: null,
      customer_email: 'ann@example.com',
      metadata: { reservationId: '42' },
      payment_intent: null,
      url: `${s.double.url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.created).toBeCloseTo(Date.now() / 1000, -1);

    const page = await fetch(String(session.url));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Pay $210.00</h1>');
    expect(html).toContain('<td>Toyota Corolla, 30 hours</td><td>1</td><td>$180.00</td>');
    expect(html).toContain('<td>Child seat</td><td>2</td><td>$30.00</td>');
    expect(html).toContain('<button class="pay" type="submit">Pay</button>');
    expect(html).toContain('<button class="decline" type="submit">Decline</button>');
    expect(html).not.toMatch(/src=|https?:\/\/(?!127\.0\.0\.1)/);
  });

  it('pays on the page: the session completes, the card is saved and a signed webhook says so', async () => {
    const session = await createSession(s.stripe);

    const answer = await post(`/pay/${session.id}/pay`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `http://127.0.0.1:9/reservations/42?session=${session.id}`,
    );

    await s.double.waitForDeliveries();
    const events = s.events();
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['payment_intent.succeeded', 'checkout.session.completed']),
    );
    const completed = events.find((event) => event.type === 'checkout.session.completed');
    const paid = completed?.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 21_000,
      client_reference_id: '42',
      metadata: { reservationId: '42' },
      customer_details: { email: 'ann@example.com' },
    });
    expect(paid.customer).toMatch(/^cus_/);
    expect(paid.payment_intent).toMatch(/^pi_/);

    const retrieved = await s.stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent', 'line_items'],
    });
    const intent = retrieved.payment_intent as Stripe.PaymentIntent;
    expect(retrieved.url).toBeNull();
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 21_000,
      amount_received: 21_000,
      currency: 'usd',
      customer: paid.customer,
      setup_future_usage: 'off_session',
      metadata: { reservationId: '42' },
    });
    expect(retrieved.line_items?.data.map((item) => [item.description, item.amount_total])).toEqual(
      [
        ['Toyota Corolla, 30 hours', 18_000],
        ['Child seat', 3000],
      ],
    );

    const customer = idOf(paid.customer);
    const cards = await s.stripe.paymentMethods.list({ customer, type: 'card' });
    expect(cards.data).toHaveLength(1);
    expect(cards.data[0]).toMatchObject({ id: intent.payment_method, customer, type: 'card' });
    expect(cards.data[0]?.card?.last4).toBe('4242');
    const same = await s.stripe.customers.listPaymentMethods(customer, { type: 'card' });
    expect(same.data.map((card) => card.id)).toEqual([intent.payment_method]);
    expect(await s.stripe.customers.retrieve(customer)).toMatchObject({ email: 'ann@example.com' });

    const page = await fetch(`${s.double.url}/pay/${session.id}`);
    expect(await page.text()).toContain('This checkout session is already paid.');
    expect((await post(`/pay/${session.id}/pay`)).status).toBe(409);
  });

  it('declines on the page, keeps the session open, and pays on the next try', async () => {
    const session = await createSession(s.stripe);

    const declined = await post(`/pay/${session.id}/decline`);
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('<p role="alert">Your card was declined.');
    expect(html).toContain('<button class="pay" type="submit">Pay</button>');

    const open = await s.stripe.checkout.sessions.retrieve(session.id);
    expect(open).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    const failed = await s.stripe.paymentIntents.retrieve(idOf(open.payment_intent));
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });

    expect((await post(`/pay/${session.id}/pay`)).status).toBe(303);
    const intent = await s.stripe.paymentIntents.retrieve(idOf(open.payment_intent));
    expect(intent).toMatchObject({ status: 'succeeded', last_payment_error: null });
    const { events } = await s.double.state();
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    // Sent at once, so they may arrive in any order, as from Stripe.
    await s.double.waitForDeliveries();
    expect(
      s
        .events()
        .map((event) => event.id)
        .sort(),
    ).toEqual(events.map((event) => event.id).sort());
  });

  it('expires on request, and when the clock passes expires_at', async () => {
    const first = await createSession(s.stripe);
    const expired = await s.stripe.checkout.sessions.expire(first.id);
    expect(expired).toMatchObject({ status: 'expired', payment_status: 'unpaid', url: null });
    const page = await fetch(`${s.double.url}/pay/${first.id}`);
    expect(await page.text()).toContain('This checkout session has expired');
    expect((await post(`/pay/${first.id}/pay`)).status).toBe(409);
    await expect(s.stripe.checkout.sessions.expire(first.id)).rejects.toThrow(/status of open/);

    const second = await createSession(s.stripe);
    await s.double.advanceClock(30 * 60);
    expect((await s.stripe.checkout.sessions.retrieve(second.id)).status).toBe('open');
    await s.double.advanceClock(60);
    expect((await s.stripe.checkout.sessions.retrieve(second.id)).status).toBe('expired');

    await s.double.waitForDeliveries();
    const events = s.events().filter((event) => event.type === 'checkout.session.expired');
    expect(events.map((event) => event.data.object.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('charges an existing customer and saves the card to them', async () => {
    const customer = await s.stripe.customers.create({
      email: 'bob@example.com',
      metadata: { userId: '7' },
    });
    expect(customer).toMatchObject({ object: 'customer', email: 'bob@example.com' });
    expect(customer.id).toMatch(/^cus_/);
    const session = await createSession(s.stripe, {
      customer: customer.id,
      customer_email: undefined,
    });
    const { session: paid, redirectUrl } = await s.double.pay(session.id);
    expect(redirectUrl).toContain(session.id);
    expect(paid.customer).toBe(customer.id);
    expect(paid.customer_details?.email).toBe('bob@example.com');
    const cards = await s.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(cards.data).toHaveLength(1);
  });

  it('saves no card and makes no customer when the session does not ask for later payments', async () => {
    const session = await createSession(s.stripe, { payment_intent_data: undefined });
    const { session: paid } = await s.double.pay(session.id);
    expect(paid.customer).toBeNull();
    const intent = await s.stripe.paymentIntents.retrieve(idOf(paid.payment_intent), {
      expand: ['payment_method'],
    });
    expect((intent.payment_method as Stripe.PaymentMethod).customer).toBeNull();
    expect((await s.double.state()).customers).toHaveLength(0);
  });

  it('refuses what Stripe refuses, with its errors', async () => {
    const refusal = (params: Partial<Stripe.Checkout.SessionCreateParams>) =>
      createSession(s.stripe, params).then(
        () => expect.fail('accepted'),
        (error: Stripe.errors.StripeError) => ({
          status: error.statusCode,
          type: error.type,
          code: error.code,
          param: error.param,
        }),
      );
    const unknown = { locale: 'fr' } as Partial<Stripe.Checkout.SessionCreateParams>;
    expect(await refusal(unknown)).toEqual({
      status: 400,
      type: 'StripeInvalidRequestError',
      code: 'parameter_unknown',
      param: 'locale',
    });
    expect(await refusal({ line_items: [] })).toMatchObject({
      code: 'parameter_missing',
      param: 'line_items',
    });
    expect(await refusal({ customer: 'cus_nobody', customer_email: undefined })).toEqual({
      status: 400,
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'customer',
    });
    expect(await refusal({ customer: 'cus_nobody' })).toMatchObject({
      code: 'parameters_exclusive',
    });
    expect(await refusal({ expires_at: Math.floor(Date.now() / 1000) + 10 * 60 })).toMatchObject({
      status: 400,
      param: 'expires_at',
    });
    expect(await refusal({ success_url: 'not a url' })).toMatchObject({ code: 'url_invalid' });
    await expect(s.stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    expect((await s.double.state()).checkoutSessions).toHaveLength(0);
  });

  it('runs on the clock it is given, as the test clock of the app', async () => {
    const start = Date.parse('2031-06-10T13:00:00Z');
    const startedAt = Date.now();
    const later = await startScenario({ now: () => new Date(start + Date.now() - startedAt) });
    try {
      const expiresAt = Math.floor(start / 1000) + 30 * 60;
      const session = await createSession(later.stripe, { expires_at: expiresAt });
      expect(session.created).toBeCloseTo(start / 1000, -1);
      await later.double.advanceClock(30 * 60);
      expect((await later.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
      await later.double.waitForDeliveries();
      expect(later.events().map((event) => event.type)).toEqual(['checkout.session.expired']);
    } finally {
      await later.close();
    }
  });
});
