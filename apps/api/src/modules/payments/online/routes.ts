import { successSchema } from '@keyturn/shared';
import { routeModule } from '../../../lib/api-routes.ts';
import { success } from '../../../lib/route-schemas.ts';

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
      'checked against the raw body, and an event delivered again is acknowledged without ' +
      'being applied twice.',
    replies: { 200: successSchema },
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      await online.webhook.receive(
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return success('The event has been received.');
    },
  });
});
