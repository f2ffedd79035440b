import Stripe from 'stripe';
import type { StripeSettings } from '../../../config.ts';

/** How long one call to the provider may take; the SDK retries a failed one twice. */
const TIMEOUT_MS = 15_000;
const RETRIES = 2;
/** The longest a call may take with its retries, and the SDK's short waits between them. */
export const LONGEST_CALL_MS = TIMEOUT_MS * (RETRIES + 1) + 5_000;

/**
 * The provider's SDK. STRIPE_API_URL, when set, points it elsewhere than the provider's own
 * address: the tests' local double (decision 052), which speaks the same endpoints.
 */
export function stripeClient(settings: StripeSettings): Stripe {
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
