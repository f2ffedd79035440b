// @keyturn/stripe-double: a local stand-in for Stripe in tests. See README.md.
export { startStripeDouble, API_VERSION } from './start.ts';
export type { StripeDouble, StripeDoubleOptions } from './start.ts';
export { connectStripeDouble } from './controls/client.ts';
export type { DeclineReason, DoubleState, StripeDoubleControls } from './controls/controls.ts';
export type { Delivery, DeliveryAttempt } from './webhooks/sender.ts';
export type * from './objects.ts';
