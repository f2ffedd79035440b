const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

export type ImageType = 'image/jpeg' | 'image/png';

/**
 * The image type the bytes themselves declare, whatever the file's name or the client said.
 * A JPEG must start with SOI and end with EOI; a PNG must start with its signature and IHDR.
 */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (
    bytes.length > 16 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR'
  ) {
    return 'image/png';
  }
  if (
    bytes.length > 4 &&
    bytes.subarray(0, 3).equals(JPEG_START) &&
    bytes.subarray(-2).equals(JPEG_END)
  ) {
    return 'image/jpeg';
  }
  return null;
}
