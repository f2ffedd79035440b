import Stripe from 'stripe';

/**
 * The provider answered and said no (a bad request, a refused card, a key used otherwise): the
 * same call would get the same answer, and nothing was done. Not so when it could not be
 * reached, failed itself, limited the rate, or was still busy with the same key: then the call
 * may have been carried out, and only asking again with the same idempotency key can tell.
 */
export function refusedForGood(error: unknown): boolean {
  const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/** Why a call to the provider failed, for the office: the card's bank's words when it gave them. */
export function providerRefusal(error: unknown): string {
  if (error instanceof Stripe.errors.StripeCardError) return error.message;
  return refusedForGood(error)
    ? 'the payment service refused it'
    : 'the payment service did not answer';
}
