import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/harness.ts';

const INDEX = '<!doctype html><title>Keyturn</title><div id="root"></div>';
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'keyturn-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log("hi")');
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
const { api } = useTestApp(() => ({ webDistDir: distDir }));

describe('the built web client', () => {
  it('is served at / and for client routes, revalidated on every visit', async () => {
    for (const path of ['/', '/vehicles/3', '/user/reservations/12', '/admin/users']) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a path segment longer than any file name as any other page', async () => {
    for (const path of [`/${'a'.repeat(300)}`, `/vehicles/${'b'.repeat(300)}`]) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body).toBe(INDEX);
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

  it('answers 404 for a missing asset rather than a page', async () => {
    const response = await api.get('/assets/main-old999.js');
    expect(response.statusCode).toBe(404);
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
