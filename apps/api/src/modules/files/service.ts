import { createHash } from 'node:crypto';
import { BUILT_IN_VEHICLE_MESSAGE, type ImageWidth } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { detectImageType } from './image-type.ts';
import * as repository from './repository.ts';
import { resizeToWebp } from './resize.ts';
import { storedImage } from './stored-image.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found.';
const HANDOVER_PHOTO_MESSAGE = "A hand-over's photo is kept with its record and cannot be deleted.";
const WEBP = 'image/webp';

/** Image ids are UUIDs; anything else cannot name an image. */
export function assertImageId(id: string): void {
  if (!UUID_PATTERN.test(id)) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
}

/** What GET /files/display answers: the bytes, their type and a validator naming them. */
export interface ServedImage {
  data: Buffer;
  contentType: string;
  etag: string;
}

/** The upload itself, as GET /files/display serves it. */
const asUploaded = (image: { data: Buffer; contentType: string; sha256: string }): ServedImage => ({
  data: image.data,
  contentType: image.contentType,
  etag: `"${image.sha256}"`,
});

export class FileService {
  /** Variants being made in this process, so that a page's burst of requests makes each once. */
  private readonly resizing = new Map<string, Promise<ServedImage>>();

  constructor(
    private readonly ctx: Pick<ServiceContext, 'db' | 'now'>,
    /** Told when an upload could not be resized (it is then served as uploaded). */
    private readonly onResizeFailure: (imageId: string, error: unknown) => void = () => {},
  ) {}

  /** Keeps an upload, upright and without its metadata (see storedImage); its new id. */
  async store(upload: Buffer): Promise<string> {
    const contentType = detectImageType(upload);
    if (!contentType) throw new HttpError(415, 'Only JPEG and PNG images are accepted.');
    const bytes = await storedImage(upload, contentType);
    return repository.insertImage(this.ctx.db, {
      contentType,
      byteSize: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      data: bytes,
      createdAt: this.ctx.now(),
    });
  }

  /**
   * The uploaded file, or with a width its WebP variant, made and kept on first request. A
   * hand-over's photo only when `publicOnly` is false: its route has checked who asks.
   */
  async display(id: string, width?: ImageWidth, publicOnly = true): Promise<ServedImage> {
    assertImageId(id);
    if (width === undefined) {
      const image = await repository.findImage(this.ctx.db, id, publicOnly);
      if (!image) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      return asUploaded(image);
    }
    const stored = await repository.findVariant(this.ctx.db, id, width, publicOnly);
    if (!stored) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    const etag = `"${stored.sha256}-${width}w"`;
    if (stored.data) return { data: stored.data, contentType: WEBP, etag };
    const key = `${id}/${width}`;
    let made = this.resizing.get(key);
    if (!made) {
      made = this.makeVariant(id, width, etag).finally(() => this.resizing.delete(key));
      this.resizing.set(key, made);
    }
    return made;
  }

  /**
   * Resizes and keeps the variant. An image libvips cannot decode (uploads are decoded on
   * arrival, so only one stored before that) is served as stored (the browser may still
   * manage), and nothing is kept.
   */
  private async makeVariant(id: string, width: ImageWidth, etag: string): Promise<ServedImage> {
    const image = await repository.findImage(this.ctx.db, id, false);
    if (!image) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    let data: Buffer;
    try {
      data = await resizeToWebp(image.data, width);
    } catch (error) {
      this.onResizeFailure(id, error);
      return asUploaded(image);
    }
    await repository.insertVariant(this.ctx.db, id, width, data);
    return { data, contentType: WEBP, etag };
  }

  async delete(id: string): Promise<void> {
    assertImageId(id);
    const owner = await repository.findImageOwner(this.ctx.db, id);
    if (!owner) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    if (owner.vehicleBuiltIn) throw badRequest(BUILT_IN_VEHICLE_MESSAGE);
    if (owner.handoverPhoto) throw badRequest(HANDOVER_PHOTO_MESSAGE);
    await repository.deleteImage(this.ctx.db, id);
  }
}
