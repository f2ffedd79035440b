import type { FastifyBaseLogger } from 'fastify';
import type { StripeSettings } from '../../../config.ts';
import type { ServiceContext } from '../../../context.ts';
import { OnlineCheckouts } from './checkout.ts';
import { CheckoutOutcomes } from './checkout-outcomes.ts';
import { moneyTaskSchedule } from './money-task-schedule.ts';
import { MoneyTasks } from './money-tasks.ts';
import { OnlineRefunds } from './refunds.ts';
import { StripeProvider } from './stripe-provider.ts';
import { UnpaidBookings } from './unpaid-bookings.ts';
import { ProviderWebhook } from './webhook.ts';

/**
 * Online payment's services (PAYMENTS=stripe, decision 051), on one client of the provider:
 * Stripe's, behind the PaymentProvider interface (decision 065).
 */
export function onlinePayments(
  ctx: ServiceContext,
  settings: StripeSettings,
  log: FastifyBaseLogger,
) {
  const provider = new StripeProvider(settings);
  const schedule = moneyTaskSchedule(settings.reconcileSeconds, provider.longestCallMs);
  const refunds = new OnlineRefunds(ctx, provider, log, schedule.leaseMs);
  const outcomes = new CheckoutOutcomes(ctx, provider, refunds, log);
  return {
    checkouts: new OnlineCheckouts(ctx, provider, settings),
    refunds,
    moneyTasks: new MoneyTasks(ctx, provider, refunds, schedule, log),
    webhook: new ProviderWebhook(ctx, provider, outcomes, log),
    unpaidBookings: new UnpaidBookings(ctx, provider, outcomes, settings.holdMinutes, log),
  };
}
export type OnlinePayments = ReturnType<typeof onlinePayments>;

export { PAYMENT_SERVICE_DOWN_MESSAGE } from './checkout.ts';
export { BAD_SIGNATURE_MESSAGE } from './webhook.ts';
export { pendingCheckoutOfReservation } from './repository.ts';
export { centsInFlight } from './refund-claims.ts';
export type { OnlineRefunds } from './refunds.ts';
export {
  planCancellationRefund,
  planDepositHold,
  planReturnSettlement,
} from './money-task-plans.ts';
export type { MoneyTasks } from './money-tasks.ts';
export { moneyTaskPage } from './money-task-list.ts';
