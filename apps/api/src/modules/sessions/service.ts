import { SESSION_NOT_FOUND_MESSAGE, formatWallClock, type Session } from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import * as repository from './repository.ts';

/** A person's own sessions (decision 077): listed, and ended one at a time. */
export class SessionService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(caller: UserRow, currentId: number): Promise<Session[]> {
    const { timeZone } = this.ctx.config;
    const rows = await repository.listSessions(this.ctx.db, caller.id);
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      address: row.address,
      createdAt: formatWallClock(row.createdAt, timeZone),
      lastUsedAt: formatWallClock(row.lastUsedAt, timeZone),
      current: row.id === currentId,
    }));
  }

  /**
   * Ends one of the caller's sessions; anyone else's is as missing (404). Its token is refused
   * from the next request on, on every instance (the delete raises the accounts version).
   */
  async end(caller: UserRow, id: number): Promise<void> {
    if (!(await repository.deleteSession(this.ctx.db, id, caller.id))) {
      throw notFound(SESSION_NOT_FOUND_MESSAGE);
    }
  }
}
