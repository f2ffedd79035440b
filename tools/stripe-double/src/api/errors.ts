import type { PaymentIntent, PaymentMethod } from '../objects.ts';

/** The `error` member of an error answer, as Stripe's API sends it. */
export interface ErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  charge?: string;
  payment_intent?: PaymentIntent;
  payment_method?: PaymentMethod;
}

/** Thrown by a handler; the API layer answers it as `{error: body}` with the status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, fields: { code?: string; param?: string } = {}) {
  return new ApiError(400, { type: 'invalid_request_error', message, ...fields });
}

export function missingParam(param: string) {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function unknownParam(param: string) {
  return invalidRequest(
    `Received unknown parameter: ${param} (the Stripe double does not model it; teach it in tools/stripe-double if Keyturn needs it)`,
    { code: 'parameter_unknown', param },
  );
}

/**
 * An id that names nothing: 404 when it is the request's own path, 400 when a parameter refers
 * to it (as Stripe answers `customer=cus_unknown`).
 */
export function noSuch(kind: string, id: string, param?: string) {
  const body: ErrorBody = {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: param ?? 'id',
  };
  return new ApiError(param ? 400 : 404, body);
}

export function unexpectedState(message: string) {
  return invalidRequest(message, { code: 'payment_intent_unexpected_state' });
}
