import { DrizzleQueryError } from 'drizzle-orm';
import Stripe from 'stripe';
import { DatabaseTimeoutError, isDatabaseTimeout, pgErrorCode } from '../../../db/errors.ts';

/** How deep the chain of causes is followed (an HttpError, Drizzle's error, the driver's). */
const MAX_DEPTH = 4;

/**
 * A secret API key, a webhook's secret, a payment's client secret or a card number, should a
 * message ever quote one: the log is read by more people than the keys are.
 */
const SECRETS =
  /\b(?:sk|rk)_(?:live|test)_\w+|\bwhsec_\w+|\b\w+_secret_\w+|\b\d(?:[ -]?\d){12,18}\b/g;

const masked = (text: string) => text.replace(SECRETS, '[hidden]');

/** The provider's error as a log line keeps it: what its support asks for, nothing it carries. */
export interface ProviderErrorLog {
  /** The SDK's class of it: StripeCardError, StripeConnectionError… */
  type: string;
  /** The provider's own type (card_error, invalid_request_error); none when it never answered. */
  rawType?: string;
  code?: string;
  declineCode?: string;
  statusCode?: number;
  /** The provider's id of the request, by which its dashboard and support find it. */
  requestId?: string;
  /** Why a connection failed (ECONNREFUSED…), when the provider was not reached at all. */
  detail?: string;
  message: string;
}

/** What the log line of a money step that failed says of the failure. */
export type FailureLog =
  | { failedAt: 'provider'; provider: ProviderErrorLog }
  | { failedAt: 'database'; err: unknown }
  | { failedAt: 'keyturn'; err: unknown };

function detailOf(error: Stripe.errors.StripeError): string | undefined {
  const { detail } = error;
  if (typeof detail === 'string') return masked(detail);
  const code = (detail as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function providerErrorLog(error: Stripe.errors.StripeError): ProviderErrorLog {
  return {
    type: error.type,
    rawType: error.rawType,
    code: error.code,
    declineCode: error.decline_code,
    statusCode: error.statusCode,
    requestId: error.requestId ?? error.headers?.['request-id'],
    detail: detailOf(error),
    message: masked(error.message),
  };
}

/**
 * The provider's error reduced to what the log may keep, as the cause of the answer it led to:
 * the SDK's own error carries the payment it was about, client secret and card holder's name
 * and address included, and the logger would write all of it. The provider's message is this
 * error's own: beside it, `provider` must have none, or the logger would take it for an error
 * of its own and write its type over.
 */
export class ProviderFailure extends Error {
  readonly failedAt = 'provider';
  readonly provider: Omit<ProviderErrorLog, 'message'>;

  constructor(error: Stripe.errors.StripeError) {
    const { message, ...provider } = providerErrorLog(error);
    super(message);
    this.name = 'ProviderFailure';
    this.provider = provider;
  }
}

/** The error and those it wraps, outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let at = error; at && typeof at === 'object' && chain.length < MAX_DEPTH;) {
    chain.push(at);
    at = (at as { cause?: unknown }).cause;
  }
  return chain;
}

function providerErrorIn(error: unknown): ProviderErrorLog | undefined {
  for (const link of chainOf(error)) {
    if (link instanceof ProviderFailure) return { ...link.provider, message: link.message };
    if (link instanceof Stripe.errors.StripeError) return providerErrorLog(link);
  }
  return undefined;
}

function isDatabaseFailure(error: unknown): boolean {
  return (
    chainOf(error).some(
      (link) => link instanceof DrizzleQueryError || link instanceof DatabaseTimeoutError,
    ) ||
    pgErrorCode(error) !== undefined ||
    isDatabaseTimeout(error)
  );
}

/**
 * Whose failure it was, for the log line of a money step: the provider's, by its own type, code
 * and request id; our database's, told as such (the provider may well have done its part, and
 * whoever reads the log must not look for the fault there); or Keyturn's own. The database's
 * error goes to the logger's serializer, which leaves out the query and its values.
 */
export function failureLog(error: unknown): FailureLog {
  const provider = providerErrorIn(error);
  if (provider) return { failedAt: 'provider', provider };
  return { failedAt: isDatabaseFailure(error) ? 'database' : 'keyturn', err: error };
}

export function isProviderError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** An error to give an answer as its cause, the provider's reduced to what the log may keep. */
export function loggableCause(error: unknown): unknown {
  return isProviderError(error) ? new ProviderFailure(error) : error;
}
