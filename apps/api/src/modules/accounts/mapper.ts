import type { ProfileRequest, User } from '@keyturn/shared';
import type { UserRow } from '../../db/schema.ts';
import { isoDayOf, requestDayOf } from '../../lib/calendar-days.ts';

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
    ...(row.licenseNumber !== null && { licenseNumber: row.licenseNumber }),
    ...(row.licenseRegion !== null && { licenseRegion: row.licenseRegion }),
    ...(row.licenseExpiry !== null && { licenseExpiry: requestDayOf(row.licenseExpiry) }),
    ...(row.dateOfBirth !== null && { dateOfBirth: requestDayOf(row.dateOfBirth) }),
  };
}

type DriverFields = Pick<
  ProfileRequest,
  'licenseNumber' | 'licenseRegion' | 'licenseExpiry' | 'dateOfBirth'
>;

/** A day as its column stores it; undefined (keep) and null (remove) stay as they are. */
const columnDay = (day: string | null | undefined) => (day ? isoDayOf(day) : day);

/** A profile's fields as the users table stores them: its days as dates. */
export function toUserChanges<T extends DriverFields>(request: T) {
  return {
    ...request,
    licenseExpiry: columnDay(request.licenseExpiry),
    dateOfBirth: columnDay(request.dateOfBirth),
  };
}
