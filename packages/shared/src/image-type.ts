import type { ACCEPTED_IMAGE_TYPES } from './vehicles.ts';

export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_HEADER_CHUNK = [0x49, 0x48, 0x44, 0x52]; // 'IHDR', always the first chunk
const JPEG_START = [0xff, 0xd8, 0xff];
const JPEG_END = [0xff, 0xd9];

const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  expected.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type a file's bytes declare, whatever its name or the type it was sent with: a PNG
 * starts with its signature and the IHDR chunk, a JPEG starts with SOI and ends with EOI. The
 * browser judges a chosen file with it before uploading; the server is the authority.
 */
export function imageTypeOfBytes(bytes: Uint8Array): ImageType | null {
  if (
    bytes.length > 16 &&
    startsWith(bytes, PNG_SIGNATURE) &&
    startsWith(bytes, PNG_HEADER_CHUNK, 12)
  ) {
    return 'image/png';
  }
  if (
    bytes.length > 4 &&
    startsWith(bytes, JPEG_START) &&
    startsWith(bytes, JPEG_END, bytes.length - 2)
  ) {
    return 'image/jpeg';
  }
  return null;
}
