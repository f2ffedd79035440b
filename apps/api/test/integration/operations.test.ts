import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { contactMessages, users } from '../../src/db/schema.ts';
import {
  ADMIN,
  BUILT_IN_CUSTOMER,
  apiClient,
  expectEnvelope,
  newCustomer,
  registerCustomer,
  registeredUserJson,
  useTestApp,
  type ApiClient,
} from '../support/harness.ts';
import { bookCar } from '../support/bookings.ts';
import { multipart } from '../support/images.ts';
import { at } from '../support/times.ts';

const t = useTestApp({}, { signIn: ['admin', 'customer'] });
const { api, tokens } = t;

type Response = Awaited<ReturnType<ApiClient['get']>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ENVELOPE_KEYS = ['message', 'requestURI', 'status', 'statusCode', 'timestamp'];
const STATUS_NAMES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};
/** Traces of internals that must never reach a client. */
const LEAKS = /stack|\n\s+at |node_modules|\.ts:\d|\.js:\d|SELECT |INSERT |constraint|drizzle/i;

/** Every path and method of the HTTP contract, as OpenAPI writes them. */
const CONTRACT_OPERATIONS: [string, string][] = [
  ['/api/register', 'post'],
  ['/api/login', 'post'],
  ['/api/user', 'get'],
  ['/api/user', 'put'],
  ['/api/user/auth', 'patch'],
  ['/api/user/auth/pages', 'get'],
  ['/api/user/auth/all', 'get'],
  ['/api/user/{id}/auth', 'get'],
  ['/api/user/{id}/auth', 'put'],
  ['/api/user/{id}/auth', 'delete'],
  ['/api/car/visitors/all', 'get'],
  ['/api/car/visitors/pages', 'get'],
  ['/api/car/visitors/{id}', 'get'],
  ['/api/car/admin/{imageId}/add', 'post'],
  ['/api/car/admin/auth', 'put'],
  ['/api/car/admin/{id}/auth', 'delete'],
  ['/api/files/upload', 'post'],
  ['/api/files/display/{id}', 'get'],
  ['/api/files/{id}', 'delete'],
  ['/api/reservations/auth', 'get'],
  ['/api/reservations/add', 'post'],
  ['/api/reservations/auth/all', 'get'],
  ['/api/reservations/{id}/auth', 'get'],
  ['/api/reservations/admin/all/pages', 'get'],
  ['/api/reservations/admin/all', 'get'],
  ['/api/reservations/{id}/admin', 'get'],
  ['/api/reservations/admin/auth', 'put'],
  ['/api/reservations/admin/{id}/auth', 'delete'],
  ['/api/contactmessage/visitors', 'post'],
  ['/api/contactmessage/pages', 'get'],
  ['/api/contactmessage/{id}', 'get'],
  ['/api/contactmessage/{id}', 'delete'],
  ['/api/excel/download/users', 'get'],
  ['/api/excel/download/cars', 'get'],
  ['/api/excel/download/reservations', 'get'],
  ['/api/health', 'get'],
];

/** The error envelope, exactly: its keys, a status matching the code, and no internals. */
function expectErrorEnvelope(response: Response, statusCode: number, requestURI: string) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = expectEnvelope(response);
  const allowed = [...ENVELOPE_KEYS, 'errors', ...(statusCode >= 500 ? ['requestId'] : [])];
  for (const key of ENVELOPE_KEYS) expect(body).toHaveProperty(key);
  for (const key of Object.keys(body)) expect(allowed).toContain(key);
  expect(body.status).toBe(STATUS_NAMES[statusCode]);
  expect(body.statusCode).toBe(statusCode);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(5);
  expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  expect(body.requestURI).toBe(requestURI);
  expect(response.body).not.toMatch(LEAKS);
  return body;
}

async function countRows(table: typeof users | typeof contactMessages) {
  const [row] = await t.db.select({ total: count() }).from(table);
  return row!.total;
}

function jsonPost(url: string, body: string, contentType = 'application/json') {
  return api.post(url, { body, headers: { 'content-type': contentType } });
}

describe('health and documentation', () => {
  it('answers the health check', async () => {
    const response = await api.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document listing every path of the contract', async () => {
    const response = await api.get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; schema: object }[] }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const [path, method] of CONTRACT_OPERATIONS) {
      expect(document.paths[path], `${method} ${path}`).toBeDefined();
      expect(Object.keys(document.paths[path]!), `${method} ${path}`).toContain(method);
    }
    // Generated from the schemas that validate: the whitelist of sort properties is in it.
    const sort = document.paths['/api/car/visitors/pages']!.get!.parameters!.find(
      (parameter) => parameter.name === 'sort',
    );
    expect(sort!.schema).toMatchObject({
      default: 'model',
      enum: ['id', 'model', 'age', 'pricePerHour', 'seats', 'doors'],
    });
  });

  it('serves the interactive documentation as HTML', async () => {
    const response = await api.get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html');
    expect(response.body).toMatch(/swagger/i);
    // Over plain HTTP on any address (no TLS in front): its scripts are not sent elsewhere.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).toContain("script-src 'self'");
  });
});

