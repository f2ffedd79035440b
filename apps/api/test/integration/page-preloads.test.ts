import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VEHICLE_IMAGE_SIZES } from '@keyturn/shared';
import { useTestApp } from '../support/harness.ts';

const HERO = {
  href: '/assets/hero-abc.webp',
  imagesrcset: '/assets/hero-800-abc.webp 800w, /assets/hero-abc.webp 1600w',
  imagesizes: '100vw',
};
let distDir: string;

interface Vehicle {
  id: number;
  image: string[];
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'keyturn-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(distDir, 'page-preloads.json'), JSON.stringify({ '/': [HERO] }));
});
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
const t = useTestApp(() => ({ webDistDir: distDir }));
const { api } = t;

const preloadOf = (href: string) => `<${href}>; rel=preload; as=image; fetchpriority=high`;

describe('preload headers of the pages', () => {
  it("names the home page's hero image, as the build listed it", async () => {
    const response = await api.get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(
      `${preloadOf(HERO.href)}; imagesrcset="${HERO.imagesrcset}"; imagesizes="100vw"`,
    );
  });

  it("names a vehicle's photo on its page, and the first card's on the list", async () => {
    const page = (await api.get('/api/car/visitors/pages?page=0&size=6')).json<{
      content: Vehicle[];
    }>();
    const [first, second] = page.content;
    // The upload, and its WebP variants for the browser to choose from as the page's <img> does.
    const photo = (vehicle: Vehicle, sizes: string) => {
      const href = `/api/files/display/${vehicle.image[0]}`;
      const variants = [320, 480, 640, 960, 1280].map(
        (width) => `${href}?width=${width} ${width}w`,
      );
      return `${preloadOf(href)}; imagesrcset="${variants.join(', ')}"; imagesizes="${sizes}"`;
    };
    expect((await api.get(`/vehicles/${second!.id}`)).headers.link).toBe(
      photo(second!, VEHICLE_IMAGE_SIZES.details),
    );
    expect((await api.get('/vehicles')).headers.link).toBe(
      photo(first!, VEHICLE_IMAGE_SIZES.listCard),
    );
  });

  it('sends the page without a hint when there is nothing to name', async () => {
    const searchResults = '/vehicles?pickUp=2026-12-01T10%3A00&dropOff=2026-12-01T14%3A00';
    const filtered = '/vehicles?fuelType=Hybrid&sort=price-desc';
    for (const path of [
      '/vehicles/999999',
      '/vehicles?page=9999',
      searchResults,
      filtered,
      '/about',
    ]) {
      const response = await api.get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers.link, path).toBeUndefined();
    }
  });
});
