import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { API_BASE } from '@keyturn/shared';

/** Vehicle photos, which any origin may embed (contract section 1). */
const PHOTOS = `${API_BASE}/files/display/`;

/** The headers a Connect-style middleware sets, recorded by running it once. */
function recordHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return Object.fromEntries(headers);
}

/**
 * Helmet's headers on every answer, with the Content Security Policy for the web app: our own
 * code, plus the contact page's map. They depend on nothing in the request, so helmet runs once
 * at start and each answer gets the recorded headers: @fastify/helmet rebuilt the middleware
 * (parsing every directive) on each request, a tenth of a cached catalogue answer's cost.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const headers = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ['https://www.openstreetmap.org'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // TLS is the proxy's business; plain-HTTP deployments (and local runs) must still work.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  const photoHeaders = { ...headers, 'Cross-Origin-Resource-Policy': 'cross-origin' };
  // Given to Fastify's reply rather than set on the raw response one by one: Node then checks
  // each header once, as it writes them all (setHeader was a tenth of a cached answer's CPU).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(request.url.startsWith(PHOTOS) ? photoHeaders : headers);
    done();
  });
});
