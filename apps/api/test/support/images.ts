import { readFileSync } from 'node:fs';

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
