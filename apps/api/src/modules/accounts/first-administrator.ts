import { z } from 'zod';
import { emailField, firstNameField, lastNameField, strongPassword } from '@keyturn/shared';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { ADMINISTRATOR } from '../../plugins/access.ts';
import { deleteSessionsOf } from '../sessions/index.ts';
import { findUserByEmail, insertUser, updateUser } from './repository.ts';

/** What an operator gives to make an administrator; the same rules as the sign-up form's. */
export const administratorSchema = z.object({
  email: emailField,
  password: strongPassword('Please give a password'),
  firstName: firstNameField,
  lastName: lastNameField,
});
export type AdministratorRequest = z.infer<typeof administratorSchema>;

export type AdministratorOutcome = 'created' | 'promoted';

/**
 * An operator's way to the first administrator of a production install, without the demo data
 * (decision 035). An account with the email that exists gets the Administrator role and the new
 * password, and its sessions end: the same command recovers a forgotten administrator password.
 * Built-in demo accounts are left alone.
 */
export async function makeAdministrator(
  db: Database,
  config: Pick<AppConfig, 'passwordHashLogN'>,
  request: AdministratorRequest,
): Promise<AdministratorOutcome> {
  const passwordHash = await hashPassword(request.password, config.passwordHashLogN);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, request.email);
    if (!existing) {
      await insertUser(tx, {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        passwordHash,
        // Filled in on the profile page: the office's own details, not the operator's.
        phoneNumber: '',
        address: '',
        zipCode: '',
        roles: [ADMINISTRATOR],
      });
      return 'created';
    }
    if (existing.builtIn) {
      throw new BuiltInAccountError(existing.email);
    }
    await updateUser(tx, existing.id, {
      roles: [...new Set([...existing.roles, ADMINISTRATOR])],
      passwordHash,
      tokenVersion: existing.tokenVersion + 1,
    });
    await deleteSessionsOf(tx, existing.id);
    return 'promoted';
  });
}

export class BuiltInAccountError extends Error {
  constructor(email: string) {
    super(`${email} is a built-in demo account and cannot be changed; choose another email.`);
    this.name = 'BuiltInAccountError';
  }
}
