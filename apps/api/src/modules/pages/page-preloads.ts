import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VEHICLE_IMAGE_SIZES, VEHICLE_PAGE_DEFAULTS, imageSrcSet, imageUrl } from '@keyturn/shared';
import type { VehicleService } from '../vehicles/index.ts';

/** Written by the web build (apps/web/vite-plugins/page-preloads.ts): page path → images. */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** An image to preload; srcset and sizes when the page shows it responsively. */
interface Preload {
  href: string;
  imagesrcset?: string;
  imagesizes?: string;
}
const VEHICLE_PAGE = /^\/vehicles\/(\d{1,9})$/;

/** A vehicle photo as the web app shows it: WebP variants to choose from, the upload as fallback. */
const vehicleImage = (imageId: string, layout: keyof typeof VEHICLE_IMAGE_SIZES): Preload => ({
  href: imageUrl(imageId),
  imagesrcset: imageSrcSet(imageId),
  imagesizes: VEHICLE_IMAGE_SIZES[layout],
});

function linkOf({ href, imagesrcset, imagesizes }: Preload): string {
  let link = `<${href}>; rel=preload; as=image; fetchpriority=high`;
  if (imagesrcset) link += `; imagesrcset="${imagesrcset}"`;
  if (imagesizes) link += `; imagesizes="${imagesizes}"`;
  return link;
}

/**
 * The image that is a page's largest paint, named in a `Link: rel=preload` header of the page.
 * A single-page app finds that image only once its script has run and asked the API; with the
 * header, the browser fetches it alongside the script (Lighthouse's largest contentful paint).
 * Static pages take theirs from the build, the vehicle pages from the catalogue. A hint only:
 * when anything fails, the page goes out without it.
 */
export class PagePreloads {
  constructor(
    private readonly distDir: string,
    private readonly vehicles: VehicleService,
  ) {}

  async linkHeader(url: string): Promise<string | null> {
    try {
      const images = await this.imagesOf(new URL(url, 'http://page'));
      return images.length === 0 ? null : images.map(linkOf).join(', ');
    } catch {
      return null;
    }
  }

  private async imagesOf({ pathname, searchParams }: URL): Promise<Preload[]> {
    const vehicleId = VEHICLE_PAGE.exec(pathname)?.[1];
    if (vehicleId) {
      const image = (await this.vehicles.get(Number(vehicleId))).image[0];
      return image ? [vehicleImage(image, 'details')] : [];
    }
    // With more than a page number in the address (a trip window, filters, an order) the list
    // is one the web app reads its own way, a search's results are rendered by the browser:
    // the first page of the plain catalogue is the one whose first card is known here.
    if (pathname === '/vehicles' && [...searchParams.keys()].some((name) => name !== 'page')) {
      return [];
    }
    if (pathname === '/vehicles') {
      // As the web app reads it: the URL counts pages from 1, the API from 0.
      const asked = Number(searchParams.get('page') ?? '1');
      const page = Number.isInteger(asked) && asked >= 1 ? asked - 1 : 0;
      // The list's first page as the web app asks for it, from the same shared defaults.
      const { size, sort, direction } = VEHICLE_PAGE_DEFAULTS;
      const { content } = await this.vehicles.page({ size, sort, direction, page });
      const image = content[0]?.image[0];
      return image ? [vehicleImage(image, 'listCard')] : [];
    }
    // Read on each page load: a rebuilt client is served without a restart.
    const built = JSON.parse(
      await readFile(join(this.distDir, PAGE_PRELOADS_FILE), 'utf8'),
    ) as Record<string, Preload[]>;
    return built[pathname] ?? [];
  }
}
