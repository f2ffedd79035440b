import { describe, expect, it } from 'vitest';
import { cappingDayPrice, extraMilePrice, milesIncluded } from './rental-terms.ts';

describe("a vehicle's rental terms", () => {
  it('shows a day price only when it makes a day cheaper than 24 hours', () => {
    expect(cappingDayPrice({ pricePerHour: 15, pricePerDay: 90 })).toBe(90);
    expect(cappingDayPrice({ pricePerHour: 15, pricePerDay: 359.99 })).toBe(359.99);
    expect(cappingDayPrice({ pricePerHour: 15, pricePerDay: 360 })).toBeNull();
    expect(cappingDayPrice({ pricePerHour: 15, pricePerDay: null })).toBeNull();
    // Compared in cents: 24 × 0.07 is 1.68 exactly, not a float a hair above or below.
    expect(cappingDayPrice({ pricePerHour: 0.07, pricePerDay: 1.68 })).toBeNull();
  });

  it('says how many miles a day includes, or that they are unlimited', () => {
    expect(milesIncluded(200)).toBe('200 miles / day');
    expect(milesIncluded(null)).toBe('Unlimited miles');
  });

  it('prices an extra mile only where miles are counted and cost something', () => {
    expect(extraMilePrice({ milesPerDay: 200, pricePerExtraMile: 0.35 })).toBe('$0.35 / mile');
    expect(extraMilePrice({ milesPerDay: 200, pricePerExtraMile: 0 })).toBeNull();
    expect(extraMilePrice({ milesPerDay: null, pricePerExtraMile: 0.35 })).toBeNull();
  });
});
