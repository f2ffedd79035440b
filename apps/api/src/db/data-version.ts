import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { dataVersions } from './schema.ts';

/**
 * Reads one data set's version (data_versions, raised by triggers with every change).
 *
 * Concurrent callers share a read, but only one that began after they asked: a read already
 * under way may have started before a change the caller has just seen acknowledged, so the
 * caller waits for the next one. Under load this costs one tiny query per round trip instead of
 * one per request, and no answer is ever older than the request asking for it.
 */
export class DataVersionReader {
  private inFlight: Promise<number> | null = null;
  private next: Promise<number> | null = null;

  private statement: ReturnType<DataVersionReader['prepare']> | undefined;

  constructor(
    private readonly db: Database,
    private readonly name: string,
  ) {}

  /** One tiny query per round trip under load: prepared once, not rebuilt by Drizzle each time. */
  private prepare() {
    return this.db
      .select({ version: dataVersions.version })
      .from(dataVersions)
      .where(eq(dataVersions.name, this.name))
      .prepare(`read_data_version_${this.name}`);
  }

  current(): Promise<number> {
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
    this.statement ??= this.prepare();
    const [row] = await this.statement.execute();
    if (!row) throw new Error(`data_versions has no row "${this.name}"`);
    return row.version;
  }
}
