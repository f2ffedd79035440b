import type { User } from '@keyturn/shared';

/** A customer's profile fields, as the profile and registration forms hold them. */
export const customerProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '(415) 555-0100',
  address: '12 Market Street',
  zipCode: '94105',
};

/** That customer as the API answers GET /api/user. */
export const customerUser: User = {
  id: 3,
  ...customerProfile,
  builtIn: false,
  roles: ['Customer'],
};

/** A driver's licence and birthday, as the API answers them on a user. */
export const driverDetails = {
  licenseNumber: 'D1234567',
  licenseRegion: 'California',
  licenseExpiry: '03/31/2030',
  dateOfBirth: '07/04/1990',
};
