import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, passwordResetTokens } from '../../db/schema.ts';
import { PASSWORD_RESET_KIND, type PasswordResetFacts } from '../mail/index.ts';
import type { NewLink } from './links.ts';

/**
 * For the account with this email, unless built in: voids its open links, stores the new one
 * and queues its mail (its payload a PasswordResetFacts). One statement, the same for every
 * address, known or not: an unknown one simply finds no account, so both answers take the
 * same work and time tells nothing. Its commit does not wait for the disk: a link lost to a
 * crash is asked for again.
 */
export async function replaceLinkAndMail(
  db: Database,
  email: string,
  link: { tokenHash: string; token: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    await tx.execute(sql`
      WITH account AS (
        SELECT id, email, first_name FROM users
        WHERE lower(email) = lower(${email}) AND NOT built_in
      ), voided AS (
        UPDATE password_reset_tokens SET used_at = ${link.now.toISOString()}
        WHERE user_id IN (SELECT id FROM account) AND used_at IS NULL
      ), stored AS (
        INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
        SELECT id, ${link.tokenHash}, ${link.expiresAt.toISOString()} FROM account
      )
      INSERT INTO outbox (kind, recipient, payload)
      SELECT ${PASSWORD_RESET_KIND}, email,
             jsonb_build_object('firstName', first_name, 'token', ${link.token}::text)
      FROM account`);
  });
}

/** Stores the account's link and queues its mail, in the caller's transaction. */
export async function storeLinkAndMail(
  db: Database,
  account: { id: number; email: string },
  link: NewLink,
  facts: PasswordResetFacts,
): Promise<void> {
  await db
    .insert(passwordResetTokens)
    .values({ userId: account.id, tokenHash: link.tokenHash, expiresAt: link.expiresAt });
  await db
    .insert(outbox)
    .values({ kind: PASSWORD_RESET_KIND, recipient: account.email, payload: facts });
}

/** Every link of the user not used yet stops working. */
export async function voidOpenLinks(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

const usableLink = (db: Database, tokenHash: string, now: Date) =>
  db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );

/** Whether the link can still be used, read without holding it. */
export async function isUsableLink(db: Database, tokenHash: string, now: Date) {
  return (await usableLink(db, tokenHash, now)).length > 0;
}

/** The user a usable link belongs to, the link's row held until the transaction ends. */
export async function lockUsableLink(db: Database, tokenHash: string, now: Date) {
  const [row] = await usableLink(db, tokenHash, now).for('update');
  return row;
}
