import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header for a payload, as Stripe computes it: the unix time `t` and
 * `v1`, the hex HMAC-SHA256 of "<t>.<payload>" keyed with the endpoint's signing secret.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