describe('a broken database', () => {
  const secret =
    'relation "vehicles" at SELECT * FROM vehicles (host db-internal-7, password hunter2)';
  let broken: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const failing = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error(secret);
        },
      },
    ) as unknown as Database;
    broken = await buildApp(
      defaultConfig({
        jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
        logLevel: 'silent',
      }),
      failing,
    );
  });
  afterAll(() => broken.close());

  it('makes the health check answer 503', async () => {
    const response = await apiClient(broken).get('/api/health');
    const body = expectErrorEnvelope(response, 503, '/api/health');
    expect(body.message).toBe('The database is not answering.');
    expect(response.headers['retry-after']).toBe('5');
  });

  it('answers 500 with the request id and without any internals', async () => {
    const response = await apiClient(broken).get('/api/car/visitors/all');
    const body = expectErrorEnvelope(response, 500, '/api/car/visitors/all');
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
    expect(response.json().requestId).toMatch(UUID);
    for (const fragment of ['relation', 'hunter2', 'db-internal-7', 'vehicles']) {
      expect(response.body).not.toContain(fragment);
    }
  });
});

describe('errors the framework raises', () => {
  it.each(['/api/nope', '/api', '/api/car/visitors/all/extra'])(
    'answers an unknown path %s with a JSON 404',
    async (path) => {
      const response = await api.get(`${path}?x=1`);
      const body = expectErrorEnvelope(response, 404, path);
      expect(body.message).toBe(`Nothing is found at GET ${path}.`);
    },
  );

  it('answers a method a path does not have with a JSON 404', async () => {
    const response = await api.delete('/api/car/visitors/all');
    expectErrorEnvelope(response, 404, '/api/car/visitors/all');
  });

  it.each(['{"firstName": "Taylor",', "{'firstName': 'Taylor'}", 'firstName=Taylor', '{"a":1}}'])(
    'answers malformed JSON %j on POST /api/register with 400, never 500',
    async (raw) => {
      const before = await countRows(users);
      const response = await jsonPost('/api/register', raw);
      const body = expectErrorEnvelope(response, 400, '/api/register');
      expect(body.message).toBe('The request body is not valid JSON.');
      expect(await countRows(users)).toBe(before);
    },
  );

  it('answers an empty JSON body with 400', async () => {
    const response = await jsonPost('/api/register', '');
    const body = expectErrorEnvelope(response, 400, '/api/register');
    expect(body.message).toBe('The request body is empty; JSON was expected.');
  });

  it('answers a JSON body over 100 kB with 413 and accepts one of exactly 100 kB', async () => {
    const before = await countRows(contactMessages);
    const wrapper = '{"name":""}'.length;
    const atLimit = JSON.stringify({ name: 'x'.repeat(100 * 1024 - wrapper) });
    expect(Buffer.byteLength(atLimit)).toBe(100 * 1024);
    const overLimit = JSON.stringify({ name: 'x'.repeat(100 * 1024 - wrapper + 1) });

    const tooLarge = await jsonPost('/api/contactmessage/visitors', overLimit);
    const body = expectErrorEnvelope(tooLarge, 413, '/api/contactmessage/visitors');
    expect(body.message).toBe('The request body is too large.');

    // Read in full, then refused by validation rather than by size.
    const atTheLimit = await jsonPost('/api/contactmessage/visitors', atLimit);
    expectErrorEnvelope(atTheLimit, 400, '/api/contactmessage/visitors');
    expect(expectEnvelope(atTheLimit).errors![0]).toEqual({
      field: 'name',
      message: 'Name must be at most 50 characters',
    });
    expect(await countRows(contactMessages)).toBe(before);
  });

  it('answers a body that is not JSON (XML) with 415', async () => {
    const before = await countRows(contactMessages);
    const response = await jsonPost(
      '/api/contactmessage/visitors',
      '<message/>',
      'application/xml',
    );
    const body = expectErrorEnvelope(response, 415, '/api/contactmessage/visitors');
    expect(body.message).toBe('This content type is not supported; please send JSON.');
    expect(await countRows(contactMessages)).toBe(before);
  });

  // BUG: Fastify's built-in text/plain parser is left registered (src/app.ts), so a text body
  // reaches zod and is refused with 400 "Invalid input: expected object, received string"
  // (field "body") instead of 415 with the envelope's "please send JSON" sentence.
  it('answers a text/plain body with 415', async () => {
    const response = await jsonPost(
      '/api/contactmessage/visitors',
      'name=Robin&email=robin@example.com',
      'text/plain',
    );
    expectErrorEnvelope(response, 415, '/api/contactmessage/visitors');
  });
});

