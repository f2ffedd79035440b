import { invalidRequest } from '../api/errors.ts';
import { listAndRetrieveRoutes } from '../api/read-routes.ts';
import { path, type Route } from '../api/route.ts';
import type { Context } from '../context.ts';
import { newId } from '../ids.ts';
import { formatAmount } from '../money.ts';
import type { Charge, RefundReason } from '../objects.ts';

const REASONS: RefundReason[] = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** The captured charge a refund takes money back from, named by its intent or itself. */
function refundedCharge(ctx: Context, intentId?: string, chargeId?: string): Charge {
  if (intentId !== undefined && chargeId !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', {
      code: 'parameters_exclusive',
    });
  }
  if (chargeId !== undefined) {
    const charge = ctx.store.charges.get(chargeId, 'charge');
    if (charge.captured) return charge;
  } else if (intentId !== undefined) {
    const intent = ctx.store.paymentIntents.get(intentId, 'payment_intent');
    if (intent.status === 'succeeded') return ctx.store.charges.get(intent.latest_charge ?? '');
  } else {
    throw invalidRequest(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  }
  throw invalidRequest(
    `${intentId ?? chargeId} has no captured payment to refund (cancel a payment that is not captured instead).`,
    { code: 'charge_not_refundable' },
  );
}

export const refundRoutes: Route[] = [
  {
    method: 'POST',
    path: path('/v1/refunds'),
    handle(ctx, { params, origin }) {
      const charge = refundedCharge(ctx, params.string('payment_intent'), params.string('charge'));
      const left = charge.amount_captured - charge.amount_refunded;
      const amount = params.integer('amount') ?? left;
      const reason = params.oneOf('reason', REASONS) ?? null;
      const metadata = params.metadata();
      params.done();
      if (left === 0) {
        throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
          code: 'charge_already_refunded',
        });
      }
      if (amount < 1) {
        throw invalidRequest('Invalid positive integer', { param: 'amount' });
      }
      if (amount > left) {
        throw invalidRequest(
          `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, charge.currency)})`,
          { code: 'amount_too_large', param: 'amount' },
        );
      }
      const refund = ctx.store.refunds.add({
        id: newId('re_'),
        object: 'refund',
        created: ctx.clock.now(),
        amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        reason,
        status: 'succeeded',
        metadata,
      });
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount_captured;
      ctx.events.emit('charge.refunded', charge, origin);
      return refund;
    },
  },
  ...listAndRetrieveRoutes({ url: '/v1/refunds', table: (store) => store.refunds }, (params) => ({
    payment_intent: params.string('payment_intent'),
    charge: params.string('charge'),
  })),
];
