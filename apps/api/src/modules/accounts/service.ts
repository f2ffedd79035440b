import {
  BUILT_IN_USER_MESSAGE,
  type AdminUserRequest,
  type PasswordChangeRequest,
  type ProfileRequest,
  type RegisterRequest,
  type UserPageQuery,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import { PG_UNIQUE_VIOLATION, isPgError, isStillReferenced, refusedAs } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { loadPage } from '../../lib/paging.ts';
import { hashPassword, hashedAtOtherCost, verifyPassword } from '../../lib/passwords.ts';
import { deleteSessionsOf, deviceOf, insertSession } from '../sessions/index.ts';
import { assertBelievableBirthDate } from './believable-birth-date.ts';
import { toUser, toUserChanges } from './mapper.ts';
import * as repository from './repository.ts';
import { ADMINISTRATOR } from '../../plugins/access.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'This email address is already used by another account.';

/**
 * Unique emails are decided by the database (case-insensitive index); this names the clash,
 * and the request's field when given.
 */
export function withEmailUniqueness<T>(work: () => Promise<T>, field?: string): Promise<T> {
  return refusedAs(
    work,
    (error) => isPgError(error, PG_UNIQUE_VIOLATION),
    () => conflict(EMAIL_TAKEN_MESSAGE, field),
  );
}

/** Who signs in, as the request shows it: the session's device and address (decision 077). */
export interface SignInClient {
  userAgent: string | undefined;
  address: string;
}

function assertEditable(user: UserRow): void {
  if (user.builtIn) throw badRequest(BUILT_IN_USER_MESSAGE);
}

export class AccountService {
  /** A real hash to compare against when the email is unknown, so timing tells nothing. */
  private decoyHash: Promise<string> | undefined;

  constructor(private readonly ctx: ServiceContext) {}

  async register(request: RegisterRequest): Promise<void> {
    const passwordHash = await hashPassword(request.password, this.ctx.config.passwordHashLogN);
    await withEmailUniqueness(() =>
      repository.insertUser(this.ctx.db, {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phoneNumber: request.phoneNumber,
        address: request.address,
        zipCode: request.zipCode,
        passwordHash,
        roles: ['Customer'],
      }),
    );
  }

  async login(email: string, password: string, client: SignInClient): Promise<string> {
    const user = await repository.findUserByEmail(this.ctx.db, email);
    if (!user) {
      this.decoyHash ??= hashPassword('decoy', this.ctx.config.passwordHashLogN);
      await verifyPassword(password, await this.decoyHash);
      throw badRequest(INVALID_CREDENTIALS_MESSAGE);
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw badRequest(INVALID_CREDENTIALS_MESSAGE);
    }
    const { passwordHashLogN } = this.ctx.config;
    if (hashedAtOtherCost(user.passwordHash, passwordHashLogN)) {
      const passwordHash = await hashPassword(password, passwordHashLogN);
      await repository.updateUser(this.ctx.db, user.id, { passwordHash });
    }
    const sessionId = await insertSession(this.ctx.db, {
      userId: user.id,
      device: deviceOf(client.userAgent),
      address: client.address,
      now: this.ctx.now(),
    });
    return this.ctx.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId });
  }

  /**
   * Ends every session of the caller, on every device, as a password change does: a token
   * copied before signing out is worth nothing afterwards. Built-in accounts too: their data
   * stays as it is, only their tokens end.
   */
  async logout(caller: UserRow): Promise<void> {
    await repository.revokeTokens(this.ctx.db, caller.id);
  }

  async updateProfile(caller: UserRow, request: ProfileRequest): Promise<void> {
    assertEditable(caller);
    this.assertBelievableBirthDate(request.dateOfBirth);
    await withEmailUniqueness(() =>
      repository.updateUser(this.ctx.db, caller.id, toUserChanges(request)),
    );
  }

  /**
   * Changes the password and returns a fresh token: the change ends every other session, and
   * every older token, the one of this call too; the caller's session goes on with the new one.
   */
  async changePassword(
    caller: UserRow,
    sessionId: number,
    request: PasswordChangeRequest,
  ): Promise<string> {
    assertEditable(caller);
    if (!(await verifyPassword(request.oldPassword, caller.passwordHash))) {
      throw badRequest('Your current password is incorrect.');
    }
    const tokenVersion = caller.tokenVersion + 1;
    const passwordHash = await hashPassword(request.newPassword, this.ctx.config.passwordHashLogN);
    await this.ctx.db.transaction(async (tx) => {
      await repository.updateUser(tx, caller.id, { passwordHash, tokenVersion });
      await deleteSessionsOf(tx, caller.id, sessionId);
    });
    return this.ctx.tokens.sign({ userId: caller.id, tokenVersion, sessionId });
  }

  async page(query: UserPageQuery) {
    const where = repository.matchingUsers(query.search, query.role);
    return loadPage(
      query,
      repository.countUsers(this.ctx.db, where),
      repository.listUsersPage(this.ctx.db, query, where),
      (rows) => rows.map(toUser),
    );
  }

  async all() {
    return (await repository.listAllUsers(this.ctx.db)).map(toUser);
  }

  async get(id: number): Promise<UserRow> {
    const user = await repository.findUserById(this.ctx.db, id);
    if (!user) throw notFound('User not found.');
    return user;
  }

  /**
   * The customer the office books for: an account that is not staff. An administrator, the
   * built-in one too, books through the site like anyone else.
   */
  async customer(id: number): Promise<UserRow> {
    const user = await this.get(id);
    if (user.roles.includes(ADMINISTRATOR)) {
      throw badRequest(
        'The office books for customers only; this account is an administrator.',
        'userId',
      );
    }
    return user;
  }

  async adminUpdate(caller: UserRow, id: number, request: AdminUserRequest): Promise<void> {
    const user = await this.get(id);
    assertEditable(user);
    if (user.id === caller.id && !request.roles.includes(ADMINISTRATOR)) {
      throw badRequest('You cannot remove the administrator role from your own account.');
    }
    this.assertBelievableBirthDate(request.dateOfBirth);
    const { password, ...profile } = request;
    const passwordChange = password
      ? {
          passwordHash: await hashPassword(password, this.ctx.config.passwordHashLogN),
          tokenVersion: user.tokenVersion + 1,
        }
      : {};
    await withEmailUniqueness(() =>
      this.ctx.db.transaction(async (tx) => {
        await repository.updateUser(tx, id, {
          ...toUserChanges(profile),
          roles: [...new Set(request.roles)],
          ...passwordChange,
        });
        // A password the office set ends every session of the account.
        if (password) await deleteSessionsOf(tx, id);
      }),
    );
  }

  private assertBelievableBirthDate(dateOfBirth: string | null | undefined): void {
    assertBelievableBirthDate(dateOfBirth, this.ctx.now(), this.ctx.config.timeZone);
  }

  async adminDelete(caller: UserRow, id: number): Promise<void> {
    const user = await this.get(id);
    assertEditable(user);
    if (user.id === caller.id) throw badRequest('You cannot delete your own account.');
    await refusedAs(
      () => repository.deleteUser(this.ctx.db, id),
      isStillReferenced,
      () => conflict('This user has reservations and cannot be deleted.'),
    );
  }
}
