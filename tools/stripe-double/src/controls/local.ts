import { invalidRequest } from '../api/errors.ts';
import {
  declineSession,
  expireDueSessions,
  expireSession,
  paySession,
  successRedirect,
} from '../checkout.ts';
import type { Context } from '../context.ts';
import type { WebhookSender } from '../webhooks/sender.ts';
import { NO_REQUEST } from '../webhooks/events.ts';
import type { DeclineReason, DoubleState, StripeDoubleControls } from './controls.ts';

const DECLINE_REASONS: DeclineReason[] = ['card_declined', 'insufficient_funds'];
const API_ROUTE = /^(GET|POST|DELETE) \/v1\/[A-Za-z0-9_/]+$/;

const copy = <T>(value: T): T => structuredClone(value);

/** The controls, acting on the double's state directly. */
export function localControls(ctx: Context, webhooks: WebhookSender): StripeDoubleControls {
  const { store } = ctx;
  const endpointUrl = () => webhooks.endpoint.url;
  return {
    async state(): Promise<DoubleState> {
      expireDueSessions(ctx);
      return copy({
        now: ctx.clock.now(),
        webhook: { ...webhooks.endpoint },
        customers: store.customers.all(),
        paymentMethods: store.paymentMethods.all(),
        checkoutSessions: store.checkoutSessions.all(),
        paymentIntents: store.paymentIntents.all(),
        charges: store.charges.all(),
        refunds: store.refunds.all(),
        events: store.events.all(),
        deliveries: webhooks.deliveries,
        pendingDeclines: Object.fromEntries(store.pendingDeclines),
        lostAnswers: [...store.lostAnswers],
      });
    },
    async pay(sessionId) {
      const session = paySession(ctx, sessionId);
      return copy({ session, redirectUrl: successRedirect(session) });
    },
    async decline(sessionId) {
      const error = declineSession(ctx, sessionId);
      return copy({ session: store.checkoutSessions.get(sessionId), error });
    },
    async expire(sessionId) {
      expireDueSessions(ctx);
      return copy(expireSession(ctx, sessionId, NO_REQUEST));
    },
    async advanceClock(seconds) {
      if (!Number.isInteger(seconds) || seconds < 0) {
        throw invalidRequest('seconds must be a whole number of seconds, 0 or more.');
      }
      const now = ctx.clock.advance(seconds);
      expireDueSessions(ctx);
      return { now };
    },
    async declineNextPayment(customerId, reason = 'card_declined') {
      store.customers.get(customerId);
      if (!DECLINE_REASONS.includes(reason)) {
        throw invalidRequest(`reason must be one of ${DECLINE_REASONS.join(', ')}.`);
      }
      const queue = store.pendingDeclines.get(customerId) ?? [];
      store.pendingDeclines.set(customerId, [...queue, reason]);
    },
    async loseAnswers(route, lost) {
      if (!API_ROUTE.test(route)) {
        throw invalidRequest('route must be a method and an API path, such as "POST /v1/refunds".');
      }
      if (lost) store.lostAnswers.add(route);
      else store.lostAnswers.delete(route);
    },
    async deliverEvent(eventId, urls) {
      const targets = urls ?? [endpointUrl()].filter((url): url is string => url !== null);
      if (targets.length === 0)
        throw invalidRequest('No URL to deliver to: give urls or set a webhook URL.');
      return copy(await ctx.events.redeliver(eventId, targets));
    },
    async setWebhook({ url, secret }) {
      if (url !== undefined) webhooks.endpoint.url = url;
      if (secret !== undefined) webhooks.endpoint.secret = secret;
    },
    async waitForDeliveries() {
      await webhooks.settled();
      return copy(webhooks.deliveries);
    },
  };
}
