import sharp from 'sharp';
import type { ImageWidth } from '@keyturn/shared';
import { MAX_IMAGE_PIXELS } from './stored-image.ts';

const WEBP_QUALITY = 75;

// Each variant is made once and stored, so libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * The photo `width` pixels wide (never wider than it was uploaded), upright as browsers show
 * it, as WebP without its metadata. Runs on libuv's thread pool, not on the event loop.
 */
export function resizeToWebp(bytes: Buffer, width: ImageWidth): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
