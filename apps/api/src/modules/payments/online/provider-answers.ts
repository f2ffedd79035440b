import { ProviderFailure } from './provider-failure.ts';

/**
 * The provider answered and said no (a bad request, a refused card, a key used otherwise): the
 * same call would get the same answer, and nothing was done. Not so when it could not be
 * reached, failed itself, limited the rate, or was still busy with the same key: then the call
 * may have been carried out, and only asking again with the same idempotency key can tell.
 */
export function refusedForGood(error: unknown): boolean {
  return error instanceof ProviderFailure && error.kind !== 'unreachable';
}

/** Why a call to the provider failed, for the office: the card's bank's words when it gave them. */
export function providerRefusal(error: unknown): string {
  if (error instanceof ProviderFailure && error.kind === 'declined') return error.message;
  return refusedForGood(error)
    ? 'the payment service refused it'
    : 'the payment service did not answer';
}