describe('every error response', () => {
  it('carries the envelope and never a stack trace', async () => {
    const taken = newCustomer({ email: BUILT_IN_CUSTOMER.email });
    const checks: [Promise<Response>, number, string][] = [
      [
        api.post('/api/register', { body: { ...newCustomer(), zipCode: '1' } }),
        400,
        '/api/register',
      ],
      [
        api.post('/api/login', { body: { email: ADMIN.email, password: 'Wrong#123' } }),
        400,
        '/api/login',
      ],
      [api.get('/api/user'), 401, '/api/user'],
      [api.get('/api/user', { token: 'not.a.token' }), 401, '/api/user'],
      [api.get('/api/user/auth/all', { token: tokens.customer }), 403, '/api/user/auth/all'],
      [api.get('/api/user/999999/auth', { token: tokens.admin }), 404, '/api/user/999999/auth'],
      [api.get('/api/missing/thing?q=1'), 404, '/api/missing/thing'],
      [api.post('/api/register', { body: taken }), 409, '/api/register'],
      [
        api.put('/api/user', {
          token: tokens.customer,
          body: { ...newCustomer(), password: undefined },
        }),
        400,
        '/api/user',
      ],
      [
        api.post('/api/files/upload', {
          token: tokens.admin,
          ...multipart(Buffer.from('plain words'), 'car.png', 'image/png'),
        }),
        415,
        '/api/files/upload',
      ],
      [
        api.get('/api/car/visitors/pages', { query: { sort: 'nope', size: 1000 } }),
        400,
        '/api/car/visitors/pages',
      ],
    ];
    for (const [request, status, uri] of checks) {
      expectErrorEnvelope(await request, status, uri);
    }
  });

  it('names the reason of a 401 and a 403 in a sentence', async () => {
    expect(expectEnvelope(await api.get('/api/user')).message).toBe('Please sign in to continue.');
    expect(expectEnvelope(await api.get('/api/user', { token: 'not.a.token' })).message).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(
      expectEnvelope(await api.get('/api/user/auth/all', { token: tokens.customer })).message,
    ).toBe('You do not have permission to do this.');
  });
});

describe('request ids', () => {
  it('tags every response with its own X-Request-Id, ignoring one the client sends', async () => {
    const responses = [
      await api.get('/api/health'),
      await api.get('/api/car/visitors/1'),
      await api.get('/api/nope'),
      await api.get('/api/user'),
      await api.post('/api/register', { body: {} }),
      await api.get('/api/health', { headers: { 'x-request-id': 'chosen-by-the-client' } }),
    ];
    const ids = responses.map((response) => response.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('chosen-by-the-client');
  });
});

describe('user data', () => {
  const USER_KEYS = [
    'address',
    'builtIn',
    'email',
    'firstName',
    'id',
    'lastName',
    'phoneNumber',
    'roles',
    'zipCode',
  ];
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  let reservationId: number;

  beforeAll(async () => {
    customer = await registerCustomer(api);
    reservationId = await bookCar(api, customer.token, 4, {
      pickUpTime: at(12, 10),
      dropOffTime: at(12, 12),
    });
    // The hash is really there, so a leak would show.
    const [stored] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
  });

  function expectNoPassword(response: Response, mustMention: string) {
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(mustMention);
    expect(response.body).not.toMatch(/password/i);
    expect(response.body).not.toContain('scrypt$');
    expect(response.body).not.toContain('tokenVersion');
  }

  it('GET /api/user gives exactly the User shape', async () => {
    const response = await api.get('/api/user', { token: customer.token });
    expectNoPassword(response, customer.email);
    expect(Object.keys(response.json()).sort()).toEqual(USER_KEYS);
    expect(response.json()).toEqual(registeredUserJson(customer));
  });

  it('no user-returning endpoint includes a password or its hash', async () => {
    const asAdmin = { token: tokens.admin };
    const asCustomer = { token: customer.token };
    const calls: [Promise<Response>, string][] = [
      [api.get('/api/user', asAdmin), ADMIN.email],
      [api.get('/api/user/auth/all', asAdmin), customer.email],
      [api.get('/api/user/auth/pages', { ...asAdmin, query: { size: 100 } }), customer.email],
      [api.get(`/api/user/${customer.id}/auth`, asAdmin), customer.email],
      [api.get('/api/reservations/admin/all', asAdmin), customer.email],
      [api.get('/api/reservations/admin/all/pages', asAdmin), customer.email],
      [api.get(`/api/reservations/${reservationId}/admin`, asAdmin), customer.email],
      [api.get('/api/reservations/auth/all', asCustomer), `"userId":${customer.id}`],
      [api.get(`/api/reservations/${reservationId}/auth`, asCustomer), `"id":${reservationId}`],
    ];
    for (const [request, mention] of calls) expectNoPassword(await request, mention);

    const changed = await api.patch('/api/user/auth', {
      token: customer.token,
      body: { oldPassword: customer.password, newPassword: 'Another#789' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      message: 'Your password has been updated.',
      success: true,
      token: expect.any(String),
    });
    expect(JSON.stringify({ ...changed.json(), message: '' })).not.toMatch(/password|scrypt/i);
  });
});
