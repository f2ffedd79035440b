// What happens to a Checkout Session after it is made: paid or declined on its page (or by a
// test control), expired on request or when the double's clock passes its expires_at.
import { invalidRequest } from './api/errors.ts';
import { attemptPayment, newCard } from './cards.ts';
import type { Context } from './context.ts';
import type { CheckoutSession, PaymentError, PaymentIntent } from './objects.ts';
import { newCustomer } from './resources/customers.ts';
import { newPaymentIntent } from './resources/payment-intents.ts';
import type { SessionExtras } from './store.ts';
import { NO_REQUEST, type EventRequest } from './webhooks/events.ts';

function openSession(
  ctx: Context,
  id: string,
): { session: CheckoutSession; extras: SessionExtras } {
  expireDueSessions(ctx);
  const session = ctx.store.checkoutSessions.get(id);
  const extras = ctx.store.sessionExtras.get(id);
  if (session.status !== 'open' || !extras) {
    throw invalidRequest(
      `This Checkout Session is ${session.status === 'complete' ? 'already paid' : 'expired'}.`,
    );
  }
  return { session, extras };
}

/** The session's PaymentIntent, made at its first payment attempt as Stripe does. */
function sessionIntent(
  ctx: Context,
  session: CheckoutSession,
  extras: SessionExtras,
  customer: string | null,
): PaymentIntent {
  const existing = session.payment_intent
    ? ctx.store.paymentIntents.get(session.payment_intent)
    : null;
  if (existing) {
    existing.customer = customer;
    return existing;
  }
  const intent = newPaymentIntent(ctx, {
    amount: session.amount_total,
    currency: session.currency,
    customer,
    setupFutureUsage: extras.setupFutureUsage,
    metadata: { ...extras.intentMetadata },
  });
  session.payment_intent = intent.id;
  return intent;
}

/** Where Stripe sends the customer after paying: success_url with the session's id put in. */
export function successRedirect(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function customerEmail(ctx: Context, session: CheckoutSession): string | null {
  if (session.customer_email) return session.customer_email;
  return session.customer ? ctx.store.customers.get(session.customer).email : null;
}

/**
 * Pay on the hosted page: the card is accepted, saved to the customer when the session asked
 * for later payments (a customer is made when there is none and one is needed), and the session
 * completes. Events: payment_intent.succeeded, then checkout.session.completed.
 */
export function paySession(ctx: Context, id: string): CheckoutSession {
  const { session, extras } = openSession(ctx, id);
  const email = customerEmail(ctx, session);
  const needsCustomer = session.customer_creation === 'always' || extras.setupFutureUsage !== null;
  const customer = session.customer ?? (needsCustomer ? newCustomer(ctx, { email }).id : null);
  const card = newCard(ctx, { customer: extras.setupFutureUsage ? customer : null, email });
  const intent = sessionIntent(ctx, session, extras, customer);
  attemptPayment(ctx, intent, card, null, NO_REQUEST);
  session.status = 'complete';
  session.payment_status = 'paid';
  session.url = null;
  session.customer = customer;
  session.customer_details = {
    email,
    name: null,
    phone: null,
    address: null,
    tax_exempt: 'none',
    tax_ids: [],
  };
  ctx.events.emit('checkout.session.completed', session, NO_REQUEST);
  return session;
}

/**
 * Decline on the hosted page: the attempt is refused (payment_intent.payment_failed) and the
 * session stays open for another try.
 */
export function declineSession(ctx: Context, id: string): PaymentError {
  const { session, extras } = openSession(ctx, id);
  const card = newCard(ctx, { customer: null, email: customerEmail(ctx, session) });
  const intent = sessionIntent(ctx, session, extras, session.customer);
  return attemptPayment(ctx, intent, card, 'card_declined', NO_REQUEST) as PaymentError;
}

export function expireSession(ctx: Context, id: string, request: EventRequest): CheckoutSession {
  const session = ctx.store.checkoutSessions.get(id);
  if (session.status !== 'open') {
    throw invalidRequest(
      `Only Checkout Sessions with a status of open can be expired; this one is ${session.status}.`,
    );
  }
  session.status = 'expired';
  session.url = null;
  ctx.events.emit('checkout.session.expired', session, request);
  return session;
}

/** Expires every open session whose expires_at the double's clock has reached. */
export function expireDueSessions(ctx: Context): void {
  const now = ctx.clock.now();
  for (const session of ctx.store.checkoutSessions.all()) {
    if (session.status === 'open' && session.expires_at <= now) {
      expireSession(ctx, session.id, NO_REQUEST);
    }
  }
}
