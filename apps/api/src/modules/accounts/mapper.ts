import type { User } from '@keyturn/shared';
import type { UserRow } from '../../db/schema.ts';

/** The public face of a user: never the password hash or the token version. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    zipCode: row.zipCode,
    builtIn: row.builtIn,
    roles: row.roles,
  };
}
