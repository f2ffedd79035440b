import type { Context } from './context.ts';
import { newId } from './ids.ts';
import type { Charge, PaymentError, PaymentIntent, PaymentMethod } from './objects.ts';
import type { DeclineReason } from './store.ts';
import type { EventRequest } from './webhooks/events.ts';

/** How each decline the tests can ask for looks to the merchant. */
const DECLINES: Record<DeclineReason, Pick<PaymentError, 'code' | 'decline_code' | 'message'>> = {
  card_declined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** The card a customer enters on the hosted page: always Stripe's Visa test card. */
export function newCard(
  ctx: Context,
  owner: { customer: string | null; email: string | null },
): PaymentMethod {
  const created = ctx.clock.now();
  return ctx.store.paymentMethods.add({
    id: newId('pm_'),
    object: 'payment_method',
    created,
    livemode: false,
    type: 'card',
    card: {
      brand: 'visa',
      display_brand: 'visa',
      country: 'US',
      exp_month: 12,
      exp_year: new Date(created * 1000).getUTCFullYear() + 4,
      fingerprint: newId('', 16),
      funding: 'credit',
      last4: '4242',
      checks: { cvc_check: 'pass', address_line1_check: null, address_postal_code_check: null },
      networks: { available: ['visa'], preferred: null },
    },
    billing_details: { email: owner.email, name: null, phone: null, address: null },
    customer: owner.customer,
    allow_redisplay: 'unspecified',
    metadata: {},
  });
}

/**
 * Pays the intent with the card, or records the decline: a charge either way, the intent's new
 * status and its event. Answers the decline, or null when the card was accepted.
 */
export function attemptPayment(
  ctx: Context,
  intent: PaymentIntent,
  card: PaymentMethod,
  decline: DeclineReason | null,
  request: EventRequest,
): PaymentError | null {
  const charge = newCharge(ctx, intent, card, decline);
  intent.latest_charge = charge.id;
  if (decline) {
    const error: PaymentError = {
      type: 'card_error',
      ...DECLINES[decline],
      charge: charge.id,
      payment_method: card,
    };
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = error;
    ctx.events.emit('payment_intent.payment_failed', intent, request);
    return error;
  }
  intent.payment_method = card.id;
  intent.last_payment_error = null;
  if (intent.capture_method === 'manual') {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
    ctx.events.emit('payment_intent.amount_capturable_updated', intent, request);
  } else {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    ctx.events.emit('payment_intent.succeeded', intent, request);
  }
  return null;
}

function newCharge(
  ctx: Context,
  intent: PaymentIntent,
  card: PaymentMethod,
  decline: DeclineReason | null,
): Charge {
  const captured = !decline && intent.capture_method === 'automatic';
  const { brand, last4, exp_month, exp_year, funding, country } = card.card;
  return ctx.store.charges.add({
    id: newId('ch_'),
    object: 'charge',
    created: ctx.clock.now(),
    livemode: false,
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    captured,
    refunded: false,
    paid: !decline,
    status: decline ? 'failed' : 'succeeded',
    failure_code: decline ? DECLINES[decline].code : null,
    failure_message: decline ? DECLINES[decline].message : null,
    outcome: decline
      ? {
          network_status: 'declined_by_network',
          reason: DECLINES[decline].decline_code,
          seller_message: 'The bank declined the payment.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    payment_method: card.id,
    payment_method_details: {
      type: 'card',
      card: { brand, last4, exp_month, exp_year, funding, country },
    },
    billing_details: card.billing_details,
    metadata: { ...intent.metadata },
  });
}
