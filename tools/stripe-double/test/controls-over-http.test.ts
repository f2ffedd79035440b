import { request } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectStripeDouble, type StripeDoubleControls } from '../src/index.ts';
import { createSession, scenarioForEachTest } from './support.ts';

describe('The test controls over HTTP (for a test in another process)', () => {
  const s = scenarioForEachTest();
  let controls: StripeDoubleControls;
  beforeEach(() => {
    controls = connectStripeDouble(s.double.url);
  });

  it('pays, declines, expires and reads the state', async () => {
    const declined = await createSession(s.stripe);
    const { session, error } = await controls.decline(declined.id);
    expect(session.status).toBe('open');
    expect(error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
    const { session: paid, redirectUrl } = await controls.pay(declined.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(redirectUrl).toBe(`http://127.0.0.1:9/reservations/42?session=${declined.id}`);

    const expired = await controls.expire((await createSession(s.stripe)).id);
    expect(expired.status).toBe('expired');
    const late = await createSession(s.stripe);
    const { now } = await controls.advanceClock(24 * 60 * 60);
    expect(now).toBeGreaterThan(late.expires_at);

    const state = await controls.state();
    expect(state.checkoutSessions.map((item) => item.status)).toEqual([
      'complete',
      'expired',
      'expired',
    ]);
    // The clock stays moved on, and goes on running: a second may pass between the two reads.
    expect(state.now).toBeGreaterThanOrEqual(now);
    expect(state.now - now).toBeLessThanOrEqual(5);
    expect(state.webhook.url).toBe(s.receiver.url);
    const deliveries = await controls.waitForDeliveries();
    expect(deliveries.every((delivery) => delivery.state === 'succeeded')).toBe(true);
  });

  it('queues declines, sends events again and moves the webhook', async () => {
    const paid = await controls.pay((await createSession(s.stripe)).id);
    const customer = String(paid.session.customer);
    await controls.declineNextPayment(customer, 'insufficient_funds');
    expect((await controls.state()).pendingDeclines).toEqual({
      [customer]: ['insufficient_funds'],
    });

    await controls.waitForDeliveries();
    const [event] = (await controls.state()).events;
    const again = await controls.deliverEvent(String(event?.id));
    expect(again.map((delivery) => delivery.eventId)).toEqual([event?.id]);

    await controls.setWebhook({ url: null, secret: 'whsec_new' });
    expect((await controls.state()).webhook).toEqual({ url: null, secret: 'whsec_new' });
  });

  it('carries out a request whose answer it loses, again under the same key, until told otherwise', async () => {
    const { session } = await controls.pay((await createSession(s.stripe)).id);
    const intent = String(session.payment_intent);
    await controls.loseAnswers('POST /v1/refunds', true);
    expect((await controls.state()).lostAnswers).toEqual(['POST /v1/refunds']);
    const refund = () =>
      s.stripe.refunds.create(
        { payment_intent: intent, amount: 2500 },
        { idempotencyKey: 'refund-lost-answer', maxNetworkRetries: 0 },
      );
    await expect(refund()).rejects.toMatchObject({ type: 'StripeConnectionError' });
    await expect(refund()).rejects.toMatchObject({ type: 'StripeConnectionError' });
    expect((await controls.state()).refunds.map((each) => each.amount)).toEqual([2500]);

    await controls.loseAnswers('POST /v1/refunds', false);
    const answered = await refund();
    expect(answered.amount).toBe(2500);
    expect((await controls.state()).refunds.map((each) => each.id)).toEqual([answered.id]);
    await expect(controls.loseAnswers('refunds', true)).rejects.toThrow(/400 route must be/);
  });

  it('answers a request target it cannot read, and keeps answering', async () => {
    // "//" is no URL to resolve: reading which route it is must not take the double down.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const { hostname, port } = new URL(s.double.url);
      request({ hostname, port, path: '//', method: 'POST' }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(500);
    expect((await controls.state()).lostAnswers).toEqual([]);
  });

  it('answers a control it cannot carry out with an error', async () => {
    await expect(controls.pay('cs_test_nothing')).rejects.toThrow(/404 No such checkout.session/);
    await expect(controls.declineNextPayment('cus_nobody')).rejects.toThrow(/404/);
    const paid = await controls.pay((await createSession(s.stripe)).id);
    await expect(controls.pay(paid.session.id)).rejects.toThrow(
      /400 This Checkout Session is already paid/,
    );
    const unknown = await fetch(`${s.double.url}/_double/nothing`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});
