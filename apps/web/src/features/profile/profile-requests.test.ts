import { describe, expect, it } from 'vitest';
import { customerProfile, customerUser } from '../../test/customer.ts';
import {
  profileFormValues,
  toPasswordChangeRequest,
  toProfileRequest,
} from './profile-requests.ts';

describe('profile mappers', () => {
  it('starts the form from the profile fields only (no id, roles or builtIn)', () => {
    expect(profileFormValues(customerUser)).toEqual(customerProfile);
  });

  it('trims what people type around their text', () => {
    const request = toProfileRequest({ ...profileFormValues(customerUser), firstName: ' Ada ' });
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
