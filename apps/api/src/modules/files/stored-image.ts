import sharp from 'sharp';
import { HttpError } from '../../lib/http-errors.ts';
import type { ImageType } from './image-type.ts';

/** Far beyond any photo worth uploading: a larger one (a decompression bomb) is not decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** High enough that the re-encoding is not seen, as the upload is the photo's largest form. */
const JPEG_QUALITY = 90;

const UNREADABLE_MESSAGE = 'The image could not be read. Please upload a JPEG or PNG photo.';

/**
 * The upload as it is kept and served: upright as browsers show it (its EXIF orientation
 * applied) and without metadata, so no camera's GPS position, serial number or date leaves
 * through a vehicle photo. Its colour profile stays. The size is judged from the header before
 * any pixel is decoded: beyond MAX_IMAGE_PIXELS it is refused with 413. Runs on libuv's thread
 * pool, not on the event loop.
 */
export async function storedImage(bytes: Buffer, type: ImageType): Promise<Buffer> {
  // The header alone: sharp's pixel limit would refuse a large one here without saying why.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(415, UNREADABLE_MESSAGE);
    });
  if (!width || !height) throw new HttpError(415, UNREADABLE_MESSAGE);
  const pixels = width * height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      413,
      `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, ` +
        `and this one has ${Math.ceil(pixels / 100_000) / 10}.`,
    );
  }
  const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .keepIccProfile();
  const encoded = type === 'image/jpeg' ? upright.jpeg({ quality: JPEG_QUALITY }) : upright.png();
  return encoded.toBuffer().catch(() => {
    throw new HttpError(415, UNREADABLE_MESSAGE);
  });
}
