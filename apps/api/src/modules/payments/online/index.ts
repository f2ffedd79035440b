import type { FastifyBaseLogger } from 'fastify';
import type { StripeSettings } from '../../../config.ts';
import type { ServiceContext } from '../../../context.ts';
import { OnlineCheckouts } from './checkout.ts';
import { CheckoutOutcomes } from './checkout-outcomes.ts';
import { moneyTaskSchedule } from './money-task-schedule.ts';
import { MoneyTasks } from './money-tasks.ts';
import { OnlineRefunds } from './refunds.ts';
import { stripeClient } from './stripe-client.ts';
import { UnpaidBookings } from './unpaid-bookings.ts';
import { ProviderWebhook } from './webhook.ts';

/** Online payment's services (PAYMENTS=stripe, decision 051), on one client of the provider. */
export function onlinePayments(
  ctx: ServiceContext,
  settings: StripeSettings,
  log: FastifyBaseLogger,
) {
  const stripe = stripeClient(settings);
  const refunds = new OnlineRefunds(ctx, stripe, log);
  const outcomes = new CheckoutOutcomes(ctx, stripe, refunds, log);
  return {
    checkouts: new OnlineCheckouts(ctx, stripe, settings),
    refunds,
    moneyTasks: new MoneyTasks(
      ctx,
      stripe,
      refunds,
      moneyTaskSchedule(settings.reconcileSeconds),
      log,
    ),
    webhook: new ProviderWebhook(ctx, stripe, settings.webhookSecret, outcomes, log),
    unpaidBookings: new UnpaidBookings(ctx, stripe, outcomes, log),
  };
}
export type OnlinePayments = ReturnType<typeof onlinePayments>;

export { PAYMENT_SERVICE_DOWN_MESSAGE } from './checkout.ts';
export { BAD_SIGNATURE_MESSAGE } from './webhook.ts';
export { pendingCheckoutOfReservation, type PendingCheckout } from './repository.ts';
export {
  planCancellationRefund,
  planDepositHold,
  planReturnSettlement,
} from './money-task-plans.ts';
export type { MoneyTasks } from './money-tasks.ts';
export { moneyTaskPage } from './money-task-list.ts';
