import { describe, expect, it } from 'vitest';
import { lastPageIfPastEnd } from './use-page-in-range.ts';

const page = (number: number, totalPages: number, numberOfElements: number) => ({
  number,
  totalPages,
  numberOfElements,
});

describe('lastPageIfPastEnd', () => {
  it('names the last page of a list asked for past its end', () => {
    expect(lastPageIfPastEnd(page(998, 2, 0))).toBe(1);
    expect(lastPageIfPastEnd(page(2, 2, 0))).toBe(1);
  });

  it('leaves a page with rows, and the last page itself, alone', () => {
    expect(lastPageIfPastEnd(page(1, 2, 3))).toBeNull();
    expect(lastPageIfPastEnd(page(0, 1, 6))).toBeNull();
  });

  it('leaves an empty list alone: it has no page to go to', () => {
    expect(lastPageIfPastEnd(page(0, 0, 0))).toBeNull();
    expect(lastPageIfPastEnd(page(4, 0, 0))).toBeNull();
  });
});
