import { describe, expect, it } from 'vitest';
import { officeSearchQuerySchema, phoneDigitsIn, reservationNumberIn } from './office-search.ts';

describe("the office search's reading of what is typed", () => {
  it('takes a number, with or without #, for a reservation', () => {
    expect(reservationNumberIn('14')).toBe(14);
    expect(reservationNumberIn('#14')).toBe(14);
    expect(reservationNumberIn(' # 14 ')).toBe(14);
    expect(reservationNumberIn('2147483647')).toBe(2_147_483_647);
    for (const text of ['0', '#', '14a', '1 4', '2147483648', '99999999999', 'Sam', '-3']) {
      expect(reservationNumberIn(text), text).toBeUndefined();
    }
  });

  it("takes a phone number's digits however it is written", () => {
    for (const text of ['(415) 555-0100', '415-555-0100', '415.555.0100', '+1 415 555 0100']) {
      expect(phoneDigitsIn(text), text).toBe('4155550100');
    }
    expect(phoneDigitsIn('555-0100')).toBe('5550100');
    expect(phoneDigitsIn('0100')).toBe('0100');
    expect(phoneDigitsIn('415')).toBe('415');
  });

  it('looks for no phone in words, or in fewer than three digits', () => {
    for (const text of ['Sam 0100', 'sam@example.com', '14', '#14', '(41)', '- -']) {
      expect(phoneDigitsIn(text), text).toBeUndefined();
    }
  });

  it('trims the search and refuses it blank or beyond 100 characters', () => {
    expect(officeSearchQuerySchema.parse({ q: '  Sam  ' })).toEqual({ q: 'Sam' });
    expect(officeSearchQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(officeSearchQuerySchema.safeParse({}).success).toBe(false);
    expect(officeSearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(officeSearchQuerySchema.safeParse({ q: ` ${'x'.repeat(100)} ` }).success).toBe(true);
  });
});
