import { describe, expect, it } from 'vitest';
import { chargeSavedCard, createSession, idOf, savedCard, scenarioForEachTest } from './support.ts';

describe('Refunds', () => {
  const s = scenarioForEachTest();

  it('refunds a paid session in parts, never more than is left', async () => {
    const session = await createSession(s.stripe);
    const { session: paid } = await s.double.pay(session.id);
    const intent = paid.payment_intent ?? '';

    const first = await s.stripe.refunds.create({ payment_intent: intent, amount: 6000 });
    expect(first).toMatchObject({
      object: 'refund',
      amount: 6000,
      currency: 'usd',
      payment_intent: intent,
      status: 'succeeded',
    });
    expect(first.id).toMatch(/^re_/);
    expect(await s.stripe.refunds.retrieve(first.id)).toEqual(first);

    await expect(
      s.stripe.refunds.create({ payment_intent: intent, amount: 15_001 }),
    ).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($150.01) is greater than unrefunded amount on charge ($150.00)',
    });

    const rest = await s.stripe.refunds.create({ payment_intent: intent });
    expect(rest.amount).toBe(15_000);
    await expect(s.stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });

    const charge = await s.stripe.charges.retrieve(idOf(first.charge));
    expect(charge).toMatchObject({ amount_refunded: 21_000, refunded: true });
    const listed = await s.stripe.refunds.list({ payment_intent: intent });
    expect(listed.data.map((refund) => refund.id)).toEqual([rest.id, first.id]);

    await s.double.waitForDeliveries();
    const refunded = s.events().filter((event) => event.type === 'charge.refunded');
    expect(refunded.map((event) => event.data.object.amount_refunded).sort()).toEqual([
      21_000, 6000,
    ]);
  });

  it('refunds only what a hold captured', async () => {
    const held = await chargeSavedCard(s.stripe, await savedCard(s), {
      amount: 20_000,
      capture_method: 'manual',
    });
    await expect(s.stripe.refunds.create({ payment_intent: held.id })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });
    await s.stripe.paymentIntents.capture(held.id, { amount_to_capture: 4500 });
    await expect(
      s.stripe.refunds.create({ payment_intent: held.id, amount: 4501 }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });
    expect((await s.stripe.refunds.create({ payment_intent: held.id })).amount).toBe(4500);
  });
});
