import { withDeadline } from '../lib/deadline.ts';
import type { Database } from './client.ts';
import { DatabaseTimeoutError } from './errors.ts';
import { prepareStatement, type PreparedStatement } from './prepared.ts';

const READ_VERSION = 'SELECT version FROM data_versions WHERE name = $1';
/**
 * How long a caller waits for a version. A read stuck on a stalled connection would otherwise
 * hold every caller queued behind it; they answer 503 instead, and the read itself ends by the
 * pool's own limits (db/client.ts).
 */
export const VERSION_WAIT_LIMIT_MS = 3_000;

/**
 * Reads one data set's version (data_versions, raised by triggers with every change).
 *
 * Concurrent callers share a read, but only one that began after they asked: a read already
 * under way may have started before a change the caller has just seen acknowledged, so the
 * caller waits for the next one. Under load this costs one tiny query per round trip instead of
 * one per request, and no answer is ever older than the request asking for it. No caller waits
 * longer than `waitLimitMs`, however the reads ahead of it fare.
 */
export class DataVersionReader {
  private inFlight: Promise<number> | null = null;
  private next: Promise<number> | null = null;

  /** Prepared once per connection and run through the driver, without Drizzle's per-query work. */
  private readonly statement: PreparedStatement<{ version: string | number | bigint }>;

  constructor(
    db: Database,
    private readonly name: string,
    private readonly waitLimitMs = VERSION_WAIT_LIMIT_MS,
  ) {
    this.statement = prepareStatement(db, `read_data_version_${name}`, READ_VERSION);
  }

  current(): Promise<number> {
    return withDeadline(
      this.shared(),
      this.waitLimitMs,
      () => new DatabaseTimeoutError(`the ${this.name} version`),
    );
  }

  private shared(): Promise<number> {
    if (!this.inFlight) return this.start();
    this.next ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<number> {
    const read = this.read().finally(() => {
      if (this.inFlight === read) this.inFlight = null;
    });
    this.inFlight = read;
    return read;
  }

  private async read(): Promise<number> {
    const [row] = await this.statement([this.name]);
    if (!row) throw new Error(`data_versions has no row "${this.name}"`);
    // A bigint column: node-postgres gives its text, which Number reads exactly up to 2^53.
    return Number(row.version);
  }
}
