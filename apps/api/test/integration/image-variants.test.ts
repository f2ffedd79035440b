import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageVariants, images } from '../../src/db/schema.ts';
import { FileService } from '../../src/modules/files/service.ts';
import { testNow } from '../support/clock.ts';
import { expectEnvelope, useTestApp } from '../support/harness.ts';
import { JPEG_BYTES, PNG_BYTES, uploadImage } from '../support/images.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

const upload = (bytes: Buffer, name = 'car.jpg', type = 'image/jpeg') =>
  uploadImage(api, tokens.admin, bytes, name, type);

async function storedVariants(imageId: string) {
  return t.db
    .select({ width: imageVariants.width, data: imageVariants.data })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, imageId))
    .orderBy(imageVariants.width);
}

const sha256Of = async (imageId: string) =>
  (await t.db.select({ sha256: images.sha256 }).from(images).where(eq(images.id, imageId)))[0]!
    .sha256;

describe('resized photos (GET /files/display/{id}?width=)', () => {
  it('serves a JPEG resized to the width as WebP, made once and kept, cacheable for ever', async () => {
    const imageId = await upload(JPEG_BYTES); // 800 × 500
    const url = `/api/files/display/${imageId}?width=320`;

    const response = await api.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    const etag = `"${await sha256Of(imageId)}-320w"`;
    expect(response.headers.etag).toBe(etag);
    const decoded = await sharp(response.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(response.rawPayload.length).toBeLessThan(JPEG_BYTES.length);

    const stored = await storedVariants(imageId);
    expect(stored.map((row) => row.width)).toEqual([320]);
    expect(Buffer.compare(stored[0]!.data, response.rawPayload)).toBe(0);

    // Asked again, and by a page's burst at once: the kept variant, still one row.
    const again = await Promise.all([api.get(url), api.get(url), api.get(url)]);
    for (const answer of again) {
      expect(answer.statusCode).toBe(200);
      expect(Buffer.compare(answer.rawPayload, response.rawPayload)).toBe(0);
    }
    expect(await storedVariants(imageId)).toHaveLength(1);

    const revalidated = await api.get(url, { headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);

    // The upload itself is still served as it was kept, under its own validator.
    const original = await api.get(`/api/files/display/${imageId}`);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const [kept] = await t.db.select().from(images).where(eq(images.id, imageId));
    expect(Buffer.compare(original.rawPayload, kept!.data)).toBe(0);
    expect(original.headers.etag).not.toBe(etag);
  });

  it('never enlarges: a width beyond the upload gives it at its own size', async () => {
    const imageId = await upload(JPEG_BYTES);
    const response = await api.get(`/api/files/display/${imageId}?width=1280`);
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 500,
    });
  });

  it('keeps a PNG’s transparency', async () => {
    const transparent = await sharp({
      create: { width: 900, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const imageId = await upload(transparent, 'car.png', 'image/png');
    const response = await api.get(`/api/files/display/${imageId}?width=480`);
    const decoded = await sharp(response.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 480, height: 320, hasAlpha: true });
  });

  it('serves an image libvips cannot decode as it is stored, and keeps nothing', async () => {
    // A JPEG's first and last markers with nothing decodable between them. Uploads are decoded
    // on arrival now (uploaded-photos.test.ts), so only a photo kept before can be like this.
    const undecodable = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(64, 7),
      Buffer.from([0xff, 0xd9]),
    ]);
    const [row] = await t.db
      .insert(images)
      .values({
        contentType: 'image/jpeg',
        byteSize: undecodable.length,
        sha256: createHash('sha256').update(undecodable).digest('hex'),
        data: undecodable,
      })
      .returning({ id: images.id });
    const imageId = row!.id;
    const response = await api.get(`/api/files/display/${imageId}?width=640`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(response.rawPayload, undecodable)).toBe(0);
    expect(await storedVariants(imageId)).toHaveLength(0);

    // The server's log hears of it.
    const failures: string[] = [];
    const files = new FileService({ db: t.db, now: testNow }, (id) => failures.push(id));
    await files.display(imageId, 480);
    expect(failures).toEqual([imageId]);
  });

  it.each(['100', '321', '0', '-320', '320.0', 'abc', "320' OR 1=1--", '1e3'])(
    'refuses width=%s with a 400 naming the widths, and makes nothing',
    async (width) => {
      const imageId = await upload(PNG_BYTES, 'car.png', 'image/png');
      const path = `/api/files/display/${imageId}`;
      const response = await api.get(`${path}?width=${encodeURIComponent(width)}`);
      expect(response.statusCode).toBe(400);
      const message = 'Width must be one of: 320, 480, 640, 960, 1280';
      expect(expectEnvelope(response)).toMatchObject({ message, requestURI: path });
      expect(expectEnvelope(response).errors).toEqual([{ field: 'width', message }]);
      expect(await storedVariants(imageId)).toHaveLength(0);
    },
  );

  it('404s for an unknown image at any width', async () => {
    const unknown = randomUUID();
    const response = await api.get(`/api/files/display/${unknown}?width=640`);
    expect(response.statusCode).toBe(404);
    expect(expectEnvelope(response).message).toBe('Image not found.');
    const [row] = await t.db
      .select({ total: count() })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, unknown));
    expect(row!.total).toBe(0);
  });

  it('deleting an image deletes its variants', async () => {
    const imageId = await upload(JPEG_BYTES);
    await api.get(`/api/files/display/${imageId}?width=480`);
    await api.get(`/api/files/display/${imageId}?width=640`);
    expect((await storedVariants(imageId)).map((row) => row.width)).toEqual([480, 640]);

    const deleted = await api.delete(`/api/files/${imageId}`, { token: tokens.admin });
    expect(deleted.statusCode).toBe(200);
    expect(await storedVariants(imageId)).toHaveLength(0);
    expect((await api.get(`/api/files/display/${imageId}?width=480`)).statusCode).toBe(404);
  });
});
