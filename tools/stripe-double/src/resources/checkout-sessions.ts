import { invalidRequest, missingParam } from '../api/errors.ts';
import { listAnswer } from '../api/list.ts';
import type { Params } from '../api/params.ts';
import { listAndRetrieveRoutes } from '../api/read-routes.ts';
import { path, type Route } from '../api/route.ts';
import { expireSession } from '../checkout.ts';
import type { Context } from '../context.ts';
import { newId } from '../ids.ts';
import type { CheckoutLineItem } from '../objects.ts';
import { checkAmount } from './payment-intents.ts';

/** A session lives from 30 minutes to 24 hours (the default), as on Stripe. */
const MIN_LIFETIME = 30 * 60;
const MAX_LIFETIME = 24 * 60 * 60;
/** Slack for the time a request takes to arrive, so "now + 30 minutes" is accepted. */
const ARRIVAL_SLACK = 10;

function readUrl(params: Params, key: string): string | undefined {
  const url = params.string(key);
  if (url !== undefined && !URL.canParse(url)) {
    throw invalidRequest('Not a valid URL', { code: 'url_invalid', param: key });
  }
  return url;
}

function readLineItems(ctx: Context, params: Params): CheckoutLineItem[] {
  const items = params.objects('line_items');
  if (!items || items.length === 0) throw missingParam('line_items');
  return items.map((item, index) => {
    const param = `line_items[${index}]`;
    const quantity = item.requiredInteger('quantity');
    if (quantity < 1)
      throw invalidRequest('Quantity must be at least 1.', { param: `${param}[quantity]` });
    const price = item.object('price_data');
    if (!price) throw missingParam(`${param}[price_data]`);
    const currency = price.requiredString('currency').toLowerCase();
    const unitAmount = price.requiredInteger('unit_amount');
    if (unitAmount < 0) {
      throw invalidRequest('Invalid non-negative integer', {
        param: `${param}[price_data][unit_amount]`,
      });
    }
    const product = price.object('product_data');
    if (!product) throw missingParam(`${param}[price_data][product_data]`);
    const name = product.requiredString('name');
    product.string('description');
    const created = ctx.clock.now();
    const amount = unitAmount * quantity;
    return {
      id: newId('li_'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency,
      description: name,
      quantity,
      price: {
        id: newId('price_'),
        object: 'price',
        active: false,
        billing_scheme: 'per_unit',
        created,
        currency,
        livemode: false,
        product: newId('prod_', 14),
        type: 'one_time',
        unit_amount: unitAmount,
        unit_amount_decimal: String(unitAmount),
        metadata: {},
      },
    };
  });
}

function exclusive(params: Params, first: string, second: string): void {
  if (params.has(first) && params.has(second)) {
    throw invalidRequest(`You may only specify one of these parameters: ${first}, ${second}.`, {
      code: 'parameters_exclusive',
    });
  }
}

export const checkoutSessionRoutes: Route[] = [
  {
    method: 'POST',
    path: path('/v1/checkout/sessions'),
    handle(ctx, { params }) {
      exclusive(params, 'customer', 'customer_email');
      exclusive(params, 'customer', 'customer_creation');
      const mode = params.oneOf('mode', ['payment']);
      if (!mode) throw missingParam('mode');
      const successUrl = readUrl(params, 'success_url');
      if (!successUrl) throw missingParam('success_url');
      const cancelUrl = readUrl(params, 'cancel_url') ?? null;
      const lineItems = readLineItems(ctx, params);
      const currency = lineItems[0]?.currency ?? 'usd';
      if (lineItems.some((item) => item.currency !== currency)) {
        throw invalidRequest('All line items must have the same currency.', {
          param: 'line_items',
        });
      }
      const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
      checkAmount(total, currency, 'line_items');
      const customerId = params.string('customer');
      const customer = customerId ? ctx.store.customers.get(customerId, 'customer') : null;
      const created = ctx.clock.now();
      const expiresAt = params.integer('expires_at') ?? created + MAX_LIFETIME;
      if (
        expiresAt < created + MIN_LIFETIME - ARRIVAL_SLACK ||
        expiresAt > created + MAX_LIFETIME
      ) {
        throw invalidRequest(
          `expires_at must be from 30 minutes to 24 hours after the session is created (now ${created}).`,
          { param: 'expires_at' },
        );
      }
      const methods = params.strings('payment_method_types');
      if (methods.some((method) => method !== 'card')) {
        throw invalidRequest('The Stripe double takes cards only: payment_method_types=[card].', {
          param: 'payment_method_types',
        });
      }
      const intentData = params.object('payment_intent_data');
      const setupFutureUsage =
        intentData?.oneOf('setup_future_usage', ['off_session', 'on_session']) ?? null;
      const intentMetadata = intentData?.metadata() ?? {};
      const given = {
        client_reference_id: params.string('client_reference_id') ?? null,
        customer_creation: params.oneOf('customer_creation', ['always', 'if_required']) ?? null,
        customer_email: params.string('customer_email') ?? null,
        metadata: params.metadata(),
      };
      params.done();
      const id = newId('cs_test_', 58);
      const session = ctx.store.checkoutSessions.add({
        id,
        object: 'checkout.session',
        created,
        livemode: false,
        mode,
        ui_mode: 'hosted',
        url: ctx.pageUrl(id),
        status: 'open',
        payment_status: 'unpaid',
        amount_subtotal: total,
        amount_total: total,
        currency,
        total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
        customer: customer?.id ?? null,
        customer_details: null,
        expires_at: expiresAt,
        success_url: successUrl,
        cancel_url: cancelUrl,
        payment_intent: null,
        payment_method_types: ['card'],
        payment_link: null,
        setup_intent: null,
        subscription: null,
        invoice: null,
        locale: null,
        submit_type: null,
        recovered_from: null,
        ...given,
      });
      ctx.store.sessionExtras.set(id, { lineItems, setupFutureUsage, intentMetadata });
      return session;
    },
  },
  ...listAndRetrieveRoutes(
    { url: '/v1/checkout/sessions', table: (store) => store.checkoutSessions },
    (params) => ({
      payment_intent: params.string('payment_intent'),
      customer: params.string('customer'),
      status: params.oneOf('status', ['open', 'complete', 'expired']),
    }),
  ),
  {
    method: 'GET',
    path: path('/v1/checkout/sessions/:id/line_items'),
    handle(ctx, { params, ids: [id = ''] }) {
      ctx.store.checkoutSessions.get(id);
      // Listed in the order they were given, so handed to the newest-first lister reversed.
      const items = [...(ctx.store.sessionExtras.get(id)?.lineItems ?? [])].reverse();
      const list = listAnswer(items, `/v1/checkout/sessions/${id}/line_items`, params);
      params.done();
      return list;
    },
  },
  {
    method: 'POST',
    path: path('/v1/checkout/sessions/:id/expire'),
    handle(ctx, { params, ids: [id = ''], origin }) {
      params.done();
      return expireSession(ctx, id, origin);
    },
  },
];
