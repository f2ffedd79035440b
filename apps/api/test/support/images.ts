import { readFileSync } from 'node:fs';
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
