import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../src/db/schema.ts';
import { useTestApp } from '../support/harness.ts';

const TEMPLATE = `<!doctype html><title>Keyturn</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def456.js">
<body>
  <div id="root">
    <!--page--><p>Loading…</p><!--/page-->
  </div>
</body>`;

/**
 * Stands in for the web build's server bundle (apps/web/src/entry-server.tsx, which the browser
 * tests exercise): it renders a vehicle's page from the API through the transport it is given,
 * a 404 when the API knows no such vehicle, as the not-found page does; it fails on /broken and
 * leaves every other page to the browser.
 */
function serverBundle(heading: string) {
  return `
let renders = 0;
export function createPageRenderer(transport) {
  return async (url) => {
    const path = new URL(url, 'http://page').pathname;
    if (path === '/broken') throw new Error('the render failed');
    const id = /^\\/vehicles\\/(\\d+)$/.exec(path)?.[1];
    if (!id) return null;
    const answer = await transport('/api/car/visitors/' + id, {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    const vehicle = await answer.json();
    return {
      html: '<${heading}>' + (vehicle.model ?? vehicle.message) + ' $& $1</${heading}>',
      status: answer.status === 404 ? 404 : undefined,
      state: {
        status: answer.status,
        vehicle,
        note: '</script><script>alert(1)</script>',
        render: ++renders,
      },
    };
  };
}`;
}

let root: string;
let bundleFile: string;
let firstVehicle: { id: number; model: string };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'keyturn-pages-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist', 'index.html'), TEMPLATE);
  bundleFile = join(root, 'dist-server', 'entry-server.js');
  writeFileSync(bundleFile, serverBundle('h1'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const t = useTestApp(() => ({ webDistDir: join(root, 'dist') }));
const { api } = t;

beforeAll(async () => {
  const [first] = await t.db
    .select({ id: vehicles.id, model: vehicles.model })
    .from(vehicles)
    .orderBy(asc(vehicles.id))
    .limit(1);
  firstVehicle = first!;
});

function stateOf(html: string) {
  const json = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json!) as {
    status: number;
    vehicle: { model?: string };
    note: string;
    render: number;
  };
}

describe('pages rendered on the server', () => {
  it("put the page, made from the API's own answer, in place of the loading screen", async () => {
    const response = await api.get(`/vehicles/${firstVehicle.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    // Nothing else in #root, not even white space: React takes the page over as it is.
    expect(response.body).toContain(`<div id="root"><h1>${firstVehicle.model} $& $1</h1></div>`);
    expect(response.body).not.toContain('Loading…');
    const state = stateOf(response.body);
    expect(state.status).toBe(200);
    expect(state.vehicle.model).toBe(firstVehicle.model);
  });

  it("fetch the app's code at low priority: the page shows without it", async () => {
    const { body } = await api.get(`/vehicles/${firstVehicle.id}`);
    expect(body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js">',
    );
    expect(body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-def456.js">',
    );
  });

  it('carry their state as data that cannot close its script element', async () => {
    const response = await api.get(`/vehicles/${firstVehicle.id}`);
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(stateOf(response.body).note).toBe('</script><script>alert(1)</script>');
  });

  it("pass the API's refusals on to the page as they are", async () => {
    const response = await api.get('/vehicles/999999');
    expect(stateOf(response.body).status).toBe(404);
  });

  it('go out with the status the page gives itself: a missing vehicle is a 404, kept and compressed as any page', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await api.get('/vehicles/999999');
      expect(response.statusCode, `visit ${visit + 1}`).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"><h1>Vehicle not found. $& $1</h1></div>');
    }
    const compressed = await api.get('/vehicles/999999', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.statusCode).toBe(404);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('Vehicle not found.');
    // A page that says nothing of its status is a 200.
    expect((await api.get(`/vehicles/${firstVehicle.id}`)).statusCode).toBe(200);
  });

  it('are compressed for clients that accept it', async () => {
    const plain = (await api.get(`/vehicles/${firstVehicle.id}`)).body;
    const brotli = await api.get(`/vehicles/${firstVehicle.id}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);

    const gzip = await api.get(`/vehicles/${firstVehicle.id}`, {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('leave pages the bundle does not render, and failed renders, to the browser', async () => {
    for (const path of ['/user/reservations', '/broken']) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toBe(TEMPLATE);
    }
  });

  it('are rendered again only once the catalogue has changed', async () => {
    const path = `/vehicles/${firstVehicle.id}`;
    const first = stateOf((await api.get(path)).body);
    const again = await Promise.all([api.get(path), api.get(path)]);
    for (const response of again) expect(stateOf(response.body).render).toBe(first.render);

    // Changed behind the API's back, as psql would: the catalogue's version moves all the same.
    const renamed = `${firstVehicle.model} (renamed)`;
    await t.db.update(vehicles).set({ model: renamed }).where(eq(vehicles.id, firstVehicle.id));
    try {
      const changed = await api.get(path);
      expect(changed.body).toContain(`<h1>${renamed} $& $1</h1>`);
      expect(stateOf(changed.body).render).toBeGreaterThan(first.render);
    } finally {
      await t.db
        .update(vehicles)
        .set({ model: firstVehicle.model })
        .where(eq(vehicles.id, firstVehicle.id));
    }
  });

  it('come from a rebuilt bundle without a restart', async () => {
    writeFileSync(bundleFile, serverBundle('h2'));
    // A rebuild always moves the modification time on; the test makes sure it does here.
    const later = new Date(Date.now() + 5_000);
    utimesSync(bundleFile, later, later);
    const response = await api.get(`/vehicles/${firstVehicle.id}`);
    expect(response.body).toContain(`<h2>${firstVehicle.model} $& $1</h2>`);
  });
});
