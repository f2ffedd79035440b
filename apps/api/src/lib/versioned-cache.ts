/** What a cached value was made from: a data version, or any text naming its sources. */
export type Version = number | string;

interface Entry<V> {
  version: Version;
  value: V;
}

/** A numbered version only ever rises; a slower build of an older one must not win. */
const isOlder = (version: Version, than: Version) =>
  typeof version === 'number' && typeof than === 'number' && version < than;

/**
 * Values by key, each kept with the version it was built from and reused only while the caller
 * still names that version, so nothing has to be cleared when the data changes: the next read
 * names a newer version and builds again. Bounded: beyond `maxEntries` the least recently used
 * entry goes. Single-flight: reads of one key and version that overlap share one build. A failed
 * build is not kept; the next read tries again. (docs/caching.md lists every use.)
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly building = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` at `version`, built by `build` unless kept or being built already. */
  get(key: string, version: Version, build: () => Promise<V>): Promise<V> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      // Taken out and put back: the map's order is the order of use, oldest first.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return Promise.resolve(kept.value);
    }
    const flight = `${typeof version}:${version}\u0000${key}`;
    let pending = this.building.get(flight);
    if (!pending) {
      pending = build()
        .then((value) => {
          this.keep(key, version, value);
          return value;
        })
        .finally(() => this.building.delete(flight));
      this.building.set(flight, pending);
    }
    return pending;
  }

  private keep(key: string, version: Version, value: V): void {
    const kept = this.entries.get(key);
    if (kept && isOlder(version, kept.version)) return;
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}
