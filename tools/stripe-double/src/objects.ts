// The shapes of the Stripe objects the double answers with: the fields of Stripe's published API
// description that Keyturn and the SDK read, with the values a test-mode account has. Fields the
// double does not model are left out rather than filled with values that would mislead.

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: 'customer';
  created: number;
  livemode: false;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Metadata;
  balance: number;
  currency: string | null;
  delinquent: boolean;
  invoice_settings: { default_payment_method: string | null };
  preferred_locales: string[];
  tax_exempt: 'none';
}

export interface Card {
  brand: 'visa';
  display_brand: 'visa';
  country: 'US';
  exp_month: number;
  exp_year: number;
  fingerprint: string;
  funding: 'credit';
  last4: string;
  checks: { cvc_check: 'pass'; address_line1_check: null; address_postal_code_check: null };
  networks: { available: string[]; preferred: null };
}

export interface BillingDetails {
  email: string | null;
  name: string | null;
  phone: string | null;
  address: null;
}

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  created: number;
  livemode: false;
  type: 'card';
  card: Card;
  billing_details: BillingDetails;
  customer: string | null;
  allow_redisplay: 'unspecified';
  metadata: Metadata;
}

/** A declined attempt, as a PaymentIntent's `last_payment_error` and an error body carry it. */
export interface PaymentError {
  type: 'card_error';
  code: string;
  decline_code: string;
  message: string;
  charge: string;
  payment_method: PaymentMethod;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type CancellationReason = 'duplicate' | 'fraudulent' | 'requested_by_customer' | 'abandoned';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  created: number;
  livemode: false;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: 'automatic' | 'manual';
  confirmation_method: 'automatic';
  client_secret: string;
  customer: string | null;
  description: string | null;
  payment_method: string | null;
  payment_method_types: ['card'];
  setup_future_usage: 'off_session' | 'on_session' | null;
  status: PaymentIntentStatus;
  last_payment_error: PaymentError | null;
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: CancellationReason | null;
  next_action: null;
  metadata: Metadata;
}

export interface Charge {
  id: string;
  object: 'charge';
  created: number;
  livemode: false;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  paid: boolean;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  outcome: {
    network_status: 'approved_by_network' | 'declined_by_network';
    reason: string | null;
    seller_message: string;
    type: 'authorized' | 'issuer_declined';
  };
  currency: string;
  customer: string | null;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: Pick<Card, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'funding' | 'country'>;
  };
  billing_details: BillingDetails;
  metadata: Metadata;
}

export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';

export interface Refund {
  id: string;
  object: 'refund';
  created: number;
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: RefundReason | null;
  status: 'succeeded';
  metadata: Metadata;
}

export interface CheckoutLineItem {
  id: string;
  object: 'item';
  amount_discount: 0;
  amount_subtotal: number;
  amount_tax: 0;
  amount_total: number;
  currency: string;
  description: string;
  quantity: number;
  price: {
    id: string;
    object: 'price';
    active: false;
    billing_scheme: 'per_unit';
    created: number;
    currency: string;
    livemode: false;
    product: string;
    type: 'one_time';
    unit_amount: number;
    unit_amount_decimal: string;
    metadata: Metadata;
  };
}

export interface CustomerDetails {
  email: string | null;
  name: string | null;
  phone: string | null;
  address: null;
  tax_exempt: 'none';
  tax_ids: [];
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  created: number;
  livemode: false;
  mode: 'payment';
  ui_mode: 'hosted';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  total_details: { amount_discount: 0; amount_shipping: 0; amount_tax: 0 };
  client_reference_id: string | null;
  customer: string | null;
  customer_creation: 'always' | 'if_required' | null;
  customer_email: string | null;
  customer_details: CustomerDetails | null;
  expires_at: number;
  success_url: string;
  cancel_url: string | null;
  payment_intent: string | null;
  payment_method_types: ['card'];
  payment_link: null;
  setup_intent: null;
  subscription: null;
  invoice: null;
  locale: null;
  submit_type: null;
  recovered_from: null;
  metadata: Metadata;
  /** Present only when asked for with `expand[]=line_items`. */
  line_items?: ListObject<CheckoutLineItem>;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: EventType;
  data: { object: EventObject };
}

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'payment_intent.succeeded'
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | 'charge.refunded';

export type EventObject = CheckoutSession | PaymentIntent | Charge;

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export type StripeObject =
  Customer | PaymentMethod | PaymentIntent | Charge | Refund | CheckoutSession | StripeEvent;
