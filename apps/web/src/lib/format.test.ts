import { describe, expect, it } from 'vitest';
import {
  asSentence,
  displayName,
  formatClock,
  formatMoney,
  formatPricePerDay,
  formatPricePerHour,
} from './format.ts';

describe('money', () => {
  it('always shows the dollar sign, thousands separators and two decimals', () => {
    expect(formatMoney(44)).toBe('$44.00');
    expect(formatMoney(17.5)).toBe('$17.50');
    expect(formatMoney(1752)).toBe('$1,752.00');
    expect(formatMoney(215_999_978.4)).toBe('$215,999,978.40');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('rounds what binary fractions leave over to the cent', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(3 * 17.25)).toBe('$51.75');
  });

  it('shows a rate per hour with the same amount', () => {
    expect(formatPricePerHour(45)).toBe('$45.00 / hour');
    expect(formatPricePerHour(1250.5)).toBe('$1,250.50 / hour');
  });

  it('shows a day price the same way', () => {
    expect(formatPricePerDay(90)).toBe('$90.00 / day');
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

describe('asSentence', () => {
  it('ends a message without a stop with one, and leaves the others as they are', () => {
    expect(asSentence('Pick up time cannot be in the past')).toBe(
      'Pick up time cannot be in the past.',
    );
    expect(asSentence('Vehicle is not available for the selected dates!')).toBe(
      'Vehicle is not available for the selected dates!',
    );
    expect(asSentence('Choose both times.')).toBe('Choose both times.');
  });
});

describe('formatClock', () => {
  it('reads a wall-clock time on the twelve-hour clock', () => {
    expect(formatClock('00:00')).toBe('12:00 AM');
    expect(formatClock('09:05')).toBe('9:05 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('21:00')).toBe('9:00 PM');
  });
});
