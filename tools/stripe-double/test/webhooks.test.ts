import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startStripeDouble } from '../src/index.ts';
import {
  createSession,
  scenarioForEachTest,
  startReceiver,
  WEBHOOK_SECRET,
  type Receiver,
} from './support.ts';

describe('Webhooks', () => {
  const s = scenarioForEachTest();

  it('signs each delivery as Stripe does, with the events as Stripe shapes them', async () => {
    const session = await createSession(s.stripe);
    await s.stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: 'expire-1' });
    await s.double.waitForDeliveries();

    const [{ body, signature } = { body: '', signature: '' }] = s.receiver.received;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = s.stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.expired',
      livemode: false,
      pending_webhooks: 1,
      request: { idempotency_key: 'expire-1' },
      data: { object: { id: session.id, status: 'expired', metadata: { reservationId: '42' } } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.request?.id).toMatch(/^req_/);
    expect(event.api_version).toBe(Stripe.API_VERSION);
    expect(() => s.stripe.webhooks.constructEvent(body, signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      s.stripe.webhooks.constructEvent(
        body.replace('expired', 'complete'),
        signature,
        WEBHOOK_SECRET,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);

    const listed = await s.stripe.events.list({ type: 'checkout.session.expired' });
    expect(listed.data.map((item) => item.id)).toEqual([event.id]);
    expect((await s.stripe.events.retrieve(event.id)).pending_webhooks).toBe(0);
  });

  it('retries a delivery that failed, and gives up after the last retry', async () => {
    s.receiver.answers.push(500, 503);
    const first = await createSession(s.stripe);
    await s.double.expire(first.id);
    let deliveries = await s.double.waitForDeliveries();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.state).toBe('succeeded');
    expect(deliveries[0]?.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 200]);
    const ids = s.events().map((event) => event.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids).toHaveLength(3);

    s.receiver.answers.push(500, 500, 500);
    const second = await createSession(s.stripe);
    await s.double.expire(second.id);
    deliveries = await s.double.waitForDeliveries();
    expect(deliveries[1]).toMatchObject({ state: 'failed', eventType: 'checkout.session.expired' });
    expect(deliveries[1]?.attempts).toHaveLength(3);
  });

  it('sends one event again, and to two URLs at once', async () => {
    let other: Receiver | undefined;
    try {
      other = await startReceiver();
      const session = await createSession(s.stripe);
      await s.double.pay(session.id);
      await s.double.waitForDeliveries();
      const completed = s.events().find((event) => event.type === 'checkout.session.completed');
      const id = String(completed?.id);

      const twice = await s.double.deliverEvent(id, [s.receiver.url, other.url]);
      expect(twice.map((delivery) => [delivery.url, delivery.state])).toEqual([
        [s.receiver.url, 'succeeded'],
        [other.url, 'succeeded'],
      ]);
      await s.double.deliverEvent(id);
      const received = s.events().filter((event) => event.id === id);
      expect(received).toHaveLength(3);
      expect(received.map((event) => event.data.object)).toEqual([
        completed?.data.object,
        completed?.data.object,
        completed?.data.object,
      ]);
      const [elsewhere] = other.received;
      expect(
        s.stripe.webhooks.constructEvent(
          String(elsewhere?.body),
          String(elsewhere?.signature),
          WEBHOOK_SECRET,
        ).id,
      ).toBe(id);
    } finally {
      await other?.close();
    }
  });

  it('follows a new webhook URL and secret', async () => {
    await s.double.setWebhook({ secret: 'whsec_rotated' });
    await s.double.expire((await createSession(s.stripe)).id);
    await s.double.waitForDeliveries();
    const [{ body, signature } = { body: '', signature: '' }] = s.receiver.received;
    expect(s.stripe.webhooks.constructEvent(body, signature, 'whsec_rotated').type).toBe(
      'checkout.session.expired',
    );

    await s.double.setWebhook({ url: null });
    await s.double.expire((await createSession(s.stripe)).id);
    expect(await s.double.waitForDeliveries()).toHaveLength(1);
    expect((await s.double.state()).events).toHaveLength(2);
  });

  it('keeps events without a webhook URL', async () => {
    const quiet = await startStripeDouble({ webhookSecret: WEBHOOK_SECRET });
    try {
      const stripe = new Stripe(quiet.secretKey, { ...quiet.sdkOptions });
      await quiet.expire((await createSession(stripe)).id);
      const state = await quiet.state();
      expect(state.events.map((event) => [event.type, event.pending_webhooks])).toEqual([
        ['checkout.session.expired', 0],
      ]);
      expect(state.deliveries).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
