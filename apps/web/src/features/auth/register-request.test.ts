import { describe, expect, it } from 'vitest';
import { customerProfile } from '../../test/customer.ts';
import { toRegisterRequest } from './register-request.ts';

describe('toRegisterRequest', () => {
  it('drops the confirmation and trims the text fields, not the password', () => {
    const request = toRegisterRequest({
      ...customerProfile,
      firstName: ' Ada ',
      lastName: 'Lovelace ',
      email: ' ada@example.com',
      address: '12 Market Street ',
      password: ' Secret#2026 ',
      confirmPassword: ' Secret#2026 ',
    });
    expect(request).toEqual({ ...customerProfile, password: ' Secret#2026 ' });
    expect(request).not.toHaveProperty('confirmPassword');
  });
});
