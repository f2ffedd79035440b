import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';
import type { UserRow } from '../../db/schema.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { LAST_USED_STEP_MS, findSession, touchSession } from '../sessions/index.ts';
import { prepareFindUserById } from './repository.ts';

/** Enough for every customer active at once on an instance; the least recently used go first. */
const MAX_ENTRIES = 10_000;

/** A session as a signed-in request needs it: whose it is, and when its last use was written. */
interface KnownSession {
  userId: number;
  lastUsedAtMs: number;
}

/**
 * The user rows and sessions behind signed-in requests, kept per instance and tagged with the
 * accounts data version, which a trigger raises with every change to users (migration 0004) and
 * every ended session (migration 0043). Every request reads the current version, shared by
 * concurrent requests but never older than the request (see DataVersionReader), so a changed
 * password, a removed role, a deleted account or an ended session counts on the very next
 * request, on every instance; the rows themselves are loaded only after a change.
 */
export class SignedInUsers {
  private readonly versions: DataVersionReader;
  private readonly findUserById: ReturnType<typeof prepareFindUserById>;
  private readonly rows = new VersionedCache<Readonly<UserRow> | undefined>(MAX_ENTRIES);
  private readonly sessions = new VersionedCache<KnownSession | undefined>(MAX_ENTRIES);

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {
    this.versions = new DataVersionReader(db, 'accounts');
    this.findUserById = prepareFindUserById(db);
  }

  /**
   * The user of a token, while its session lasts; undefined once either has ended. The
   * session's last use moves on the way, written at most once a minute (decision 077).
   */
  async find(id: number, sessionId: number): Promise<Readonly<UserRow> | undefined> {
    const version = await this.versions.current();
    // Loaded after reading `version`, so the rows are at least that new.
    const [user, session] = await Promise.all([
      this.rows.get(String(id), version, async () => {
        const found = await this.findUserById(id);
        return found && Object.freeze(found);
      }),
      this.sessions.get(String(sessionId), version, async () => {
        const found = await findSession(this.db, sessionId);
        return found && { userId: found.userId, lastUsedAtMs: found.lastUsedAt.getTime() };
      }),
    ]);
    if (!user || !session || session.userId !== id) return undefined;
    await this.touch(sessionId, session);
    return user;
  }

  private async touch(sessionId: number, session: KnownSession): Promise<void> {
    const now = this.now();
    if (now.getTime() - session.lastUsedAtMs < LAST_USED_STEP_MS) return;
    session.lastUsedAtMs = now.getTime();
    await touchSession(this.db, sessionId, now);
  }
}
