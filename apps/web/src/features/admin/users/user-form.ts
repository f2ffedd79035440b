import { adminUserSchema, type AdminUserRequest, type Role, type User } from '@keyturn/shared';
import { driverDetails, driverFormShape, type DriverDetails } from '../../../lib/driver-details.ts';
import { personDetails, type PersonDetails } from '../../../lib/person-details.ts';

/** The spec shows the roles joined with a dash. */
export const formatRoles = (roles: readonly string[]) => roles.join(' - ');

/** The role checkboxes: the spec labels Administrator as Admin. */
export const ROLE_CHOICES: readonly { value: Role; label: string }[] = [
  { value: 'Customer', label: 'Customer' },
  { value: 'Administrator', label: 'Admin' },
];

export interface UserFormValues extends PersonDetails, DriverDetails {
  roles: Role[];
  password: string;
}

/** The server's rules for the office's edit, reading the driver's inputs first. */
export const userFormSchema = adminUserSchema.extend(driverFormShape);

export function userFormValues(user: User): UserFormValues {
  return {
    ...personDetails(user),
    ...driverDetails(user),
    // In the checkboxes' order, so that ticking one off and on again is no change.
    roles: ROLE_CHOICES.map((choice) => choice.value).filter((role) => user.roles.includes(role)),
    password: '',
  };
}

/**
 * The update body the inputs make, read by the server's rules: trimmed text, an empty password
 * left out (unchanged), an emptied driver field as null (removed), and builtIn as false.
 */
export function toUserRequest(values: UserFormValues): AdminUserRequest & { builtIn: false } {
  const { password, roles, ...fields } = userFormSchema.parse(values);
  const request: AdminUserRequest & { builtIn: false } = {
    ...fields,
    roles: ROLE_CHOICES.map((choice) => choice.value).filter((role) => roles.includes(role)),
    builtIn: false,
  };
  if (password) request.password = password;
  return request;
}

/**
 * The user as the server now holds it after a save, for the cache: the request's fields without
 * the password, which must not linger in memory once it has been sent.
 */
export function savedUser(user: User, request: AdminUserRequest): User {
  const { password: _sent, ...fields } = request;
  const saved: User = { ...user };
  // As the server reads the request: an absent field keeps what is on record, null removes it.
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) delete saved[name as keyof User];
    else if (value !== undefined) Object.assign(saved, { [name]: value });
  }
  return { ...saved, builtIn: user.builtIn };
}
