import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiClient,
  login,
  registerCustomer,
  startTestApp,
  type ApiClient,
  type TestApp,
} from '../support/harness.ts';
import { PNG_BYTES, blackPng, multipart, pngUpload } from '../support/images.ts';
import { at } from './quiet-days.ts';
import { vehicleBody } from '../support/vehicles.ts';
import { fingerprint } from './fingerprint.ts';
import {
  CONTROL_CHARACTERS,
  HUGE_STRING,
  IMPOSSIBLE_TIMES,
  LONG_STRING,
  MALFORMED_JSON,
  PAGING,
  PARAMETER_VALUES,
  UNICODE,
  wrongTypes,
} from './hostile-values.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Caller = 'admin' | 'customer' | 'public';

interface Endpoint {
  method: Method;
  /** With `:name` placeholders, filled from `params`. */
  path: string;
  as: Caller;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Body fields that may be left out. */
  optional?: string[];
  /** Body fields holding a request time. */
  times?: string[];
  paged?: boolean;
}

interface Case {
  endpoint: Endpoint;
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  payload?: string | Buffer;
  contentType?: string;
}

let t: TestApp;
let api: ApiClient;
const tokens: Record<Caller, string | undefined> = { admin: '', customer: '', public: undefined };
let endpoints: Endpoint[] = [];

