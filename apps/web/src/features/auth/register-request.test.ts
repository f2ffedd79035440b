import { describe, expect, it } from 'vitest';
import { toRegisterRequest } from './register-request.ts';

describe('toRegisterRequest', () => {
  it('drops the confirmation and trims the text fields, not the password', () => {
    const request = toRegisterRequest({
      firstName: ' Ada ',
      lastName: 'Lovelace ',
      email: ' ada@example.com',
      phoneNumber: '(415) 555-0100',
      address: '12 Market Street ',
      zipCode: '94105',
      password: ' Secret#2026 ',
      confirmPassword: ' Secret#2026 ',
    });
    expect(request).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '(415) 555-0100',
      address: '12 Market Street',
      zipCode: '94105',
      password: ' Secret#2026 ',
    });
    expect(request).not.toHaveProperty('confirmPassword');
  });
});
