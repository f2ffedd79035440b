import { createHash } from 'node:crypto';
import { BUILT_IN_VEHICLE_MESSAGE } from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { detectImageType } from './image-type.ts';
import * as repository from './repository.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found.';

/** Image ids are UUIDs; anything else cannot name an image. */
export function assertImageId(id: string): void {
  if (!UUID_PATTERN.test(id)) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
}

export class FileService {
  constructor(private readonly ctx: Pick<AppContext, 'db'>) {}

  async store(bytes: Buffer): Promise<string> {
    const contentType = detectImageType(bytes);
    if (!contentType) throw new HttpError(415, 'Only JPEG and PNG images are accepted.');
    return repository.insertImage(this.ctx.db, {
      contentType,
      byteSize: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      data: bytes,
    });
  }

  async get(id: string) {
    assertImageId(id);
    const image = await repository.findImage(this.ctx.db, id);
    if (!image) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    return image;
  }

  async delete(id: string): Promise<void> {
    assertImageId(id);
    const owner = await repository.findImageOwner(this.ctx.db, id);
    if (!owner) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    if (owner.vehicleBuiltIn) throw badRequest(BUILT_IN_VEHICLE_MESSAGE);
    await repository.deleteImage(this.ctx.db, id);
  }
}
