import { ApiError } from './errors.ts';

/** The key an `Authorization` header carries: `Bearer <key>`, or `Basic` with the key as user. */
function keyOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme = '', value = ''] = header.split(' ', 2);
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() === 'basic') {
    return Buffer.from(value, 'base64').toString('utf8').split(':')[0];
  }
  return undefined;
}

/** Refuses a request without the double's secret key, with Stripe's 401. */
export function authenticate(header: string | undefined, secretKey: string): void {
  const key = keyOf(header);
  if (!key) {
    throw new ApiError(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. Send it in the Authorization header as Bearer auth (e.g. 'Authorization: Bearer sk_test_...').",
    });
  }
  if (key !== secretKey) {
    throw new ApiError(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${key.length > 12 ? `${key.slice(0, 8)}****${key.slice(-4)}` : '****'}`,
    });
  }
}
