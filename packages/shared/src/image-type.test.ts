import { describe, expect, it } from 'vitest';
import { imageTypeOfBytes } from './image-type.ts';

const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0xff, 0xd9]);
const text = new TextEncoder().encode('Not a picture at all, only words in a file named car.png');

describe('imageTypeOfBytes', () => {
  it('knows a PNG and a JPEG by their bytes', () => {
    expect(imageTypeOfBytes(png)).toBe('image/png');
    expect(imageTypeOfBytes(jpeg)).toBe('image/jpeg');
  });

  it('refuses text, an empty file and a cut-off picture', () => {
    expect(imageTypeOfBytes(text)).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array())).toBeNull();
    expect(imageTypeOfBytes(png.subarray(0, 12))).toBeNull();
    expect(imageTypeOfBytes(jpeg.subarray(0, -2))).toBeNull();
  });

  it('refuses a PNG signature without its header chunk', () => {
    const broken = png.slice();
    broken[12] = 0x41;
    expect(imageTypeOfBytes(broken)).toBeNull();
  });

  it('reads a Node Buffer as well', () => {
    expect(imageTypeOfBytes(Buffer.from(jpeg))).toBe('image/jpeg');
  });
});
