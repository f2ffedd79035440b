import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load.ts';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://keyturn.example/assets/AboutPage-x1.js',
    'error loading dynamically imported module: https://keyturn.example/assets/AboutPage-x1.js',
    'Importing a module script failed.',
  ])('knows a lazy chunk that did not load: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not take a failed request or a bug for one', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
