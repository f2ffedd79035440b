import Stripe from 'stripe';
import type { StripeSettings } from '../../../config.ts';
import type {
  CardPaymentRequest,
  Checkout,
  CheckoutRequest,
  OpenedCheckout,
  Payment,
  PaymentProvider,
  Refund,
  SignedEvent,
} from './payment-provider.ts';
import { ProviderFailure, type ProviderFailureKind } from './provider-failure.ts';
import { checkoutOf, readEvent } from './stripe-events.ts';

/** How long one call to the provider may take; the SDK retries a failed one twice. */
const TIMEOUT_MS = 15_000;
const RETRIES = 2;
/** The longest a call may take with its retries, and the SDK's short waits between them. */
const LONGEST_CALL_MS = TIMEOUT_MS * (RETRIES + 1) + 5_000;

/** Keyturn's prices are in US dollars. */
const CURRENCY = 'usd';

/**
 * The provider's SDK. STRIPE_API_URL, when set, points it elsewhere than the provider's own
 * address: the tests' local double (decision 052), which speaks the same endpoints.
 */
function stripeClient(settings: StripeSettings): Stripe {
  const address = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: RETRIES,
    timeout: TIMEOUT_MS,
    telemetry: false,
    ...(address && {
      protocol: address.protocol === 'https:' ? ('https' as const) : ('http' as const),
      host: address.hostname,
      port: address.port || (address.protocol === 'https:' ? 443 : 80),
    }),
  });
}

/**
 * An answer of the 4xx kind is the provider's no for good, but for 409 (the same key busy) and
 * 429 (the rate limited), which may still be carried out; no answer, or the provider's own
 * failure, leaves the outcome open.
 */
function kindOf(error: Stripe.errors.StripeError): ProviderFailureKind {
  const status = error.statusCode;
  const answered =
    status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
  if (!answered) return 'unreachable';
  return error instanceof Stripe.errors.StripeCardError ? 'declined' : 'refused';
}

/** Why a connection failed (ECONNREFUSED…), as the SDK gives it. */
function detailOf(error: Stripe.errors.StripeError): string | undefined {
  const { detail } = error;
  if (typeof detail === 'string') return detail;
  const code = (detail as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The SDK's error reduced to its kind and what the log may keep (provider-failure.ts). */
function failureOf(error: Stripe.errors.StripeError): ProviderFailure {
  return new ProviderFailure(kindOf(error), {
    type: error.type,
    rawType: error.rawType,
    code: error.code,
    declineCode: error.decline_code,
    statusCode: error.statusCode,
    requestId: error.requestId ?? error.headers?.['request-id'],
    detail: detailOf(error),
    message: error.message,
  });
}

/** Runs a call to the SDK, its errors thrown as `ProviderFailure`s; any other error as it came. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof Stripe.errors.StripeError ? failureOf(error) : error;
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** A PaymentIntent's status as the money rules read it. */
function statusOf(status: Stripe.PaymentIntent.Status): Payment['status'] {
  switch (status) {
    case 'requires_capture':
      return 'held';
    case 'succeeded':
      return 'taken';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      return 'declined';
    default:
      return 'unfinished';
  }
}

function paymentOf(intent: Stripe.PaymentIntent): Payment {
  return {
    id: intent.id,
    status: statusOf(intent.status),
    amountCents: intent.amount,
    takenCents: intent.amount_received,
    cardId: idOf(intent.payment_method) ?? null,
  };
}

/** A session as the money rules read it: one neither complete nor expired may still be paid. */
function sessionOf(session: Stripe.Checkout.Session): Checkout {
  const ended = (['complete', 'expired'] as const).find((status) => status === session.status);
  return checkoutOf(session, ended ?? 'open');
}

/**
 * The payment provider on Stripe's SDK (decision 065): Checkout Sessions that save the card for
 * off-session payments, PaymentIntents (manual capture for a hold), Refunds, and webhooks signed
 * with the endpoint's secret. The only file of the API that knows the SDK (ESLint holds it so).
 */
export class StripeProvider implements PaymentProvider {
  readonly longestCallMs = LONGEST_CALL_MS;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout> {
    const { reservationId, customer, keys } = request;
    return asked(async () => {
      const account = await this.stripe.customers.create(
        {
          email: customer.email,
          name: customer.name,
          metadata: { userId: String(customer.userId) },
        },
        { idempotencyKey: keys.account },
      );
      const session = await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer: account.id,
          client_reference_id: String(reservationId),
          metadata: { reservationId: String(reservationId) },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: request.amountCents,
                product_data: request.item,
              },
            },
          ],
          // The card is kept for the deposit and for what the return costs beyond it.
          payment_intent_data: {
            setup_future_usage: 'off_session',
            metadata: { reservationId: String(reservationId) },
          },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: keys.checkout },
      );
      if (!session.url) throw new Error(`checkout ${session.id} came without its address`);
      return { checkoutId: session.id, url: session.url, accountId: account.id };
    });
  }

  checkout(checkoutId: string): Promise<Checkout> {
    return asked(async () => sessionOf(await this.stripe.checkout.sessions.retrieve(checkoutId)));
  }

  expireCheckout(checkoutId: string): Promise<Checkout> {
    return asked(async () => sessionOf(await this.stripe.checkout.sessions.expire(checkoutId)));
  }

  takeFromCard(request: CardPaymentRequest): Promise<Payment> {
    const { key } = request;
    return asked(async () => {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: CURRENCY,
          customer: request.accountId,
          payment_method: request.cardId,
          off_session: true,
          confirm: true,
          ...(request.mode === 'hold' && { capture_method: 'manual' as const }),
          description: request.description,
          metadata: { ...request.metadata, task: key },
        },
        { idempotencyKey: key },
      );
      return paymentOf(intent);
    });
  }

  payment(paymentId: string): Promise<Payment> {
    return asked(async () => paymentOf(await this.stripe.paymentIntents.retrieve(paymentId)));
  }

  /** The customer's PaymentIntents, for the one whose `metadata.task` is the key. */
  findPaymentByKey(accountId: string, key: string): Promise<Payment | undefined> {
    return asked(async () => {
      const list = this.stripe.paymentIntents.list({ customer: accountId, limit: 100 });
      for await (const intent of list) {
        if (intent.metadata?.task === key) return paymentOf(intent);
      }
      return undefined;
    });
  }

  capture(paymentId: string, amountCents: number, key: string): Promise<Payment> {
    return asked(async () =>
      paymentOf(
        await this.stripe.paymentIntents.capture(
          paymentId,
          { amount_to_capture: amountCents },
          { idempotencyKey: key },
        ),
      ),
    );
  }

  release(paymentId: string, key: string): Promise<Payment> {
    return asked(async () =>
      paymentOf(await this.stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: key })),
    );
  }

  refund(paymentId: string, amountCents: number, key: string): Promise<Refund> {
    return asked(async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentId, amount: amountCents },
        { idempotencyKey: key },
      );
      return { id: refund.id };
    });
  }

  /**
   * Checks the signature alone, then reads the body: the SDK's constructEvent also parses it,
   * and a signed body that does not parse would then be taken for a forged one.
   */
  readSignedEvent(payload: Buffer, signature: string | undefined): SignedEvent {
    const checker = this.stripe.webhooks.signature;
    if (!checker) throw new Error("the provider's SDK came without its signature checker");
    try {
      checker.verifyHeader(payload, signature ?? '', this.settings.webhookSecret);
    } catch {
      return { kind: 'forged' };
    }
    return readEvent(payload);
  }
}
