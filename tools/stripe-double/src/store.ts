import { noSuch } from './api/errors.ts';
import type {
  Charge,
  CheckoutLineItem,
  CheckoutSession,
  Customer,
  Metadata,
  PaymentIntent,
  PaymentMethod,
  Refund,
  StripeEvent,
  StripeObject,
} from './objects.ts';

/** One kind of object, by id, in the order they were made. */
export class Table<T extends StripeObject> {
  private readonly rows = new Map<string, T>();

  constructor(
    /** The name Stripe's "No such …" errors give this kind. */
    readonly kind: string,
  ) {}

  add(row: T): T {
    this.rows.set(row.id, row);
    return row;
  }

  find(id: string): T | undefined {
    return this.rows.get(id);
  }

  /** The row, or Stripe's resource_missing: 404 for the request's own id, 400 for a parameter. */
  get(id: string, param?: string): T {
    const row = this.rows.get(id);
    if (!row) throw noSuch(this.kind, id, param);
    return row;
  }

  all(): T[] {
    return [...this.rows.values()];
  }
}

/** What a Checkout Session keeps beside its public fields, for the page and the payment. */
export interface SessionExtras {
  lineItems: CheckoutLineItem[];
  setupFutureUsage: 'off_session' | 'on_session' | null;
  intentMetadata: Metadata;
}

export type DeclineReason = 'card_declined' | 'insufficient_funds';

/** Everything the double knows, in memory, for as long as it runs. */
export class Store {
  readonly customers = new Table<Customer>('customer');
  readonly paymentMethods = new Table<PaymentMethod>('PaymentMethod');
  readonly paymentIntents = new Table<PaymentIntent>('payment_intent');
  readonly charges = new Table<Charge>('charge');
  readonly refunds = new Table<Refund>('refund');
  readonly checkoutSessions = new Table<CheckoutSession>('checkout.session');
  readonly events = new Table<StripeEvent>('event');
  readonly sessionExtras = new Map<string, SessionExtras>();
  /** Declines waiting for a customer's next off-session payment, oldest first. */
  readonly pendingDeclines = new Map<string, DeclineReason[]>();
  /**
   * API routes ("POST /v1/refunds") carried out but never answered: the connection is cut, as
   * when an answer is lost on its way back. A retry with the same idempotency key is lost too.
   */
  readonly lostAnswers = new Set<string>();

  /** The object an id names, whatever its kind (for `expand[]`). */
  find(id: string): StripeObject | undefined {
    const tables = [
      this.customers,
      this.paymentMethods,
      this.paymentIntents,
      this.charges,
      this.refunds,
      this.checkoutSessions,
      this.events,
    ] as Table<StripeObject>[];
    for (const table of tables) {
      const row = table.find(id);
      if (row) return row;
    }
    return undefined;
  }

  takeDecline(customer: string | null): DeclineReason | null {
    if (!customer) return null;
    return this.pendingDeclines.get(customer)?.shift() ?? null;
  }
}
