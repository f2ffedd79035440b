import { PHONE_MASK } from '@keyturn/shared';
import { format } from '@react-input/mask';
import { describe, expect, it } from 'vitest';
import { CARD_EXPIRY_MASK, CARD_NUMBER_MASK } from '../features/booking/card.ts';
import { DIGIT_REPLACEMENT, insertedDigits, maskPattern, type Insertion } from './digit-mask.ts';

/** What the field shows after `data` is put into an empty field, as the mask library does it. */
function intoEmptyField(notation: string, data: string, countryCode?: string): string {
  const mask = maskPattern(notation);
  const insertion: Insertion = { value: '', data, selectionStart: 0, selectionEnd: 0 };
  return format(insertedDigits(insertion, mask, countryCode), {
    mask,
    replacement: DIGIT_REPLACEMENT,
  });
}

/** Each key typed on its own into the field, as a person types. */
function typed(notation: string, keys: string): string {
  const mask = maskPattern(notation);
  let value = '';
  for (const key of keys) {
    const insertion = {
      value,
      data: key,
      selectionStart: value.length,
      selectionEnd: value.length,
    };
    const digits = format(value, { mask, replacement: DIGIT_REPLACEMENT }).replace(/\D/g, '');
    value = format(digits + insertedDigits(insertion, mask), {
      mask,
      replacement: DIGIT_REPLACEMENT,
    });
  }
  return value;
}

describe('maskPattern', () => {
  it('turns every 9 of the notation into a slot no digit can be taken for', () => {
    expect(maskPattern(PHONE_MASK)).toBe('(___) ___-____');
    expect(maskPattern(CARD_NUMBER_MASK)).toBe('____-____-____-____');
    expect(maskPattern(CARD_EXPIRY_MASK)).toBe('__/__');
    expect(maskPattern(PHONE_MASK)).not.toMatch(/\d/);
  });
});

describe('typing into a mask', () => {
  it('keeps every digit, nines included', () => {
    expect(typed(PHONE_MASK, '4159999999')).toBe('(415) 999-9999');
    expect(typed(PHONE_MASK, '9876543210')).toBe('(987) 654-3210');
    expect(typed(CARD_NUMBER_MASK, '4539148803436467')).toBe('4539-1488-0343-6467');
    expect(typed(CARD_EXPIRY_MASK, '0929')).toBe('09/29');
  });

  it('ignores keys that are not digits', () => {
    expect(typed(PHONE_MASK, '41a5-55 50(1)23')).toBe('(415) 555-0123');
  });
});

describe('pasting into a mask', () => {
  it.each(['+1 415 555 0123', '1 415 555 0123', '4155550123', '(415) 555-0123', '+14155550123'])(
    'reads %s as (415) 555-0123',
    (pasted) => {
      expect(intoEmptyField(PHONE_MASK, pasted, '1')).toBe('(415) 555-0123');
    },
  );

  it('keeps a leading 1 that is part of a number that fits', () => {
    expect(intoEmptyField(CARD_NUMBER_MASK, '1234 5678 9012 3456')).toBe('1234-5678-9012-3456');
    expect(intoEmptyField(PHONE_MASK, '155 555 01', '1')).toBe('(155) 555-01');
  });

  it('keeps the 16 digits of a card pasted with spaces', () => {
    expect(intoEmptyField(CARD_NUMBER_MASK, '4539 1488 0343 6467')).toBe('4539-1488-0343-6467');
  });

  it('drops the country code only at the start of the number', () => {
    const mask = maskPattern(PHONE_MASK);
    // "(415) 5" holds 4 digits; 6 more fit, so a pasted "1555012" is not a country code.
    const middle = { value: '(415) 5', data: '1555012', selectionStart: 7, selectionEnd: 7 };
    expect(insertedDigits(middle, mask, '1')).toBe('1555012');
    // Pasted over the whole old number, it replaces all ten digits.
    const whole = {
      value: '(212) 555-0100',
      data: '+1 415 555 0123',
      selectionStart: 0,
      selectionEnd: 14,
    };
    expect(insertedDigits(whole, mask, '1')).toBe('4155550123');
  });
});
