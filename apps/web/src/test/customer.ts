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
