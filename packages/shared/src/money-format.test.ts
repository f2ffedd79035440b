import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCents } from './money-format.ts';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatCents', () => {
  it('writes money as en-US does', () => {
    expect(formatCents(9000)).toBe('$90.00');
    expect(formatCents(175_200)).toBe('$1,752.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('gives the same text as Intl for any amount of cents a booking can hold', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), (cents) => {
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5_000 },
    );
  });
});
