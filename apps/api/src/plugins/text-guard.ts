import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

/**
 * C0 control characters other than tab and line breaks, and DEL. None belongs in a name, an
 * address or a message, and NUL cannot even be stored: PostgreSQL rejects it in text.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MESSAGE = 'Text may not contain control characters.';
/** Deeper JSON than any request of ours is refused rather than walked. */
const MAX_DEPTH = 20;

const pathOf = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The path of the first string holding a control character, or null when there is none.
 * Runs on every request: strings are tested in place, and a path is built only to go deeper.
 */
function controlCharacterAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path;
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    if (CONTROL_CHARACTER.test(key)) return path;
    const item = object[key];
    if (typeof item === 'string') {
      if (CONTROL_CHARACTER.test(item)) return pathOf(path, key);
    } else if (item !== null && typeof item === 'object') {
      const found = controlCharacterAt(item, pathOf(path, key), depth + 1);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Refuses control characters in any body field, query parameter or path parameter: 400. */
export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = controlCharacterAt(part, '');
      if (field !== null) return done(badRequest(MESSAGE, field || 'request'));
    }
    done();
  });
});
