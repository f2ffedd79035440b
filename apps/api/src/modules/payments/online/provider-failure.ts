/**
 * What a failed call to the payment provider means for the money rules:
 * - `declined`: the card refused it; nothing was taken, and the same call gets the same answer.
 * - `refused`: the provider answered no for good (a bad request, a key used for another call).
 * - `unreachable`: no answer, or one that leaves the outcome open (a timeout, the provider's own
 *   failure, a rate limit, the same key still busy): the call may have been carried out, and only
 *   asking again with the same idempotency key can tell.
 */
export type ProviderFailureKind = 'declined' | 'refused' | 'unreachable';

/** The provider's error as a log line keeps it: what its support asks for, nothing it carries. */
export interface ProviderErrorLog {
  /** The implementation's class of it: StripeCardError, StripeConnectionError… */
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

/**
 * A secret API key, a webhook's secret, a payment's client secret or a card number, should a
 * message ever quote one: the log is read by more people than the keys are.
 */
const SECRETS =
  /\b(?:sk|rk)_(?:live|test)_\w+|\bwhsec_\w+|\b\w+_secret_\w+|\b\d(?:[ -]?\d){12,18}\b/g;

const masked = (text: string) => text.replace(SECRETS, '[hidden]');

/**
 * A call to the payment provider that failed, as every implementation throws it: its kind, and
 * the provider's error reduced to what the log may keep. It never carries what the provider's
 * own error did (the payment it was about, client secret and card holder's name and address
 * included), as the logger would write all of it, nor wraps it as its cause. The provider's
 * message is this error's own: beside it, `provider` must have none, or the logger would take it
 * for an error of its own and write its type over.
 */
export class ProviderFailure extends Error {
  readonly failedAt = 'provider';
  readonly provider: Omit<ProviderErrorLog, 'message'>;

  constructor(
    readonly kind: ProviderFailureKind,
    { message, detail, ...provider }: ProviderErrorLog,
  ) {
    super(masked(message));
    this.name = 'ProviderFailure';
    this.provider = { ...provider, detail: detail === undefined ? undefined : masked(detail) };
  }
}
