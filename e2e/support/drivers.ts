import assert from 'node:assert/strict';
import type { Vehicle } from '@keyturn/shared';
import { registerViaApi, type NewUser } from './app.ts';
import { companyDate, requestDay, requestTimeIn } from './dates.ts';

const HOUR_MS = 3_600_000;

/** A JSON call to the API of the server at `serverUrl`; fails unless it answers `expected`. */
async function call<T = unknown>(
  serverUrl: string,
  path: string,
  init: { method: string; token?: string; body: unknown; expected: number },
) {
  const response = await fetch(`${serverUrl}/api${path}`, {
    method: init.method,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: JSON.stringify(init.body),
  });
  const text = await response.text();
  assert.equal(response.status, init.expected, `${init.method} ${path}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * A new customer of the server at `serverUrl`, signed in, whose licence is on record (D1234567,
 * California), valid for years, and who is well over 25: one the hand-over lets drive off.
 */
export async function licensedCustomer(serverUrl: string): Promise<NewUser & { token: string }> {
  const customer = await registerViaApi(serverUrl);
  const { email, password, firstName, lastName } = customer;
  const { token } = await call<{ token: string }>(serverUrl, '/login', {
    method: 'POST',
    body: { email, password },
    expected: 200,
  });
  await call(serverUrl, '/user', {
    method: 'PUT',
    token,
    body: {
      firstName,
      lastName,
      email,
      phoneNumber: '(415) 555-0199',
      address: '500 Howard Street',
      zipCode: '94105',
      licenseNumber: 'D1234567',
      licenseRegion: 'California',
      licenseExpiry: requestDay(companyDate(3 * 365)),
      dateOfBirth: requestDay(companyDate(-40 * 365)),
    },
    expected: 200,
  });
  return { ...customer, token };
}

/**
 * Books a trip starting a few seconds from now, for an hour (a booking cannot start in the past,
 * and the servers run on the real clock), on the first vehicle of the server at `serverUrl`
 * free then (or on the vehicle `onlyCarId`), at Union Square. Gives the booking's id, where to
 * pay it (online payments only), the vehicle's id and its model.
 */
export async function tripStartingNow(
  serverUrl: string,
  token: string,
  onlyCarId?: number,
): Promise<{ id: number; paymentUrl?: string; carId: number; model: string }> {
  const body = JSON.stringify({
    pickUpTime: requestTimeIn(5_000),
    dropOffTime: requestTimeIn(5_000 + HOUR_MS),
    pickUpLocation: 'Union Square',
    dropOffLocation: 'Union Square',
  });
  const listed = await fetch(`${serverUrl}/api/car/visitors/all`);
  assert.equal(listed.status, 200, 'GET /car/visitors/all');
  for (const vehicle of (await listed.json()) as Vehicle[]) {
    if (onlyCarId !== undefined && vehicle.id !== onlyCarId) continue;
    const response = await fetch(`${serverUrl}/api/reservations/add?carId=${vehicle.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    });
    if (response.status === 409) continue;
    const text = await response.text();
    assert.equal(response.status, 201, text);
    const created = JSON.parse(text) as { id: number; paymentUrl?: string };
    return { ...created, carId: vehicle.id, model: vehicle.model };
  }
  throw new Error('no vehicle is free for the next hour');
}
