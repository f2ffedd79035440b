import type { IncomingHttpHeaders } from 'node:http';
import { expireDueSessions } from '../checkout.ts';
import type { Context } from '../context.ts';
import { json, type Answer } from '../http.ts';
import { newId } from '../ids.ts';
import { chargeRoutes } from '../resources/charges.ts';
import { checkoutSessionRoutes } from '../resources/checkout-sessions.ts';
import { customerRoutes } from '../resources/customers.ts';
import { eventRoutes } from '../resources/events.ts';
import { paymentIntentRoutes } from '../resources/payment-intents.ts';
import { paymentMethodRoutes } from '../resources/payment-methods.ts';
import { refundRoutes } from '../resources/refunds.ts';
import { authenticate } from './auth.ts';
import { ApiError } from './errors.ts';
import { expandAnswer, type Resolve } from './expand.ts';
import { IdempotencyKeys } from './idempotency.ts';
import { parseForm } from './params.ts';
import type { Route } from './route.ts';

const ROUTES: Route[] = [
  ...checkoutSessionRoutes,
  ...customerRoutes,
  ...paymentIntentRoutes,
  ...paymentMethodRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...eventRoutes,
];

export interface ApiRequestIn {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Answers `/v1/…` requests as Stripe's API does: auth, idempotency, expansion, errors. */
export function apiHandler(ctx: Context, secretKey: string, apiVersion: string) {
  const idempotency = new IdempotencyKeys();

  const resolve: Resolve = (owner, field) => {
    if (
      owner.object === 'checkout.session' &&
      field === 'line_items' &&
      typeof owner.id === 'string'
    ) {
      const items = ctx.store.sessionExtras.get(owner.id)?.lineItems ?? [];
      return {
        object: 'list',
        data: items,
        has_more: false,
        url: `/v1/checkout/sessions/${owner.id}/line_items`,
      };
    }
    const value = owner[field];
    if (field === 'id' || typeof value !== 'string') return undefined;
    return ctx.store.find(value);
  };

  function route(request: ApiRequestIn, requestId: string, key: string | undefined): Answer {
    const path = request.url.pathname;
    for (const candidate of ROUTES) {
      const match = candidate.method === request.method ? candidate.path.exec(path) : null;
      if (!match) continue;
      const params = parseForm(
        request.method === 'GET' ? request.url.search.slice(1) : request.body,
      );
      const expand = params.strings('expand');
      expireDueSessions(ctx);
      const answer = candidate.handle(ctx, {
        params,
        ids: match.slice(1).map(decodeURIComponent),
        origin: { id: requestId, idempotency_key: key ?? null },
      });
      return json(200, expandAnswer(answer, expand, resolve));
    }
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${path}). The Stripe double answers only the endpoints listed in tools/stripe-double/README.md.`,
    });
  }

  return (request: ApiRequestIn): Answer => {
    const requestId = newId('req_', 14);
    const key = request.method === 'POST' ? header(request.headers, 'idempotency-key') : undefined;
    const fingerprint = `${request.method} ${request.url.pathname}\n${request.body}`;
    const headers: Record<string, string> = {
      'Request-Id': requestId,
      'Stripe-Version': header(request.headers, 'stripe-version') ?? apiVersion,
      ...(key ? { 'Idempotency-Key': key } : {}),
    };
    let answer: Answer;
    try {
      authenticate(header(request.headers, 'authorization'), secretKey);
      const saved = key ? idempotency.replay(key, fingerprint) : undefined;
      if (saved) {
        const replayed = { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' };
        return { ...saved, headers: { ...replayed, ...headers } };
      }
      answer = route(request, requestId, key);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer = json(error.status, { error: error.body });
    }
    // Stripe keeps the answers of requests that ran (a decline included), not refusals.
    if (key && (answer.status === 200 || answer.status === 402)) {
      idempotency.remember(key, fingerprint, { status: answer.status, body: answer.body });
    }
    return { ...answer, headers: { ...answer.headers, ...headers } };
  };
}
