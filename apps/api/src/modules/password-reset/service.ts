import {
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_VALID_MINUTES,
  type ResetPasswordRequest,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeTokens, updateUser } from '../accounts/index.ts';
import { hashOf, newLink } from './links.ts';
import * as repository from './repository.ts';

/** Reset links (docs/decisions/019-mail-outbox-reset-and-cancellation.md). */
export class PasswordResetService {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * Mails a new link when the address has an account that may change its password. Any
   * address costs the same: the token is made and the one statement runs either way.
   */
  async forgot(email: string): Promise<void> {
    const now = this.ctx.now();
    await repository.replaceLinkAndMail(this.ctx.db, email, {
      ...newLink(now, PASSWORD_RESET_VALID_MINUTES),
      now,
    });
  }

  /**
   * Sets the password of the link's account; the link and every other one stop working. A link
   * that cannot be used is refused before the new password is hashed: a guess costs a lookup,
   * not the hash's memory and CPU. The hash is made outside the transaction, which holds the
   * link's row only while it writes.
   */
  async reset(request: ResetPasswordRequest): Promise<void> {
    const tokenHash = hashOf(request.token);
    if (!(await repository.isUsableLink(this.ctx.db, tokenHash, this.ctx.now()))) {
      throw badRequest(PASSWORD_RESET_INVALID_MESSAGE, 'token');
    }
    const passwordHash = await hashPassword(request.newPassword, this.ctx.config.passwordHashLogN);
    const now = this.ctx.now();
    await this.ctx.db.transaction(async (tx) => {
      const link = await repository.lockUsableLink(tx, tokenHash, now);
      if (!link) throw badRequest(PASSWORD_RESET_INVALID_MESSAGE, 'token');
      await updateUser(tx, link.userId, { passwordHash });
      await revokeTokens(tx, link.userId);
      await repository.voidOpenLinks(tx, link.userId, now);
    });
  }
}
