import { successSchema } from '@keyturn/shared';
import { routeModule } from '../../../lib/api-routes.ts';
import { success } from '../../../lib/route-schemas.ts';
import type { WebhookOutcome } from './webhook.ts';

/** What the provider's delivery log shows of each answer. */
const RECEIVED: Record<WebhookOutcome, string> = {
  applied: 'The event has been received.',
  ignored: 'The event has been received; Keyturn does not act on events of this type.',
  unreadable:
    'The event has been received, but Keyturn cannot read it, so nothing was applied. ' +
    'It has been logged for a person to look at.',
};

/**
 * The provider's webhook, with online payment only. Its body is kept as the bytes that came:
 * the signature is over them, and JSON parsed and written again would not match.
 */
export const onlinePaymentRoutes = routeModule('Payments', (routes, ctx, app) => {
  const { online } = ctx.services;
  if (!online) return;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  routes.public.post('/payments/stripe/webhook', {
    summary: "The payment provider's events (signed; each applied once)",
    description:
      'Called by the payment provider, never by a client: the Stripe-Signature header is ' +
      'checked against the raw body (400 when it does not match), and an event delivered ' +
      'again is acknowledged without being applied twice. Every signed event is answered ' +
      '200, whatever its shape: one of a type Keyturn does not act on, and one it cannot read ' +
      '(not JSON, no id or type, no data.object, a field of another type), which is logged ' +
      'and not applied; the provider would deliver it again for days on any other answer. ' +
      'When the payment service cannot be asked about what an event names, the answer is ' +
      '503, so that the provider delivers it again.',
    replies: { 200: successSchema },
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      const outcome = await online.webhook.receive(
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return success(RECEIVED[outcome]);
    },
  });
});
