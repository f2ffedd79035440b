import { describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/env.ts';
import { parseCorsOrigins } from '../../src/plugins/cors.ts';
import { ADMIN, type TestApp, useTestApp } from '../support/harness.ts';

const LISTED = 'https://app.example.com';
const OTHER_LISTED = 'http://localhost:5173';
const UNLISTED = 'https://evil.example.net';

const preflight = (t: TestApp, url: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });

const varyOf = (headers: { vary?: string | string[] | number }) =>
  [headers.vary ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('CORS_ORIGINS', () => {
  it('takes origins, forgiving spaces, a trailing slash and capitals in the host', () => {
    expect(parseCorsOrigins(' https://App.Example.com/ , http://localhost:5173,')).toEqual([
      LISTED,
      OTHER_LISTED,
    ]);
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('')).toEqual([]);
  });

  it.each(['app.example.com', 'https://app.example.com/app', 'ftp://app.example.com', '*'])(
    'stops the start on "%s", naming it',
    (entry) => {
      expect(() => loadSettings({ CORS_ORIGINS: entry, JWT_SECRET: 'x'.repeat(32) })).toThrow(
        `CORS_ORIGINS: "${entry}" is not an origin`,
      );
    },
  );
});

describe('same origin only, by default', () => {
  const t = useTestApp();
  const { api } = t;

  it('answers no preflight and gives no CORS header to any origin', async () => {
    expect((await preflight(t, '/api/login', LISTED)).statusCode).toBe(404);
    const vehicles = await api.get('/api/car/visitors/all', { headers: { origin: LISTED } });
    expect(vehicles.statusCode).toBe(200);
    expect(vehicles.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('with origins listed', () => {
  const t = useTestApp({ corsOrigins: [LISTED, OTHER_LISTED], authRateLimitMax: 2 });
  const { api } = t;

  it('answers a listed origin’s preflight with what the contract allows', async () => {
    for (const origin of [LISTED, OTHER_LISTED]) {
      const response = await preflight(t, '/api/reservations/1/auth', origin);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(varyOf(response.headers)).toContain('origin');
      expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual([
        'GET',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
      ]);
      expect(response.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
      expect(Number(response.headers['access-control-max-age'])).toBeGreaterThan(0);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('gives an unlisted origin’s preflight no CORS header', async () => {
    const response = await preflight(t, '/api/login', UNLISTED);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
    expect(varyOf(response.headers)).toContain('origin');
  });

  it('lets a listed origin read answers and the headers a client needs', async () => {
    const response = await api.post('/api/login', {
      body: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: LISTED },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(LISTED);
    expect(varyOf(response.headers)).toContain('origin');
    const exposed = String(response.headers['access-control-expose-headers'])
      .split(/,\s*/)
      .map((name) => name.toLowerCase());
    expect(exposed).toEqual(
      expect.arrayContaining(['x-request-id', 'retry-after', 'content-disposition']),
    );
  });

  it('marks error answers too, so the client can show their message', async () => {
    const headers = { origin: LISTED };
    const unauthorized = await api.get('/api/user', { headers });
    const invalid = await api.post('/api/register', { body: { email: 'no' }, headers });
    const unknown = await api.get('/api/no-such-thing', { headers });
    for (const [response, status] of [
      [unauthorized, 401],
      [invalid, 400],
      [unknown, 404],
    ] as const) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['access-control-allow-origin']).toBe(LISTED);
      expect(response.json()).toMatchObject({ statusCode: status });
    }
  });

  it('marks a rate-limited answer, whose Retry-After the client may read', async () => {
    const attempt = () =>
      api.post('/api/login', {
        body: { email: 'someone@example.com', password: 'Wrong#Pass1' },
        headers: { origin: LISTED },
        ip: '203.0.113.77',
      });
    let response = await attempt();
    while (response.statusCode !== 429) response = await attempt();
    expect(response.headers['access-control-allow-origin']).toBe(LISTED);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives an unlisted origin’s requests no CORS header', async () => {
    const response = await api.get('/api/car/visitors/all', { headers: { origin: UNLISTED } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBeUndefined();
    expect(varyOf(response.headers)).toContain('origin');
  });

  it('leaves the web app’s pages alone', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/login',
      headers: { origin: LISTED, 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('vehicle photos', () => {
  const t = useTestApp();
  const { api } = t;

  it('may be embedded by any origin, while other answers stay same-origin', async () => {
    const vehicles = await api.get('/api/car/visitors/all');
    const [vehicle] = vehicles.json<{ image: string[] }[]>();
    const imageId = vehicle?.image[0];
    expect(imageId).toBeTruthy();

    for (const url of [
      `/api/files/display/${imageId}`,
      `/api/files/display/${imageId}?width=480`,
    ]) {
      const photo = await api.get(url);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect(vehicles.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
