import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';

/** Enough for every page, size and sort of a fleet; the least recently used go first. */
const MAX_ENTRIES = 500;

interface Entry {
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
  private readonly answers = new VersionedCache<Entry>(MAX_ENTRIES);

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
    // Built after reading `version`, so the data is at least that new; a newer change has
    // raised the version already and the next request rebuilds.
    const entry = await this.answers.get(key, version, async () =>
      serialized(version, schema.parse(await build())),
    );
    void reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}

function serialized(version: number, value: unknown): Entry {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { etag: `"${version}-${hash}"`, body };
}
