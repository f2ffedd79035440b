import { listAnswer } from '../api/list.ts';
import { retrieveRoute } from '../api/read-routes.ts';
import { path, type Route } from '../api/route.ts';
import type { Context } from '../context.ts';
import { newId } from '../ids.ts';
import type { Customer, Metadata } from '../objects.ts';

export function newCustomer(
  ctx: Context,
  fields: {
    email?: string | null;
    name?: string | null;
    phone?: string | null;
    description?: string | null;
    metadata?: Metadata;
  },
): Customer {
  return ctx.store.customers.add({
    id: newId('cus_', 14),
    object: 'customer',
    created: ctx.clock.now(),
    livemode: false,
    email: fields.email ?? null,
    name: fields.name ?? null,
    phone: fields.phone ?? null,
    description: fields.description ?? null,
    metadata: fields.metadata ?? {},
    balance: 0,
    currency: null,
    delinquent: false,
    invoice_settings: { default_payment_method: null },
    preferred_locales: [],
    tax_exempt: 'none',
  });
}

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: path('/v1/customers'),
    handle(ctx, { params }) {
      const fields = {
        email: params.string('email'),
        name: params.string('name'),
        phone: params.string('phone'),
        description: params.string('description'),
        metadata: params.metadata(),
      };
      params.done();
      return newCustomer(ctx, fields);
    },
  },
  retrieveRoute({ url: '/v1/customers', table: (store) => store.customers }),
  {
    method: 'GET',
    path: path('/v1/customers/:id/payment_methods'),
    handle(ctx, { params, ids: [id = ''] }) {
      ctx.store.customers.get(id);
      params.oneOf('type', ['card']);
      const cards = ctx.store.paymentMethods.all().filter((card) => card.customer === id);
      const list = listAnswer(cards, `/v1/customers/${id}/payment_methods`, params);
      params.done();
      return list;
    },
  },
];
