import type {
  Charge,
  CheckoutSession,
  Customer,
  PaymentError,
  PaymentIntent,
  PaymentMethod,
  Refund,
  StripeEvent,
} from '../objects.ts';
import type { DeclineReason } from '../store.ts';
import type { Delivery } from '../webhooks/sender.ts';

export type { DeclineReason };

/** Everything the double holds, oldest first, as plain JSON. */
export interface DoubleState {
  /** The double's clock, unix seconds. */
  now: number;
  webhook: { url: string | null; secret: string };
  customers: Customer[];
  paymentMethods: PaymentMethod[];
  checkoutSessions: CheckoutSession[];
  paymentIntents: PaymentIntent[];
  charges: Charge[];
  refunds: Refund[];
  events: StripeEvent[];
  deliveries: Delivery[];
  /** Declines waiting for each customer's next payment. */
  pendingDeclines: Record<string, DeclineReason[]>;
  /** The API routes whose answers are lost (`loseAnswers`). */
  lostAnswers: string[];
}

/**
 * What a test may do to the double beyond Stripe's API. The same methods exist in process (the
 * handle `startStripeDouble` answers) and over HTTP (`connectStripeDouble(url)`, for a test in
 * another process, such as the browser tests).
 */
export interface StripeDoubleControls {
  state(): Promise<DoubleState>;
  /** Pays as the page's Pay button does; `redirectUrl` is where the browser would be sent. */
  pay(sessionId: string): Promise<{ session: CheckoutSession; redirectUrl: string }>;
  /** Declines as the page's Decline button does; the session stays open. */
  decline(sessionId: string): Promise<{ session: CheckoutSession; error: PaymentError }>;
  /** Expires an open session now (checkout.session.expired), as Stripe's expire endpoint. */
  expire(sessionId: string): Promise<CheckoutSession>;
  /** Moves the double's clock on; open sessions whose expires_at it passes expire. */
  advanceClock(seconds: number): Promise<{ now: number }>;
  /** Makes the customer's next payment through the API (a charge or a hold) be declined. */
  declineNextPayment(customerId: string, reason?: DeclineReason): Promise<void>;
  /**
   * From now on, requests to the API route (`"POST /v1/refunds"`) are carried out and their
   * answers lost: the connection is cut before any byte of the answer. `lost: false` answers
   * them again.
   */
  loseAnswers(route: string, lost: boolean): Promise<void>;
  /**
   * Sends a stored event again (the same id and body), to each URL at once (by default the
   * webhook URL); resolves with these deliveries once each has succeeded or used its retries.
   */
  deliverEvent(eventId: string, urls?: string[]): Promise<Delivery[]>;
  /** Changes where events go (null: nowhere) and the secret they are signed with. */
  setWebhook(endpoint: { url?: string | null; secret?: string }): Promise<void>;
  /** Resolves once no delivery is pending (retries included), with every delivery so far. */
  waitForDeliveries(): Promise<Delivery[]>;
}