beforeAll(async () => {
  t = await startTestApp({ authRateLimitMax: 1_000_000 });
  api = apiClient(t.app);
  tokens.admin = await login(api, ADMIN.email, ADMIN.password);
  const customer = await registerCustomer(api);
  tokens.customer = customer.token;

  // Real ids, so that each request is wrong only in the way the case says.
  const vehicleId = String(
    (await api.get('/api/car/visitors/pages', { query: { sort: 'id', direction: 'DESC' } })).json<{
      content: { id: number }[];
    }>().content[0]!.id,
  );
  const upload = pngUpload();
  const imageId = (
    await api.post('/api/files/upload', {
      token: tokens.admin,
      body: upload.body,
      headers: upload.headers,
    })
  ).json<{ imageId: string }>().imageId;
  const booking = {
    pickUpTime: at(20, 10),
    dropOffTime: at(20, 12),
    pickUpLocation: 'Union Square',
    dropOffLocation: 'Ferry Building',
  };
  const booked = await api.post('/api/reservations/add', {
    token: tokens.customer,
    query: { carId: vehicleId },
    body: booking,
  });
  const reservationId = String(booked.json<{ id: number }>().id);
  const users = (await api.get('/api/user/auth/all', { token: tokens.admin })).json<
    { id: number; builtIn: boolean }[]
  >();
  const userId = String(users.find((user) => !user.builtIn && user.id !== customer.id)!.id);
  await api.post('/api/contactmessage/visitors', {
    body: {
      name: 'Alex Doe',
      email: 'alex@example.com',
      subject: 'A question',
      body: 'Can I pick the car up at the airport?',
    },
  });
  const messageId = String(
    (await api.get('/api/contactmessage/pages', { token: tokens.admin })).json<{
      content: { id: number }[];
    }>().content[0]!.id,
  );

  const profile = {
    firstName: 'Taylor',
    lastName: 'Brooks',
    email: 'taylor.robust@example.com',
    phoneNumber: '(415) 555-0199',
    address: '742 Evergreen Terrace',
    zipCode: '94117',
  };
  const vehicle = vehicleBody({ model: 'Robust Roadster' });
  endpoints = [
    { method: 'GET', path: '/api/health', as: 'public' },
    {
      method: 'POST',
      path: '/api/register',
      as: 'public',
      body: { ...profile, password: 'Secret#123' },
    },
    {
      method: 'POST',
      path: '/api/login',
      as: 'public',
      body: { email: profile.email, password: 'Secret#123' },
    },
    { method: 'GET', path: '/api/user', as: 'customer' },
    { method: 'PUT', path: '/api/user', as: 'customer', body: profile },
    {
      method: 'PATCH',
      path: '/api/user/auth',
      as: 'customer',
      body: { oldPassword: 'Wrong#123', newPassword: 'Secret#456' },
    },
    { method: 'GET', path: '/api/user/auth/pages', as: 'admin', paged: true },
    { method: 'GET', path: '/api/user/auth/all', as: 'admin' },
    { method: 'GET', path: '/api/user/:id/auth', as: 'admin', params: { id: userId } },
    {
      method: 'PUT',
      path: '/api/user/:id/auth',
      as: 'admin',
      params: { id: userId },
      body: { ...profile, zipCode: '94117', roles: ['Customer'], password: '' },
      optional: ['password'],
    },
    { method: 'DELETE', path: '/api/user/:id/auth', as: 'admin', params: { id: userId } },
    { method: 'GET', path: '/api/car/visitors/all', as: 'public' },
    { method: 'GET', path: '/api/car/visitors/pages', as: 'public', paged: true },
    { method: 'GET', path: '/api/car/visitors/:id', as: 'public', params: { id: vehicleId } },
    {
      method: 'POST',
      path: '/api/car/admin/:imageId/add',
      as: 'admin',
      params: { imageId },
      body: vehicle,
    },
    {
      method: 'PUT',
      path: '/api/car/admin/auth',
      as: 'admin',
      query: { id: vehicleId, imageId },
      body: vehicle,
    },
    { method: 'DELETE', path: '/api/car/admin/:id/auth', as: 'admin', params: { id: vehicleId } },
    {
      method: 'GET',
      path: '/api/files/display/:id',
      as: 'public',
      params: { id: imageId },
      query: { width: '640' },
    },
    { method: 'DELETE', path: '/api/files/:id', as: 'admin', params: { id: imageId } },
    {
      method: 'GET',
      path: '/api/reservations/auth',
      as: 'customer',
      query: { carId: vehicleId, pickUpDateTime: at(30, 10), dropOffDateTime: at(30, 12) },
    },
    {
      method: 'POST',
      path: '/api/reservations/add',
      as: 'customer',
      query: { carId: vehicleId },
      body: booking,
      times: ['pickUpTime', 'dropOffTime'],
    },
    { method: 'GET', path: '/api/reservations/auth/all', as: 'customer', paged: true },
    {
      method: 'GET',
      path: '/api/reservations/:id/auth',
      as: 'customer',
      params: { id: reservationId },
    },
    { method: 'GET', path: '/api/reservations/admin/all/pages', as: 'admin', paged: true },
    { method: 'GET', path: '/api/reservations/admin/all', as: 'admin' },
    {
      method: 'GET',
      path: '/api/reservations/:id/admin',
      as: 'admin',
      params: { id: reservationId },
    },
    {
      method: 'PUT',
      path: '/api/reservations/admin/auth',
      as: 'admin',
      query: { carId: vehicleId, reservationId },
      body: { ...booking, pickUpTime: at(21, 10), dropOffTime: at(21, 12), status: 'CREATED' },
      times: ['pickUpTime', 'dropOffTime'],
    },
    {
      method: 'DELETE',
      path: '/api/reservations/admin/:id/auth',
      as: 'admin',
      params: { id: reservationId },
    },
    {
      method: 'POST',
      path: '/api/contactmessage/visitors',
      as: 'public',
      body: {
        name: 'Alex Doe',
        email: 'alex@example.com',
        subject: 'A question',
        body: 'Can I pick the car up at the airport?',
      },
    },
    { method: 'GET', path: '/api/contactmessage/pages', as: 'admin', paged: true },
    { method: 'GET', path: '/api/contactmessage/:id', as: 'admin', params: { id: messageId } },
    { method: 'DELETE', path: '/api/contactmessage/:id', as: 'admin', params: { id: messageId } },
    { method: 'GET', path: '/api/excel/download/users', as: 'admin' },
    { method: 'GET', path: '/api/excel/download/cars', as: 'admin' },
    { method: 'GET', path: '/api/excel/download/reservations', as: 'admin' },
  ];
});
afterAll(() => t.close());

/** Text fields that take a JSON number as its decimal text, as HTML forms send them. */
const TEXT_TAKING_NUMBERS = new Set(['zipCode', 'phoneNumber']);

