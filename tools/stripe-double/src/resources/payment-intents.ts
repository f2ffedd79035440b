import { ApiError, invalidRequest, unexpectedState } from '../api/errors.ts';
import type { Params } from '../api/params.ts';
import { listAndRetrieveRoutes } from '../api/read-routes.ts';
import { path, type Route } from '../api/route.ts';
import { attemptPayment } from '../cards.ts';
import type { Context } from '../context.ts';
import { newId } from '../ids.ts';
import type { CancellationReason, Metadata, PaymentIntent, PaymentMethod } from '../objects.ts';
import type { EventRequest } from '../webhooks/events.ts';
import { formatAmount } from '../money.ts';

/** Stripe's smallest and largest charge in US dollars, in cents. */
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

export function newPaymentIntent(
  ctx: Context,
  fields: {
    amount: number;
    currency: string;
    customer: string | null;
    captureMethod?: 'automatic' | 'manual';
    setupFutureUsage?: 'off_session' | 'on_session' | null;
    description?: string | null;
    metadata?: Metadata;
    paymentMethod?: string | null;
  },
): PaymentIntent {
  const id = newId('pi_');
  return ctx.store.paymentIntents.add({
    id,
    object: 'payment_intent',
    created: ctx.clock.now(),
    livemode: false,
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: fields.currency,
    capture_method: fields.captureMethod ?? 'automatic',
    confirmation_method: 'automatic',
    client_secret: `${id}_secret_${newId('', 25)}`,
    customer: fields.customer,
    description: fields.description ?? null,
    payment_method: fields.paymentMethod ?? null,
    payment_method_types: ['card'],
    setup_future_usage: fields.setupFutureUsage ?? null,
    status: fields.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    last_payment_error: null,
    latest_charge: null,
    canceled_at: null,
    cancellation_reason: null,
    next_action: null,
    metadata: fields.metadata ?? {},
  });
}

/** An amount in cents within Stripe's limits for a charge. */
export function checkAmount(amount: number, currency: string, param: string): void {
  if (amount < MIN_AMOUNT) {
    throw invalidRequest(`Amount must be at least ${formatAmount(MIN_AMOUNT, currency)}`, {
      code: 'amount_too_small',
      param,
    });
  }
  if (amount > MAX_AMOUNT) {
    throw invalidRequest(`Amount must be no more than ${formatAmount(MAX_AMOUNT, currency)}`, {
      code: 'amount_too_large',
      param,
    });
  }
}

export function readCurrency(params: Params): string {
  const currency = params.requiredString('currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  }
  return currency;
}

/** A card may pay again only when it was saved to the intent's customer. */
function checkSavedCard(card: PaymentMethod, customer: string | null): void {
  if (card.customer === null) {
    throw invalidRequest(
      `The PaymentMethod ${card.id} was used once without being saved to a customer and cannot be used again; save it with setup_future_usage.`,
      { param: 'payment_method' },
    );
  }
  if (card.customer !== customer) {
    throw invalidRequest(
      `The PaymentMethod ${card.id} belongs to the customer ${card.customer}; pass that customer with it.`,
      { param: 'payment_method' },
    );
  }
}

/**
 * Pays with the saved card. The next decline queued for the intent's customer (a test control)
 * refuses it: the intent is kept, needing a new payment method, and the answer is Stripe's 402
 * card_error naming it.
 */
function confirm(ctx: Context, intent: PaymentIntent, card: PaymentMethod, origin: EventRequest) {
  const decline = attemptPayment(ctx, intent, card, ctx.store.takeDecline(intent.customer), origin);
  if (decline) {
    throw new ApiError(402, { ...decline, payment_intent: structuredClone(intent) });
  }
}

const CANCELLABLE = ['requires_payment_method', 'requires_confirmation', 'requires_capture'];
const CANCELLATION_REASONS: CancellationReason[] = [
  'duplicate',
  'fraudulent',
  'requested_by_customer',
  'abandoned',
];

export const paymentIntentRoutes: Route[] = [
  {
    method: 'POST',
    path: path('/v1/payment_intents'),
    handle(ctx, { params, origin }) {
      const amount = params.requiredInteger('amount');
      const currency = readCurrency(params);
      checkAmount(amount, currency, 'amount');
      const customerId = params.string('customer');
      const customer = customerId ? ctx.store.customers.get(customerId, 'customer') : null;
      const cardId = params.string('payment_method');
      const card = cardId ? ctx.store.paymentMethods.get(cardId, 'payment_method') : null;
      const shouldConfirm = params.boolean('confirm') ?? false;
      const offSession = params.boolean('off_session');
      if (offSession !== undefined && !shouldConfirm) {
        throw invalidRequest('off_session can only be given with confirm=true.', {
          param: 'off_session',
        });
      }
      const fields = {
        amount,
        currency,
        customer: customer?.id ?? null,
        paymentMethod: card?.id ?? null,
        captureMethod: params.oneOf('capture_method', ['automatic', 'manual']),
        setupFutureUsage: params.oneOf('setup_future_usage', ['off_session', 'on_session']),
        description: params.string('description'),
        metadata: params.metadata(),
      };
      params.done();
      if (shouldConfirm) {
        if (!card) {
          throw unexpectedState(
            "You cannot confirm this PaymentIntent because it's missing a payment method: pass payment_method.",
          );
        }
        checkSavedCard(card, fields.customer);
      }
      const intent = newPaymentIntent(ctx, fields);
      if (shouldConfirm && card) confirm(ctx, intent, card, origin);
      return intent;
    },
  },
  ...listAndRetrieveRoutes(
    { url: '/v1/payment_intents', table: (store) => store.paymentIntents },
    (params) => ({ customer: params.string('customer') }),
  ),
  {
    method: 'POST',
    path: path('/v1/payment_intents/:id/capture'),
    handle(ctx, { params, ids: [id = ''], origin }) {
      const intent = ctx.store.paymentIntents.get(id);
      const amount = params.integer('amount_to_capture') ?? intent.amount_capturable;
      params.done();
      if (intent.status !== 'requires_capture') {
        throw unexpectedState(
          `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        );
      }
      if (amount < 1) {
        throw invalidRequest('amount_to_capture must be a positive integer.', {
          param: 'amount_to_capture',
        });
      }
      if (amount > intent.amount_capturable) {
        throw invalidRequest(
          `The amount to capture (${amount}) is greater than the amount capturable (${intent.amount_capturable}).`,
          { code: 'amount_too_large', param: 'amount_to_capture' },
        );
      }
      // What is not captured is released to the card: the intent keeps only what it received.
      const charge = ctx.store.charges.get(intent.latest_charge ?? '');
      charge.captured = true;
      charge.amount_captured = amount;
      intent.amount_received = amount;
      intent.amount_capturable = 0;
      intent.status = 'succeeded';
      ctx.events.emit('payment_intent.succeeded', intent, origin);
      return intent;
    },
  },
  {
    method: 'POST',
    path: path('/v1/payment_intents/:id/cancel'),
    handle(ctx, { params, ids: [id = ''], origin }) {
      const intent = ctx.store.paymentIntents.get(id);
      const reason = params.oneOf('cancellation_reason', CANCELLATION_REASONS);
      params.done();
      if (!CANCELLABLE.includes(intent.status)) {
        throw unexpectedState(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(', ')}.`,
        );
      }
      intent.status = 'canceled';
      intent.canceled_at = ctx.clock.now();
      intent.cancellation_reason = reason ?? null;
      intent.amount_capturable = 0;
      ctx.events.emit('payment_intent.canceled', intent, origin);
      return intent;
    },
  },
];
