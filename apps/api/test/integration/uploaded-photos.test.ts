import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { images } from '../../src/db/schema.ts';
import { expectEnvelope, useTestApp } from '../support/harness.ts';
import {
  JPEG_BYTES,
  PNG_SIGNATURE,
  blackPng,
  multipart,
  pngChunk,
  uploadImage,
} from '../support/images.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

/** Uploads and fetches the photo back as any visitor would. */
async function roundTrip(bytes: Buffer, name: string, type: string) {
  const imageId = await uploadImage(api, tokens.admin, bytes, name, type);
  const served = await api.get(`/api/files/display/${imageId}`);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe(type);
  return served.rawPayload;
}

/** A PNG with text chunks inserted after its header, as cameras and editors write them. */
function withTextChunks(png: Buffer, texts: Record<string, string>): Buffer {
  const headerEnd = PNG_SIGNATURE.length + 8 + 13 + 4;
  const chunks = Object.entries(texts).map(([keyword, text]) =>
    pngChunk('tEXt', Buffer.from(`${keyword}\0${text}`, 'latin1')),
  );
  return Buffer.concat([png.subarray(0, headerEnd), ...chunks, png.subarray(headerEnd)]);
}

async function imageCount() {
  const [row] = await t.db.select({ total: count() }).from(images);
  return row!.total;
}

describe('uploaded photos are served without their metadata', () => {
  it('drops the GPS position and camera details of a JPEG', async () => {
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Keyturn Test Camera', Model: 'Snoop 3000', Artist: 'Jo Private' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 46/1 2990/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '122/1 25/1 960/100',
        },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Snoop 3000');

    const served = await roundTrip(photo, 'car.jpg', 'image/jpeg');
    const shown = await sharp(served).metadata();
    expect(shown).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(shown.exif).toBeUndefined();
    expect(shown.xmp).toBeUndefined();
    const text = served.toString('latin1');
    for (const trace of ['Exif\0\0', 'Snoop 3000', 'Keyturn Test Camera', 'Jo Private']) {
      expect(text).not.toContain(trace);
    }
  });

  it('keeps a photo upright: the orientation is applied, then dropped', async () => {
    // 60 × 30 pixels, which the camera says to show turned a quarter clockwise.
    const sideways = await sharp({
      create: { width: 60, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 60, orientation: 6 });

    const served = await sharp(await roundTrip(sideways, 'car.jpg', 'image/jpeg')).metadata();
    expect(served).toMatchObject({ width: 30, height: 60 });
    expect(served.orientation ?? 1).toBe(1);
  });

  it('keeps the colour profile', async () => {
    expect((await sharp(JPEG_BYTES).metadata()).icc).toBeDefined();
    const served = await roundTrip(JPEG_BYTES, 'car.jpg', 'image/jpeg');
    expect((await sharp(served).metadata()).icc).toBeDefined();
  });

  it('drops the text chunks of a PNG', async () => {
    const png = withTextChunks(blackPng(40, 20), {
      Author: 'Jo Private',
      Comment: 'GPS 37.7749 N, 122.4194 W',
    });
    expect((await sharp(png).metadata()).comments).toHaveLength(2);
    const served = await roundTrip(png, 'car.png', 'image/png');
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 40, height: 20 });
    expect(served.toString('latin1')).not.toMatch(/Jo Private|37\.7749|tEXt/);
  });
});

describe('uploads that cannot be kept', () => {
  async function upload(bytes: Buffer, name: string, type: string) {
    return api.post('/api/files/upload', { token: tokens.admin, ...multipart(bytes, name, type) });
  }

  it('refuses a 20000 × 20000 PNG of a few kB with 413, judged from its header', async () => {
    const bomb = blackPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(60 * 1024);
    const before = await imageCount();
    const response = await upload(bomb, 'car.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(expectEnvelope(response)).toMatchObject({
      status: 'PAYLOAD_TOO_LARGE',
      message: 'The image is too large: at most 50 megapixels, and this one has 400.',
    });
    expect(await imageCount()).toBe(before);
  });

  it('takes an image of exactly 50 megapixels', async () => {
    const largest = blackPng(10_000, 5_000);
    const imageId = await uploadImage(api, tokens.admin, largest, 'car.png', 'image/png');
    const served = await api.get(`/api/files/display/${imageId}`);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 10_000,
      height: 5_000,
    });
  });

  it('refuses with 415 a file that looks like a JPEG but holds no image', async () => {
    const hollow = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(64, 7),
      Buffer.from([0xff, 0xd9]),
    ]);
    const before = await imageCount();
    const response = await upload(hollow, 'car.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'The image could not be read. Please upload a JPEG or PNG photo.',
    );
    expect(await imageCount()).toBe(before);
  });
});
