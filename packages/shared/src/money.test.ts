import { describe, expect, it } from 'vitest';
import { billableHours, dollarsToCents, hasAtMostTwoDecimals, totalPriceCents } from './money.ts';

const HOUR = 3_600_000;

describe('price rule', () => {
  it('charges each started hour', () => {
    expect(billableHours(HOUR)).toBe(1);
    expect(billableHours(HOUR + 60_000)).toBe(2);
    expect(billableHours(2 * HOUR)).toBe(2);
    expect(billableHours(90 * 24 * HOUR)).toBe(2160);
  });

  it('multiplies exact cents, never binary floats', () => {
    const pickUp = new Date('2027-01-01T10:00:00Z');
    const dropOff = new Date('2027-01-01T13:00:00Z');
    expect(totalPriceCents(dollarsToCents(0.1), pickUp, dropOff)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
  });

  it('knows a price with more than two decimals', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(100)).toBe(true);
    expect(hasAtMostTwoDecimals(1.234)).toBe(false);
    expect(hasAtMostTwoDecimals(0.000000001)).toBe(false);
    expect(hasAtMostTwoDecimals(99999.999999999)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});
