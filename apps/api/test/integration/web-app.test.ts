import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/harness.ts';

const INDEX = '<!doctype html><title>Keyturn</title><div id="root"><!--page--><!--/page--></div>';
const NOT_FOUND = '<h1>Oops! Page Not Found</h1>';

/**
 * Stands in for the web build's server bundle, whose route tree says which addresses are pages
 * (apps/web/src/app/routes.tsx; the browser tests run the real one): it leaves the home page,
 * the vehicle pages and the account and admin areas to the browser, and renders every other
 * address as the not-found page, a 404. It counts what it is asked to render.
 */
const SERVER_BUNDLE = `
const pages = [/^\\/$/, /^\\/vehicles(\\/\\d+)?$/, /^\\/(user|admin)(\\/|$)/];
export function createPageRenderer() {
  return async (url) => {
    const path = new URL(url, 'http://page').pathname;
    globalThis.renderedPaths = [...(globalThis.renderedPaths ?? []), path];
    if (pages.some((page) => page.test(path))) return null;
    return { html: '${NOT_FOUND}', state: {}, status: 404 };
  };
}`;

let root: string;
let distDir: string;
const renderedPaths = () => (globalThis as { renderedPaths?: string[] }).renderedPaths ?? [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'keyturn-web-'));
  distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log("hi")');
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), SERVER_BUNDLE);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const t = useTestApp(() => ({ webDistDir: distDir }));
const { api } = t;

describe('the built web client', () => {
  it("is served at / and for the app's pages, the account and admin areas too, revalidated on every visit", async () => {
    for (const path of ['/', '/vehicles/3', '/user/reservations/12', '/admin/users']) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers an address that is no page of the app with a 404 and the not-found page', async () => {
    for (const path of ['/no-such-page', '/vehicles/abc', '/about/us/more']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: path });
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        if (method === 'GET') expect(response.body).toContain(NOT_FOUND);
      }
    }
  });

  it('answers a path segment longer than any file name as any other address', async () => {
    for (const path of [`/${'a'.repeat(300)}`, `/vehicles/${'b'.repeat(300)}`]) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body).toContain(NOT_FOUND);
    }
    const asset = await api.get(`/assets/${'c'.repeat(300)}.js`);
    expect(asset.statusCode).toBe(404);
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await api.get('/assets/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("hi")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing asset rather than a page, without rendering one', async () => {
    const response = await api.get('/assets/main-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).not.toContain(NOT_FOUND);
    expect(renderedPaths()).not.toContain('/assets/main-old999.js');
  });

  it('serves a file that appeared after the start (a rebuilt client)', async () => {
    writeFileSync(join(distDir, 'assets', 'main-def456.js'), 'console.log("new")');
    const response = await api.get('/assets/main-def456.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("new")');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await api.get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 'NOT_FOUND',
      requestURI: '/api/no-such-thing',
    });
  });

  it('sends security headers with the page', async () => {
    const response = await api.get('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
