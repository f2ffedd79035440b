import { randomBytes } from 'node:crypto';
import type { WalkInCustomer } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { assertBelievableBirthDate } from './believable-birth-date.ts';
import { toUserChanges } from './mapper.ts';
import { insertUserRow, type NewUser } from './repository.ts';
import { withEmailUniqueness } from './service.ts';

/** Where a walk-in's fields sit in the office's booking body, as its refusals name them. */
const FIELD_PREFIX = 'customer.';

/**
 * A walk-in's account as the office typed it (decision 069): a customer, checked by the
 * profile's rules, with no address yet and a password no one knows (the customer chooses theirs
 * with the mailed link). Made before any transaction opens: the hash takes time.
 */
export async function walkInAccount(
  ctx: Pick<ServiceContext, 'config' | 'now'>,
  customer: WalkInCustomer,
): Promise<NewUser> {
  const { passwordHashLogN, timeZone } = ctx.config;
  assertBelievableBirthDate(
    customer.dateOfBirth,
    ctx.now(),
    timeZone,
    `${FIELD_PREFIX}dateOfBirth`,
  );
  const unknownPassword = randomBytes(32).toString('base64url');
  return {
    ...toUserChanges(customer),
    address: '',
    zipCode: '',
    passwordHash: await hashPassword(unknownPassword, passwordHashLogN),
    roles: ['Customer'],
  };
}

/**
 * Stores the walk-in's account in the caller's transaction; an address another account uses
 * already is refused (409, naming `customer.email`), and the transaction with it.
 */
export function insertWalkInAccount(db: Database, account: NewUser): Promise<UserRow> {
  return withEmailUniqueness(() => insertUserRow(db, account), `${FIELD_PREFIX}email`);
}
