import { describe, expect, it } from 'vitest';
import { displayName, formatPricePerHour, formatTotalPrice } from './format.ts';

describe('prices', () => {
  it('shows the price per hour as the spec writes it', () => {
    expect(formatPricePerHour(45)).toBe('$ 45 / hour');
    expect(formatPricePerHour(45.5)).toBe('$ 45.50 / hour');
  });

  it('shows a total price as $x', () => {
    expect(formatTotalPrice(180)).toBe('$180');
    expect(formatTotalPrice(0.1 + 0.2)).toBe('$0.30');
  });
});

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName('Ada', 'Lovelace')).toBe('Ada Lovelace');
  });

  it('says Guest when the first name is missing', () => {
    expect(displayName('', 'Lovelace')).toBe('Guest Lovelace');
    expect(displayName(undefined, undefined)).toBe('Guest');
  });
});
