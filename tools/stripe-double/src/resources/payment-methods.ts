import { listAndRetrieveRoutes } from '../api/read-routes.ts';
import type { Route } from '../api/route.ts';

export const paymentMethodRoutes: Route[] = listAndRetrieveRoutes(
  { url: '/v1/payment_methods', table: (store) => store.paymentMethods },
  (params, ctx) => {
    const customer = params.string('customer');
    // Stripe refuses to list the cards of a customer it does not know, with a 400.
    if (customer !== undefined) ctx.store.customers.get(customer, 'customer');
    // Every PaymentMethod here is a card: `type=card` narrows nothing, another type is refused.
    return { customer, type: params.oneOf('type', ['card']) };
  },
);
