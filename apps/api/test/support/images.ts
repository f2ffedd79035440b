import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { ApiClient } from './harness.ts';

const BOUNDARY = '----keyturn-test-boundary';

/** A real JPEG from the demo photos. */
export const JPEG_BYTES = readFileSync(
  new URL('../../src/seed/images/city-hatch.jpg', import.meta.url),
);

/** The smallest valid PNG: one transparent pixel. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG chunk: length, type, data, then the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export const PNG_SIGNATURE = PNG_BYTES.subarray(0, 8);

/**
 * A black 1-bit greyscale PNG of any size, made by hand: its all-zero rows deflate to almost
 * nothing, so a 20000 × 20000 one (a decompression bomb) is about 48 kB.
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8); // a filter byte, then the pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body with one file part, as a browser's FormData would send it. */
export function multipart(
  bytes: Buffer,
  fileName: string,
  contentType: string,
  fieldName = 'file',
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export const pngUpload = () => multipart(PNG_BYTES, 'car.png', 'image/png');

/** Uploads an image as the given administrator; fails the test unless it is stored. */
export async function uploadImage(
  api: ApiClient,
  token: string,
  bytes: Buffer = PNG_BYTES,
  fileName = 'car.png',
  contentType = 'image/png',
): Promise<string> {
  const response = await api.post('/api/files/upload', {
    token,
    ...multipart(bytes, fileName, contentType),
  });
  if (response.statusCode !== 200) {
    throw new Error(`the upload was refused: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ imageId: string }>().imageId;
}