/** Every way each endpoint can be called wrongly; each case must be refused. */
function casesOf(endpoint: Endpoint): Case[] {
  const cases: Case[] = [];
  const json = (body: unknown) => JSON.stringify(body);
  const body = endpoint.body;

  for (const name of Object.keys(endpoint.params ?? {})) {
    for (const value of PARAMETER_VALUES) {
      cases.push({ endpoint, label: `path ${name}=${show(value)}`, params: { [name]: value } });
    }
  }
  for (const name of Object.keys(endpoint.query ?? {})) {
    for (const value of [
      ...PARAMETER_VALUES,
      ...(name.endsWith('DateTime') ? IMPOSSIBLE_TIMES : []),
    ]) {
      cases.push({ endpoint, label: `query ${name}=${show(value)}`, query: { [name]: value } });
    }
    cases.push({ endpoint, label: `query ${name} twice`, query: { [name]: ['1', '2'] } });
  }
  if (endpoint.paged) {
    for (const paging of PAGING) {
      cases.push({
        endpoint,
        label: `paging ${new URLSearchParams(paging).toString()}`,
        query: paging,
      });
    }
  }
  if (!body) return cases;

  for (const payload of MALFORMED_JSON) {
    cases.push({ endpoint, label: `malformed JSON ${show(payload)}`, payload });
  }
  cases.push({ endpoint, label: 'empty body', payload: '' });
  cases.push({ endpoint, label: 'empty object', payload: '{}' });
  const required = Object.keys(body).filter((field) => !endpoint.optional?.includes(field));
  for (const field of Object.keys(body)) {
    const others = { ...body };
    delete others[field];
    if (required.includes(field)) {
      cases.push({ endpoint, label: `missing ${field}`, payload: json(others) });
      // Fields nobody may set travel along with a missing one: still refused, nothing applied.
      cases.push({
        endpoint,
        label: `missing ${field}, extra fields`,
        payload: json({ ...extraFields(field), ...others }),
      });
    }
    for (const value of wrongTypes(body[field])) {
      if ((value === '' || value === null) && endpoint.optional?.includes(field)) continue;
      if (typeof value === 'number' && TEXT_TAKING_NUMBERS.has(field)) continue;
      cases.push({
        endpoint,
        label: `${field}=${show(value)}`,
        payload: json({ ...body, [field]: value }),
      });
    }
    if (typeof body[field] === 'string') {
      cases.push({
        endpoint,
        label: `${field} of 10 MB`,
        payload: json({ ...body, [field]: HUGE_STRING }),
      });
      cases.push({
        endpoint,
        label: `${field} of 90 kB`,
        payload: json({ ...body, [field]: LONG_STRING }),
      });
      for (const value of CONTROL_CHARACTERS) {
        cases.push({
          endpoint,
          label: `${field} with ${show(value)}`,
          payload: json({ ...body, [field]: `${body[field]}${value}` }),
        });
      }
    }
  }
  for (const field of endpoint.times ?? []) {
    for (const value of IMPOSSIBLE_TIMES) {
      cases.push({
        endpoint,
        label: `${field}=${value}`,
        payload: json({ ...body, [field]: value }),
      });
    }
  }
  for (const contentType of [
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'image/png',
  ]) {
    cases.push({
      endpoint,
      label: `content type ${contentType}`,
      payload: json(body),
      contentType,
    });
  }
  cases.push({ endpoint, label: 'no content type', payload: json(body), contentType: '' });
  return cases;
}

/** Fields no client may set, less the one a case leaves out (it must stay out). */
function extraFields(missing: string): Record<string, unknown> {
  const extras: Record<string, unknown> = {
    id: 1,
    roles: ['Administrator'],
    builtIn: true,
    userId: 1,
    status: 'DONE',
    tokenVersion: 99,
  };
  delete extras[missing];
  return extras;
}

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text);
}

