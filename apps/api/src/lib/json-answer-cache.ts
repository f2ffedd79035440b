import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { VersionedCache, type Version } from './versioned-cache.ts';

interface Answer {
  etag: string;
  body: Buffer;
}

/**
 * JSON answers kept serialized, by request key, with the version of the data they were built
 * from (a `VersionedCache`): a hit costs a version read, shared by concurrent requests, and a
 * write of bytes, not queries, validation and serialization. Clients revalidate with
 * If-None-Match and get a 304. The version is read before the answer is built, so the data is
 * at least that new; a newer change has raised the version already and the next request builds
 * again. docs/caching.md lists every use.
 */
export class JsonAnswerCache {
  private readonly answers: VersionedCache<Answer>;

  constructor(
    maxEntries: number,
    private readonly currentVersion: () => Promise<Version>,
  ) {
    this.answers = new VersionedCache(maxEntries);
  }

  /** Sends the answer for `key`, built by `build` and checked by `schema` at most once a version. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType,
    build: () => Promise<unknown>,
  ) {
    const version = await this.currentVersion();
    const answer = await this.answers.get(key, version, async () =>
      serialized(schema.parse(await build())),
    );
    void reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  }
}

function serialized(value: unknown): Answer {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { etag: `"${hash}"`, body };
}
