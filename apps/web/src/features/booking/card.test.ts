import { describe, expect, it } from 'vitest';
import { countDigits, isCardExpiryValid, paymentFormSchema } from './card.ts';

// 21 November 2026, local time.
const now = new Date(2026, 10, 21, 12, 0, 0);

describe('isCardExpiryValid', () => {
  it('accepts the current month up to its last day, and later months', () => {
    expect(isCardExpiryValid('11/26', now)).toBe(true);
    expect(isCardExpiryValid('11/26', new Date(2026, 10, 30, 23, 59))).toBe(true);
    expect(isCardExpiryValid('12/26', now)).toBe(true);
    expect(isCardExpiryValid('01/31', now)).toBe(true);
  });

  it('refuses a month that has ended', () => {
    expect(isCardExpiryValid('10/26', now)).toBe(false);
    expect(isCardExpiryValid('11/26', new Date(2026, 11, 1))).toBe(false);
    expect(isCardExpiryValid('12/25', now)).toBe(false);
  });

  it('refuses incomplete or impossible values', () => {
    expect(isCardExpiryValid('1_/2_', now)).toBe(false);
    expect(isCardExpiryValid('12/2', now)).toBe(false);
    expect(isCardExpiryValid('', now)).toBe(false);
    expect(isCardExpiryValid('13/27', now)).toBe(false);
    expect(isCardExpiryValid('00/27', now)).toBe(false);
  });
});

describe('paymentFormSchema', () => {
  const schema = paymentFormSchema(() => now);
  const valid = {
    cardNo: '4111-1111-1111-1111',
    cardHolderName: 'Ada Lovelace',
    expiryDate: '08/28',
    cvv: '123',
    terms: true,
  };
  const firstMessage = (values: object) => {
    const result = schema.safeParse({ ...valid, ...values });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts a complete card with the terms accepted', () => {
    expect(firstMessage({})).toBeNull();
  });

  it('needs at least 15 digits of card number', () => {
    expect(countDigits('4111-1111-1111-111')).toBe(15);
    expect(firstMessage({ cardNo: '4111-1111-1111-111' })).toBeNull();
    expect(firstMessage({ cardNo: '4111-1111-1111-11' })).toBe(
      'Card number must be at least 15 digits',
    );
  });

  it('says the CVV must be a number', () => {
    expect(firstMessage({ cvv: '12a' })).toBe('CVV must be a number');
    expect(firstMessage({ cvv: '000' })).toBe('CVV must be a number');
  });

  it('asks to accept the terms', () => {
    expect(firstMessage({ terms: false })).toBe('Please accept terms and conditions');
  });
});
