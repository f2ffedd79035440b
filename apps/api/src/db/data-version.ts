import { withDeadline } from '../lib/deadline.ts';
import type { Database } from './client.ts';
import { DatabaseTimeoutError } from './errors.ts';
import { prepareStatement, type PreparedStatement } from './prepared.ts';

const READ_VERSION = 'SELECT version FROM data_versions WHERE name = $1';
const READ_SNAPSHOT = 'SELECT pg_current_snapshot()::text AS snapshot';
/**
 * How long a caller waits for a version. A read stuck on a stalled connection would otherwise
 * hold every caller queued behind it; they answer 503 instead, and the read itself ends by the
 * pool's own limits (db/client.ts).
 */
export const VERSION_WAIT_LIMIT_MS = 3_000;

/**
 * A version read from the database, shared by concurrent callers, but only a read that began
 * after they asked: a read already under way may have started before a change the caller has
 * just seen acknowledged, so the caller waits for the next one. Under load this costs one tiny
 * query per round trip instead of one per request, and no answer is ever older than the request
 * asking for it. No caller waits longer than `waitLimitMs`, however the reads ahead of it fare.
 */
abstract class FreshVersionReader<V> {
  private inFlight: Promise<V> | null = null;
  private next: Promise<V> | null = null;

  constructor(
    private readonly label: string,
    private readonly waitLimitMs: number,
  ) {}

  current(): Promise<V> {
    return withDeadline(
      this.shared(),
      this.waitLimitMs,
      () => new DatabaseTimeoutError(`the ${this.label} version`),
    );
  }

  protected abstract read(): Promise<V>;

  private shared(): Promise<V> {
    if (!this.inFlight) return this.start();
    this.next ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<V> {
    const read = this.read().finally(() => {
      if (this.inFlight === read) this.inFlight = null;
    });
    this.inFlight = read;
    return read;
  }
}

/** One data set's version: a row of data_versions, raised by triggers with every change. */
export class DataVersionReader extends FreshVersionReader<number> {
  /** Prepared once per connection and run through the driver, without Drizzle's per-query work. */
  private readonly statement: PreparedStatement<{ version: string | number | bigint }>;

  constructor(
    db: Database,
    private readonly name: string,
    waitLimitMs = VERSION_WAIT_LIMIT_MS,
  ) {
    super(name, waitLimitMs);
    this.statement = prepareStatement(db, `read_data_version_${name}`, READ_VERSION);
  }

  protected async read(): Promise<number> {
    const [row] = await this.statement([this.name]);
    if (!row) throw new Error(`data_versions has no row "${this.name}"`);
    // A bigint column: node-postgres gives its text, which Number reads exactly up to 2^53.
    return Number(row.version);
  }
}

/**
 * The version of everything in the database at once: the current snapshot, as text
 * (`xmin:xmax:in-progress ids`). Two equal snapshots see the same committed data, because any
 * transaction that writes takes an id (moving xmax) and leaves the in-progress list when it
 * ends. So a value built after reading it is never older than it, and the next write anywhere,
 * by any instance or by psql, names a new one. Nothing has to remember to raise it; the price
 * is that writes unrelated to a cached value also make it build again.
 */
export class SnapshotVersionReader extends FreshVersionReader<string> {
  private readonly statement: PreparedStatement<{ snapshot: string }>;

  constructor(db: Database, waitLimitMs = VERSION_WAIT_LIMIT_MS) {
    super('database snapshot', waitLimitMs);
    this.statement = prepareStatement(db, 'read_snapshot_version', READ_SNAPSHOT);
  }

  protected async read(): Promise<string> {
    const [row] = await this.statement([]);
    return row!.snapshot;
  }
}
