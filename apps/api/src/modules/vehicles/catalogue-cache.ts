import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';

/** Enough for every page, size and sort of a fleet; the oldest entries go first. */
const MAX_ENTRIES = 500;

interface Entry {
  version: number;
  etag: string;
  body: Buffer;
}

/**
 * Public catalogue answers (vehicles and their images), kept serialized per request key and
 * tagged with the catalogue's data version. Every request reads the current version (shared,
 * see DataVersionReader), so an answer is reused only while nothing in the catalogue changed,
 * here or on any other instance. Clients revalidate with If-None-Match and get a 304.
 */
export class CatalogueCache {
  private readonly versions: DataVersionReader;
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();

  constructor(db: Database) {
    this.versions = new DataVersionReader(db, 'catalogue');
  }

  /** Answers from the cache, building the answer at most once per key and version. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    build: () => Promise<unknown>,
  ) {
    const version = await this.versions.current();
    const entry = await this.entry(key, version, schema, build);
    void reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  private async entry(
    key: string,
    version: number,
    schema: z.ZodType,
    build: () => Promise<unknown>,
  ): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached;
    const flightKey = `${version}:${key}`;
    let pending = this.building.get(flightKey);
    if (!pending) {
      // Built after reading `version`, so the data is at least that new; a newer change has
      // raised the version already and the next request rebuilds.
      pending = build()
        .then((value) => this.store(key, version, schema.parse(value)))
        .finally(() => this.building.delete(flightKey));
      this.building.set(flightKey, pending);
    }
    return pending;
  }

  private store(key: string, version: number, value: unknown): Entry {
    const body = Buffer.from(JSON.stringify(value));
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const entry = { version, etag: `"${version}-${hash}"`, body };
    // A slower request of an older version must not replace a newer answer.
    if ((this.entries.get(key)?.version ?? 0) > version) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  }
}
