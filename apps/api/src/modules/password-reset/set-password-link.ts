import { SET_PASSWORD_VALID_HOURS } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { newLink } from './links.ts';
import { storeLinkAndMail } from './repository.ts';

/**
 * Mails a new account the link to choose its first password, stored and queued in the caller's
 * transaction, so that the account, its link and the mail commit together or not at all. It is
 * a reset link (the same table, mail kind and page: used once, voided by a newer one), worded
 * for a welcome and working for SET_PASSWORD_VALID_HOURS (decision 069).
 */
export async function mailSetPasswordLink(
  db: Database,
  account: { id: number; email: string; firstName: string },
  now: Date,
): Promise<void> {
  const link = newLink(now, SET_PASSWORD_VALID_HOURS * 60);
  await storeLinkAndMail(db, account, link, {
    firstName: account.firstName,
    token: link.token,
    newAccount: true,
  });
}
