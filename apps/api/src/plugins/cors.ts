import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@keyturn/shared';

const API_PREFIX = `${API_BASE}/`;
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** What a client may read beyond the safelisted headers: the id to quote, the wait, the file name. */
const EXPOSED_HEADERS = 'X-Request-Id, Retry-After, Content-Disposition';
/** Two hours, the longest Chromium keeps a preflight answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * Reads CORS_ORIGINS: comma-separated origins such as https://app.example.com (a trailing slash
 * is forgiven). Anything else stops the start with a sentence naming the bad entry, rather than
 * a server that silently refuses the client someone meant to allow.
 */
export function parseCorsOrigins(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const isOrigin =
      url !== null &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password;
    if (!isOrigin) {
      throw new Error(
        `CORS_ORIGINS: "${entry}" is not an origin; write scheme, host and port only, like https://app.example.com`,
      );
    }
    return url.origin;
  });
}

/** Adds Origin to Vary, keeping what the answer already varies on. */
function varyOnOrigin(reply: FastifyReply) {
  const vary = reply.getHeader('Vary');
  void reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
}

function listedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): string | null {
  const origin = request.headers.origin;
  return origin !== undefined && allowed.has(origin) ? origin : null;
}

/**
 * Browser clients served from the listed origins may call the API (contract section 1). Tokens
 * travel as bearer headers, never cookies, so no credentials mode is offered. With no origin
 * listed nothing is registered: the API stays same-origin only, as before.
 */
export const crossOriginRequests = fp(
  async (app: FastifyInstance, { origins }: { origins: readonly string[] }) => {
    if (origins.length === 0) return;
    const allowed = new Set(origins);

    // On sending rather than on arrival, so that error answers (401, 404, 429) carry them too.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith(API_PREFIX) && request.method !== 'OPTIONS') {
        varyOnOrigin(reply);
        const origin = listedOrigin(request, allowed);
        if (origin) {
          void reply
            .header('Access-Control-Allow-Origin', origin)
            .header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
        }
      }
      done(null, payload);
    });

    app.options(
      `${API_PREFIX}*`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        varyOnOrigin(reply);
        const origin = listedOrigin(request, allowed);
        if (origin) {
          void reply.headers({
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Methods': ALLOWED_METHODS,
            'Access-Control-Allow-Headers': ALLOWED_HEADERS,
            'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
          });
        }
        return reply.status(204).send();
      },
    );
  },
);
