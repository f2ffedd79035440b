import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
  });

  it('centres on the current page', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('sticks to the edges', () => {
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(9, 10)).toEqual([5, 6, 7, 8, 9]);
  });

  it('is empty without pages', () => {
    expect(pageWindow(0, 0)).toEqual([]);
  });
});
