import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';
import type { UserRow } from '../../db/schema.ts';
import { prepareFindUserById } from './repository.ts';

/** Enough for every customer active at once on an instance; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

interface Entry {
  version: number;
  row: Readonly<UserRow> | undefined;
}

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
  private readonly entries = new Map<number, Entry>();

  constructor(db: Database) {
    this.versions = new DataVersionReader(db, 'accounts');
    this.findUserById = prepareFindUserById(db);
  }

  async find(id: number): Promise<Readonly<UserRow> | undefined> {
    const version = await this.versions.current();
    const cached = this.entries.get(id);
    if (cached && cached.version === version) return cached.row;
    // Loaded after reading `version`, so the row is at least that new.
    const found = await this.findUserById(id);
    const row = found && Object.freeze(found);
    // A slower request of an older version must not replace a newer row.
    if ((this.entries.get(id)?.version ?? 0) <= version) {
      this.entries.delete(id);
      this.entries.set(id, { version, row });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return row;
  }
}
