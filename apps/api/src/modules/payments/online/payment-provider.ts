/**
 * The payment provider as Keyturn's money rules need it (decision 065): a hosted checkout for a
 * booking that saves the customer's card, payments taken from that card (a hold, captured in
 * part or released, or a charge), refunds, and the provider's signed events. Amounts are US
 * cents. Every call that moves money carries an idempotency key: the same key asked again
 * answers what the first call did, and never moves the money twice.
 *
 * A call that fails throws a `ProviderFailure` (provider-failure.ts), which says whether the
 * card was declined, the provider refused for good, or its outcome is unknown. The Stripe SDK
 * is one implementation (stripe-provider.ts); the tests' in-memory fake is another.
 */
export interface PaymentProvider {
  /** The longest one call may take, with the implementation's own retries. */
  readonly longestCallMs: number;

  /** Opens a checkout: the customer's account at the provider, and its session for the booking. */
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** The checkout as the provider has it now. */
  checkout(checkoutId: string): Promise<Checkout>;
  /** Ends an open checkout, so nothing can be paid on it any more; answers it ended. */
  expireCheckout(checkoutId: string): Promise<Checkout>;

  /** Takes money from the card a checkout saved: held for a later capture, or charged. */
  takeFromCard(request: CardPaymentRequest): Promise<Payment>;
  /** A payment by its id. */
  payment(paymentId: string): Promise<Payment>;
  /**
   * The account's payment made with this key, found by the key kept with it: for a call older
   * than the provider's memory of its keys (24 hours), which a retry could no longer rely on.
   */
  findPaymentByKey(accountId: string, key: string): Promise<Payment | undefined>;
  /** Captures part or all of a hold; the provider releases the rest with it. */
  capture(paymentId: string, amountCents: number, key: string): Promise<Payment>;
  /** Releases a hold whole. */
  release(paymentId: string, key: string): Promise<Payment>;
  /** Gives part or all of a payment back to its card. */
  refund(paymentId: string, amountCents: number, key: string): Promise<Refund>;

  /** A webhook's body, its signature checked over the bytes as they came, read as an event. */
  readSignedEvent(payload: Buffer, signature: string | undefined): SignedEvent;
}

export interface CheckoutRequest {
  reservationId: number;
  customer: { userId: number; email: string; name: string };
  amountCents: number;
  /** The one line the customer sees on the provider's page. */
  item: { name: string; description: string };
  /** Where the provider sends the customer once paid, and when they give up. */
  successUrl: string;
  cancelUrl: string;
  /** The account's key and the session's. */
  keys: { account: string; checkout: string };
}

export interface OpenedCheckout {
  checkoutId: string;
  /** Where the customer pays. */
  url: string;
  /** The customer's account at the provider, which the saved card belongs to. */
  accountId: string;
}

export interface Checkout {
  id: string;
  /** `open`: the customer may still pay; `complete`: they went through; `expired`: ended. */
  status: 'open' | 'complete' | 'expired';
  /** The money arrived. */
  paid: boolean;
  /** The payment the checkout made, once it made one. */
  paymentId: string | null;
  /** The checkout's total, what the customer pays or paid, when the provider says. */
  amountCents: number | null;
}

export interface CardPaymentRequest {
  accountId: string;
  cardId: string;
  amountCents: number;
  /** `hold`: authorised now, captured or released later; `charge`: taken at once. */
  mode: 'hold' | 'charge';
  description: string;
  /** Kept with the payment, for whoever reads it at the provider. */
  metadata: Record<string, string>;
  /** The idempotency key, kept with the payment too, for `findPaymentByKey`. */
  key: string;
}

/**
 * A payment as the money rules read it. `held`: authorised, waiting for a capture or release;
 * `taken`: the money was taken (a charge, or a hold captured, `takenCents` of it); `cancelled`:
 * nothing taken, a hold released; `declined`: the card refused it; `unfinished`: the provider
 * is still at it.
 */
export interface Payment {
  id: string;
  status: 'held' | 'taken' | 'cancelled' | 'declined' | 'unfinished';
  /** What was asked for or held. */
  amountCents: number;
  takenCents: number;
  /** The card it was paid with; a checkout's card is kept for the deposit and later charges. */
  cardId: string | null;
}

export interface Refund {
  id: string;
}

/**
 * An event Keyturn applies. Its id and type are the provider's own, by which it is applied once
 * and logged.
 */
export type ProviderEvent =
  | { id: string; type: string; happened: 'checkout-completed'; checkout: Checkout }
  | { id: string; type: string; happened: 'checkout-expired'; checkoutId: string };

/**
 * A webhook's body read: forged (the signature does not match), an event to apply, one of no
 * interest, or one that cannot be used (named as far as it can be, and where it is wrong).
 */
export type SignedEvent =
  | { kind: 'forged' }
  | { kind: 'applied'; event: ProviderEvent }
  | { kind: 'ignored'; id: string; type: string }
  | { kind: 'unreadable'; id?: string; type?: string; problem: string };
