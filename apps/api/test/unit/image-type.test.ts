import { describe, expect, it } from 'vitest';
import { detectImageType } from '../../src/modules/files/image-type.ts';
import { JPEG_BYTES, PNG_BYTES } from '../support/images.ts';

describe('image type by content', () => {
  it('recognises real JPEG and PNG files', () => {
    expect(detectImageType(JPEG_BYTES)).toBe('image/jpeg');
    expect(detectImageType(PNG_BYTES)).toBe('image/png');
  });

  it.each([
    ['text', Buffer.from('hello, I am not an image at all')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['an empty file', Buffer.alloc(0)],
    [
      'a PNG signature followed by garbage',
      Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.from('garbage garbage')]),
    ],
    ['a truncated JPEG', JPEG_BYTES.subarray(0, JPEG_BYTES.length - 2)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
