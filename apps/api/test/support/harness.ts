import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { defaultConfig, type AppConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { applyBookingBuffer } from '../../src/modules/availability/booking-buffer.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';
import { DEMO_USERS } from '../../src/seed/demo-data.ts';
import { testNow } from './clock.ts';
import { openTestDatabase } from './database.ts';

/** Cheap hashing keeps the suite quick; the production cost has its own unit test. */
const TEST_HASH_LOG_N = 10;

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The production app factory on a fresh database holding the demo data, on the tests' clock
 * (clock.ts) unless the overrides bring a `now` of their own.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = defaultConfig({
    jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
    passwordHashLogN: TEST_HASH_LOG_N,
    authRateLimitMax: 1000,
    contactRateLimitMax: 1000,
    logLevel: 'silent',
    now: testNow,
    ...overrides,
  });
  await seedIfEmpty(database.db, config);
  await applyBookingBuffer(database.db, config.bookingBufferMinutes);
  const app = await buildApp(config, database.db);
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const ADMIN = DEMO_USERS[0]!;
export const BUILT_IN_CUSTOMER = DEMO_USERS[1]!;

const SEEDED_USERS = { admin: ADMIN, customer: BUILT_IN_CUSTOMER };
export type SeededRole = keyof typeof SEEDED_USERS;

export interface LiveTestApp extends TestApp {
  /** Bound to the app lazily, so a file can hold it before the app has started. */
  readonly api: ApiClient;
  /**
   * Tokens of the seeded users the file asked for (`signIn`), signed in once the app has
   * started; read them inside tests and later hooks.
   */
  readonly tokens: Readonly<Record<SeededRole, string>>;
  /** A fresh token of the seeded administrator or built-in customer. */
  signIn(role: SeededRole): Promise<string>;
}

export interface TestAppOptions {
  /** Seeded users to sign in before the tests (opt-in: a sign-in counts against rate limits). */
  signIn?: SeededRole[];
}

/**
 * Something a file's tests share, started before them and stopped after them. It is taken at
 * the top of the file; the function gives it once the tests (or later hooks) run.
 */
export function useStarted<T>(
  what: string,
  start: () => Promise<T>,
  stop: (started: T) => Promise<void>,
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
  return () => {
    if (started === undefined)
      throw new Error(`the ${what} is used before its beforeAll has started it`);
    return started;
  };
}

/**
 * The file's app: started before its tests and closed after them. The handle is taken at the
 * top of the file; its app, db and config are there once the tests (or later hooks) run.
 * Overrides that depend on an earlier hook (a folder it made) are given as a function.
 */
export function useTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  { signIn = [] }: TestAppOptions = {},
): LiveTestApp {
  const current = useStarted(
    'test app',
    () => startTestApp(typeof overrides === 'function' ? overrides() : overrides),
    (started) => started.close(),
  );
  const api = apiClient(() => current().app);
  const signedIn = new Map<SeededRole, string>();
  beforeAll(async () => {
    for (const role of signIn) signedIn.set(role, await signInAs(api, role));
  });
  const tokenOf = (role: SeededRole) => {
    const token = signedIn.get(role);
    if (!token) throw new Error(`the ${role} is not among the test app's signIn roles`);
    return token;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    api,
    tokens: {
      get admin() {
        return tokenOf('admin');
      },
      get customer() {
        return tokenOf('customer');
      },
    },
    close: () => current().close(),
    signIn: (role) => signInAs(api, role),
  };
}

/** A fresh token of a seeded user. */
function signInAs(api: ApiClient, role: SeededRole): Promise<string> {
  return login(api, SEEDED_USERS[role].email, SEEDED_USERS[role].password);
}

export interface CallOptions {
  token?: string;
  body?: InjectOptions['payload'];
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  ip?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A thin client over app.inject, speaking like the web client does. */
export function apiClient(app: FastifyInstance | (() => FastifyInstance)) {
  const appNow = 'inject' in app ? () => app : app;
  const call = (method: Method, url: string, options: CallOptions = {}) =>
    appNow().inject({
      method,
      url,
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : undefined,
      payload: options.body,
      remoteAddress: options.ip,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
  return {
    call,
    get: (url: string, options?: CallOptions) => call('GET', url, options),
    post: (url: string, options?: CallOptions) => call('POST', url, options),
    put: (url: string, options?: CallOptions) => call('PUT', url, options),
    patch: (url: string, options?: CallOptions) => call('PATCH', url, options),
    delete: (url: string, options?: CallOptions) => call('DELETE', url, options),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;

export async function login(api: ApiClient, email: string, password: string): Promise<string> {
  const response = await api.post('/api/login', { body: { email, password } });
  if (response.statusCode !== 200) {
    throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

let customerCounter = 0;

export function newCustomer(overrides: Record<string, unknown> = {}) {
  customerCounter++;
  return {
    firstName: 'Taylor',
    lastName: 'Brooks',
    email: `taylor.brooks.${process.pid}.${customerCounter}.${Date.now()}@example.com`,
    password: 'Secret#123',
    phoneNumber: '(415) 555-0199',
    address: '742 Evergreen Terrace',
    zipCode: '94117',
    ...overrides,
  };
}

/** Registers a new customer and signs them in. */
export async function registerCustomer(api: ApiClient, overrides: Record<string, unknown> = {}) {
  const customer = newCustomer(overrides);
  const response = await api.post('/api/register', { body: customer });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const token = await login(api, customer.email, customer.password);
  const me = (await api.get('/api/user', { token })).json<{ id: number }>();
  return { ...customer, id: me.id, token };
}

/** What GET /api/user answers for a customer `registerCustomer` made. */
export function registeredUserJson(customer: Awaited<ReturnType<typeof registerCustomer>>) {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phoneNumber: customer.phoneNumber,
    address: customer.address,
    zipCode: customer.zipCode,
    builtIn: false,
    roles: ['Customer'],
  };
}

export function expectEnvelope(response: LightMyRequestResponse) {
  const body = response.json<{
    status: string;
    statusCode: number;
    message: string;
    errors?: { field: string; message: string }[];
    timestamp: string;
    requestURI: string;
  }>();
  return body;
}

/** A 404 whose envelope names what is missing and the request that looked for it. */
export function expectNotFound(
  response: LightMyRequestResponse,
  message: string,
  requestURI: string,
) {
  expect(response.statusCode).toBe(404);
  expect(expectEnvelope(response)).toMatchObject({
    status: 'NOT_FOUND',
    statusCode: 404,
    message,
    requestURI,
  });
}
