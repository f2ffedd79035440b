import type { User } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import {
  profileFormValues,
  toPasswordChangeRequest,
  toProfileRequest,
} from './profile-requests.ts';

const user: User = {
  id: 3,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '(415) 555-0100',
  address: '12 Market Street',
  zipCode: '94105',
  builtIn: false,
  roles: ['Customer'],
};

describe('profile mappers', () => {
  it('starts the form from the profile fields only (no id, roles or builtIn)', () => {
    expect(profileFormValues(user)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '(415) 555-0100',
      address: '12 Market Street',
      zipCode: '94105',
    });
  });

  it('trims what people type around their text', () => {
    const request = toProfileRequest({ ...profileFormValues(user), firstName: ' Ada ' });
    expect(request.firstName).toBe('Ada');
  });

  it('sends only the old and new password', () => {
    expect(
      toPasswordChangeRequest({
        oldPassword: 'Old#2026x',
        newPassword: 'New#2026x',
        confirmPassword: 'New#2026x',
      }),
    ).toEqual({ oldPassword: 'Old#2026x', newPassword: 'New#2026x' });
  });
});
