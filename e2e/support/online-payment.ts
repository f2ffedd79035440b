import assert from 'node:assert/strict';
import { connectStripeDouble, type StripeDoubleControls } from '@keyturn/stripe-double';
import type { Payment, Reservation } from '@keyturn/shared';
import { requestTime } from './dates.ts';

// run.mjs starts a second server that takes payments online (PAYMENTS=stripe), with its own
// database, and the Stripe double it sends customers to. Only tests/online-payment.test.ts
// uses them; every other test books on the first server, paid at the counter.

/** The server that takes payments online. */
export const stripeBaseUrl = process.env.E2E_STRIPE_BASE_URL ?? 'http://127.0.0.1:3001';

/** The Stripe double: its hosted pages, and the controls a test drives it by. */
export const stripeDoubleUrl = process.env.E2E_STRIPE_URL ?? 'http://127.0.0.1:12111';
export const stripeDouble: StripeDoubleControls = connectStripeDouble(stripeDoubleUrl);

/** The app's webhook on that server, where the double delivers its events. */
export const webhookUrl = `${stripeBaseUrl}/api/payments/stripe/webhook`;

/** A call to the online-payment server's API, as the user whose token this is. */
export async function onlineApi<T>(
  path: string,
  token: string | null,
  init: RequestInit & { expect?: number } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${stripeBaseUrl}/api${path}`, { ...init, headers });
  const text = await response.text();
  assert.equal(response.status, init.expect ?? 200, `${init.method ?? 'GET'} ${path}: ${text}`);
  return JSON.parse(text) as T;
}

export async function onlineToken(email: string, password: string): Promise<string> {
  const answer = await onlineApi<{ token: string }>('/login', null, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return answer.token;
}

/** A vehicle of the online-payment server's demo data, by its place in the public list. */
export async function onlineVehicle(index: number): Promise<{ id: number; model: string }> {
  const page = await onlineApi<{ content: { id: number; model: string }[] }>(
    '/car/visitors/pages?page=0&size=6',
    null,
  );
  const vehicle = page.content[index];
  assert.ok(vehicle, 'the demo data has vehicles');
  return vehicle;
}

/** Books two hours from 10 AM on `day` straight through the API: held, waiting for its payment. */
export async function bookOnlineViaApi(
  token: string,
  vehicleId: number,
  day: string,
): Promise<{ id: number; paymentUrl: string }> {
  const created = await onlineApi<{ id: number; paymentUrl?: string }>(
    `/reservations/add?carId=${vehicleId}`,
    token,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        pickUpTime: requestTime(day, '10:00'),
        dropOffTime: requestTime(day, '12:00'),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      }),
      expect: 201,
    },
  );
  assert.ok(created.paymentUrl, 'the booking answers where to pay');
  return { id: created.id, paymentUrl: created.paymentUrl };
}

/** Whether the booking check finds the vehicle free from 10 AM to noon on `day`. */
export async function onlineAvailable(token: string, vehicleId: number, day: string) {
  const query = new URLSearchParams({
    carId: String(vehicleId),
    pickUpDateTime: requestTime(day, '10:00'),
    dropOffDateTime: requestTime(day, '12:00'),
  });
  return (await onlineApi<{ available: boolean }>(`/reservations/auth?${query}`, token)).available;
}

/** The reservation and its ledger as the API gives them to their customer. */
export async function onlineReservation(
  token: string,
  id: number,
): Promise<{ reservation: Reservation; payments: Payment[] }> {
  const [reservation, ledger] = await Promise.all([
    onlineApi<Reservation>(`/reservations/${id}/auth`, token),
    onlineApi<{ payments: Payment[] }>(`/reservations/${id}/payments`, token),
  ]);
  return { reservation, payments: ledger.payments };
}

/** The checkout session a hosted page's address names: `<double>/pay/<sessionId>`. */
export function sessionIdOf(paymentUrl: string): string {
  const url = new URL(paymentUrl);
  assert.equal(url.origin, new URL(stripeDoubleUrl).origin, 'the page is the double’s');
  const match = /^\/pay\/([^/]+)$/.exec(url.pathname);
  assert.ok(match, `${paymentUrl} is a hosted checkout page`);
  return decodeURIComponent(match[1]!);
}
