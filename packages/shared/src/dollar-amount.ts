import { requiredNumber } from './fields.ts';
import { hasAtMostTwoDecimals } from './money.ts';

/** An amount in dollars with at most two decimals, from 0 (or above it) to below `max`. */
export const dollarAmount = (label: string, max: number, { positive = false } = {}) =>
  requiredNumber(label)
    .refine((value) => (positive ? value > 0 : value >= 0), {
      error: `${label} must be ${positive ? 'greater than 0' : 'at least 0'}`,
    })
    .lt(max, `${label} must be less than ${max}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);
