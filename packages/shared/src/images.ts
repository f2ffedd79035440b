import { API_BASE } from './api-base.ts';

/**
 * The widths, in pixels, a vehicle photo is served at besides its uploaded self, as WebP. A fixed
 * few, so that every variant is worth keeping and nobody can make the server resize to any width.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * How wide a vehicle photo is shown, per layout, as an `<img sizes>` value: it lets the browser
 * pick the smallest variant that fills the place before it has laid out the page. The figures
 * follow the web app's grid (Bootstrap's containers, 1.5 rem gutters).
 */
export const VEHICLE_IMAGE_SIZES = {
  /** A card in the vehicle grid: one column on phones, two from md, three from lg. */
  card: '(min-width: 1400px) 410px, (min-width: 1200px) 350px, (min-width: 992px) 290px, (min-width: 768px) 330px, (min-width: 576px) 490px, calc(100vw - 48px)',
  /**
   * A card in a vehicle list beside its filters (the catalogue, a search's results): as above
   * on phones and tablets, three in three quarters of the container from lg.
   */
  listCard:
    '(min-width: 1400px) 300px, (min-width: 1200px) 255px, (min-width: 992px) 210px, (min-width: 768px) 330px, (min-width: 576px) 490px, calc(100vw - 48px)',
  /** The vehicle page's photo: seven twelfths of the container from lg, full width below. */
  details:
    '(min-width: 1400px) 730px, (min-width: 1200px) 630px, (min-width: 992px) 520px, (min-width: 768px) 670px, (min-width: 576px) 490px, calc(100vw - 48px)',
} as const;

/** Where a photo is served: the upload itself, or with a width its WebP variant. */
export function imageUrl(imageId: string, width?: ImageWidth): string {
  const url = `${API_BASE}/files/display/${encodeURIComponent(imageId)}`;
  return width === undefined ? url : `${url}?width=${width}`;
}

/** The `srcset` of a photo's WebP variants. */
export function imageSrcSet(imageId: string): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(imageId, width)} ${width}w`).join(', ');
}