/** Percent-encodes a path parameter; a lone surrogate goes as the invalid UTF-8 it would be. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodePathValue(params[name]!));
}

async function send(c: Case): Promise<LightMyRequestResponse> {
  const { endpoint } = c;
  const params = { ...endpoint.params, ...c.params };
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...endpoint.query, ...c.query })) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const token = tokens[endpoint.as];
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (c.payload !== undefined && c.contentType !== '') {
    headers['content-type'] = c.contentType ?? 'application/json';
  }
  return t.app.inject({
    method: endpoint.method,
    url: `${fill(endpoint.path, params)}${search}`,
    headers,
    payload: c.payload ?? (endpoint.body ? JSON.stringify(endpoint.body) : undefined),
  });
}

/** The problem with a response to a bad request, or null when it is a proper refusal. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) {
    return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  }
  let body: Record<string, unknown>;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} without a JSON body`;
  }
  const { status, statusCode, message, timestamp, requestURI } = body;
  if (
    typeof status !== 'string' ||
    statusCode !== response.statusCode ||
    typeof message !== 'string' ||
    message.length === 0 ||
    typeof timestamp !== 'string' ||
    Number.isNaN(Date.parse(timestamp)) ||
    typeof requestURI !== 'string'
  ) {
    return `${response.statusCode} outside the error envelope: ${response.body.slice(0, 200)}`;
  }
  return null;
}

async function sweep(cases: Case[]): Promise<string[]> {
  const problems: string[] = [];
  const BATCH = 16;
  for (let start = 0; start < cases.length; start += BATCH) {
    const batch = cases.slice(start, start + BATCH);
    const responses = await Promise.all(batch.map(send));
    responses.forEach((response, index) => {
      const problem = problemWith(response);
      const c = batch[index]!;
      if (problem)
        problems.push(`${c.endpoint.method} ${c.endpoint.path} [${c.label}]: ${problem}`);
    });
  }
  return problems;
}

describe('bad input on every endpoint of the contract', () => {
  it('is refused with a 4xx in the error envelope, and changes nothing', async () => {
    const before = await fingerprint(t.db);
    const cases = endpoints.flatMap(casesOf);
    expect(cases.length).toBeGreaterThan(1500);
    const problems = await sweep(cases);
    expect(problems).toEqual([]);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('refuses wrong uploads: not multipart, wrong part, not an image, too large, too many pixels', async () => {
    const before = await fingerprint(t.db);
    const upload = (payload: string | Buffer, contentType: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: {
          authorization: `Bearer ${tokens.admin}`,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        payload,
      });
    const wrongPart = multipart(PNG_BYTES, 'car.png', 'image/png', 'picture');
    const text = multipart(Buffer.from('not an image\u0000'), 'car.png', 'image/png');
    const tooLarge = multipart(
      Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]),
      'big.png',
      'image/png',
    );
    const nulName = multipart(Buffer.from('GIF89a'), 'a\u0000.png', 'image/png');
    const pixelBomb = multipart(blackPng(20_000, 20_000), 'bomb.png', 'image/png');
    // A JPEG's first and last markers with no image between them.
    const hollowJpeg = multipart(
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.alloc(64),
        Buffer.from([0xff, 0xd9]),
      ]),
      'hollow.jpg',
      'image/jpeg',
    );
    const responses = [
      await upload(JSON.stringify({ file: PNG_BYTES.toString('base64') }), 'application/json'),
      await upload('file=abc', 'application/x-www-form-urlencoded'),
      await upload(wrongPart.body, wrongPart.headers['content-type']),
      await upload(text.body, text.headers['content-type']),
      await upload(tooLarge.body, tooLarge.headers['content-type']),
      await upload(nulName.body, nulName.headers['content-type']),
      await upload(pixelBomb.body, pixelBomb.headers['content-type']),
      await upload(hollowJpeg.body, hollowJpeg.headers['content-type']),
      await upload('--x--\r\n', 'multipart/form-data; boundary=x'),
      await upload('garbage', 'multipart/form-data'),
      await upload('', undefined),
    ];
    expect(
      responses.map((r, i) => problemWith(r) && `upload ${i}: ${problemWith(r)}`).filter(Boolean),
    ).toEqual([]);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('refuses tokens that are not ours with a 401', async () => {
    const responses = await Promise.all(
      ["' OR 1=1 --", 'a.b.c', 'e30.e30.', `${tokens.customer}x`, 'Bearer', '😀', LONG_STRING].map(
        (token) => api.get('/api/user', { headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    for (const response of responses) {
      expect(problemWith(response)).toBeNull();
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('unusual but valid text', () => {
  it('is stored and read back exactly, never a 5xx', async () => {
    for (const [index, text] of UNICODE.entries()) {
      const body = `A question about ${text}, please answer soon.`.slice(0, 200);
      const sent = await api.post('/api/contactmessage/visitors', {
        body: {
          name: `Zoë ${index}`,
          email: `zoe.${index}@example.com`,
          subject: 'Unicode check',
          body,
        },
      });
      expect(sent.statusCode, `${show(text)}: ${sent.body}`).toBe(201);
    }
    const stored = (
      await api.get('/api/contactmessage/pages', { token: tokens.admin, query: { size: 100 } })
    )
      .json<{ content: { body: string }[] }>()
      .content.map((message) => message.body);
    for (const text of UNICODE.filter((value) => !value.includes('\ud800'))) {
      expect(stored.some((body) => body.includes(text))).toBe(true);
    }
  });
});
