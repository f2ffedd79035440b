import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';
import type { UserRow } from '../../db/schema.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import { prepareFindUserById } from './repository.ts';

/** Enough for every customer active at once on an instance; the least recently used go first. */
const MAX_ENTRIES = 10_000;

/**
 * The user rows behind signed-in requests, kept per instance and tagged with the accounts data
 * version, which a trigger raises with every change to users (migration 0004). Every request
 * reads the current version, shared by concurrent requests but never older than the request
 * (see DataVersionReader), so a changed password, a removed role or a deleted account counts
 * on the very next request, on every instance; the row itself is loaded only after a change.
 */
export class SignedInUsers {
  private readonly versions: DataVersionReader;
  private readonly findUserById: ReturnType<typeof prepareFindUserById>;
  private readonly rows = new VersionedCache<Readonly<UserRow> | undefined>(MAX_ENTRIES);

  constructor(db: Database) {
    this.versions = new DataVersionReader(db, 'accounts');
    this.findUserById = prepareFindUserById(db);
  }

  async find(id: number): Promise<Readonly<UserRow> | undefined> {
    const version = await this.versions.current();
    // Loaded after reading `version`, so the row is at least that new.
    return this.rows.get(String(id), version, async () => {
      const found = await this.findUserById(id);
      return found && Object.freeze(found);
    });
  }
}
