import { listAnswer } from '../api/list.ts';
import { path, type Route } from '../api/route.ts';

export const paymentMethodRoutes: Route[] = [
  {
    method: 'GET',
    path: path('/v1/payment_methods'),
    handle(ctx, { params }) {
      const customer = params.string('customer');
      if (customer !== undefined) ctx.store.customers.get(customer, 'customer');
      params.oneOf('type', ['card']);
      const cards = ctx.store.paymentMethods
        .all()
        .filter((card) => customer === undefined || card.customer === customer);
      const list = listAnswer(cards, '/v1/payment_methods', params);
      params.done();
      return list;
    },
  },
  {
    method: 'GET',
    path: path('/v1/payment_methods/:id'),
    handle(ctx, { params, ids: [id = ''] }) {
      params.done();
      return ctx.store.paymentMethods.get(id);
    },
  },
];
