import { DEFAULT_COMPANY_TIME_ZONE, formatRequestDateTime, toWallClock } from '@keyturn/shared';
import { newCustomer } from '../support/harness.ts';

const MINUTE_MS = 60_000;

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** One JSON request to a running server; throws when the connection itself fails. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

/** Registers and signs in a new customer through the API: what they registered, and a token. */
export async function signedUpCustomer(baseUrl: string) {
  const customer = newCustomer();
  const registered = await call(baseUrl, 'POST', '/api/register', { body: customer });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered)}`);
  const signedIn = await call(baseUrl, 'POST', '/api/login', {
    body: { email: customer.email, password: customer.password },
  });
  if (signedIn.status !== 200) throw new Error(`login: ${JSON.stringify(signedIn)}`);
  return { customer, token: signedIn.body.token as string };
}

/**
 * A new customer, signed in, whose licence passes the check at pick-up (valid for three more
 * years, the driver born in 1990): their token.
 */
export async function licensedCustomer(baseUrl: string, licenseNumber: string): Promise<string> {
  const { customer, token } = await signedUpCustomer(baseUrl);
  const { password: _password, ...profile } = customer;
  const driver = await call(baseUrl, 'PUT', '/api/user', {
    token,
    body: {
      ...profile,
      licenseNumber,
      licenseRegion: 'California',
      licenseExpiry: `01/01/${new Date().getFullYear() + 3}`,
      dateOfBirth: '07/04/1990',
    },
  });
  if (driver.status !== 200) throw new Error(`profile: ${JSON.stringify(driver.body)}`);
  return token;
}

/** Registers and signs in `count` new customers through the API; their tokens. */
export async function customers(baseUrl: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async () => (await signedUpCustomer(baseUrl)).token),
  );
}

/** A request time `minutes` from now, on the company's wall clock the server reads it on. */
export const inMinutes = (minutes: number) =>
  formatRequestDateTime(
    toWallClock(new Date(Date.now() + minutes * MINUTE_MS), DEFAULT_COMPANY_TIME_ZONE),
  );

/**
 * Books the vehicle from `minutes.from` to `minutes.to` minutes from now, at Union Square, as
 * the customer whose token this is; fails unless it is booked. Gives the server's answer.
 */
export async function bookInMinutes(
  baseUrl: string,
  token: string,
  carId: number,
  minutes: { from: number; to: number },
): Promise<Answer> {
  const booked = await call(baseUrl, 'POST', `/api/reservations/add?carId=${carId}`, {
    token,
    body: {
      pickUpTime: inMinutes(minutes.from),
      dropOffTime: inMinutes(minutes.to),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Union Square',
    },
  });
  if (booked.status !== 201)
    throw new Error(`booking: ${booked.status} ${JSON.stringify(booked.body)}`);
  return booked;
}

export async function adminToken(baseUrl: string): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/login', {
    body: { email: 'admin@keyturn.example', password: 'Admin#2026' },
  });
  if (answer.status !== 200) throw new Error(`admin login: ${JSON.stringify(answer)}`);
  return answer.body.token as string;
}
