import type { User } from '@keyturn/shared';
import { describe, expect, it } from 'vitest';
import {
  formatRoles,
  savedUser,
  toUserRequest,
  userFormSchema,
  userFormValues,
} from './user-form.ts';
import { driverDetails as driver } from '../../../test/customer.ts';

const user: User = {
  id: 3,
  firstName: 'Priya',
  lastName: 'Natarajan',
  email: 'priya@example.com',
  phoneNumber: '(628) 555-0187',
  address: '88 King Street',
  zipCode: '94107',
  builtIn: false,
  roles: ['Administrator', 'Customer'],
};
describe('the user form', () => {
  it('joins roles with a dash and orders them as the checkboxes do', () => {
    expect(formatRoles(['Customer', 'Administrator'])).toBe('Customer - Administrator');
    expect(userFormValues(user).roles).toEqual(['Customer', 'Administrator']);
  });

  it('leaves an empty password out and sends builtIn as false', () => {
    const request = toUserRequest({ ...userFormValues(user), password: '' });
    expect('password' in request).toBe(false);
    expect(request.builtIn).toBe(false);
    expect(toUserRequest({ ...userFormValues(user), password: 'New#Pass2026' }).password).toBe(
      'New#Pass2026',
    );
  });

  it('keeps the saved fields for the cache but never the password that was sent', () => {
    const request = toUserRequest({
      ...userFormValues(user),
      firstName: 'Priyanka',
      password: 'New#Pass2026',
    });
    const saved = savedUser(user, request);
    expect(saved).toEqual({ ...user, firstName: 'Priyanka', roles: ['Customer', 'Administrator'] });
    expect(JSON.stringify(saved)).not.toContain('New#Pass2026');
  });

  it("shows the driver's days in date inputs and sends them back as MM/DD/YYYY", () => {
    const values = userFormValues({ ...user, ...driver });
    expect(values).toMatchObject({ licenseExpiry: '2030-03-31', dateOfBirth: '1990-07-04' });
    expect(toUserRequest({ ...values, licenseRegion: '  Ontario ' })).toMatchObject({
      ...driver,
      licenseRegion: 'Ontario',
    });
  });

  it('sends an emptied driver field as null, and the cache forgets it as the server does', () => {
    const onRecord = { ...user, ...driver };
    const request = toUserRequest({ ...userFormValues(onRecord), licenseNumber: ' ' });
    expect(request.licenseNumber).toBeNull();
    const saved = savedUser(onRecord, request);
    expect('licenseNumber' in saved).toBe(false);
    expect(saved.licenseExpiry).toBe('03/31/2030');
    expect(userFormValues(saved).licenseNumber).toBe('');
  });

  it("judges the driver's text with the server's sentences", () => {
    const values = { ...userFormValues(user), licenseNumber: 'X'.repeat(31) };
    const result = userFormSchema.safeParse(values);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['licenseNumber', 'Licence number must be at most 30 characters'],
    ]);
  });
});
