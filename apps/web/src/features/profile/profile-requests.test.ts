import { describe, expect, it } from 'vitest';
import { customerProfile, customerUser, driverDetails as driver } from '../../test/customer.ts';
import {
  profileFormSchema,
  profileFormValues,
  toPasswordChangeRequest,
  toProfileRequest,
} from './profile-requests.ts';

const noDriver = { licenseNumber: '', licenseRegion: '', licenseExpiry: '', dateOfBirth: '' };
describe('profile mappers', () => {
  it('starts the form from the profile fields only (no id, roles or builtIn)', () => {
    expect(profileFormValues(customerUser)).toEqual({ ...customerProfile, ...noDriver });
  });

  it('trims what people type around their text', () => {
    const request = toProfileRequest({ ...profileFormValues(customerUser), firstName: ' Ada ' });
    expect(request.firstName).toBe('Ada');
  });

  it("shows the driver's days in date inputs and sends them as MM/DD/YYYY", () => {
    const values = profileFormValues({ ...customerUser, ...driver });
    expect(values).toMatchObject({ licenseExpiry: '2030-03-31', dateOfBirth: '1990-07-04' });
    expect(toProfileRequest(values)).toEqual({ ...customerProfile, ...driver });
  });

  it('sends an emptied driver field as null, so that the server removes it', () => {
    const values = profileFormValues({ ...customerUser, ...driver });
    const request = toProfileRequest({ ...values, licenseRegion: ' ', dateOfBirth: '' });
    expect(request).toMatchObject({ licenseRegion: null, dateOfBirth: null });
    // The form starts again from what was saved: the field stays empty.
    expect(profileFormValues(request)).toMatchObject({ licenseRegion: '', dateOfBirth: '' });
  });

  it("judges the driver's fields with the server's sentences", () => {
    const values = { ...profileFormValues(customerUser), licenseRegion: 'R'.repeat(51) };
    expect(profileFormSchema.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual(
      ['Licence region must be at most 50 characters'],
    );
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
