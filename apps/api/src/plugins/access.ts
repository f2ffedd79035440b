import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// The API document's `security` field of a route schema comes from this plugin's types.
import type {} from '@fastify/swagger';
import { API_BASE, type Role } from '@keyturn/shared';
import { API_DOCS_PATH } from './api-docs.ts';
import type { UserRow } from '../db/schema.ts';
import type { Access } from '../lib/api-routes.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import type { TokenService } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    /** The session the caller's token belongs to (decision 077). */
    currentSessionId: number | null;
  }
}

export const ADMINISTRATOR: Role = 'Administrator';

/** The signed-in caller of a route declared `signed-in` or `admin`. */
export function callerOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** The session of the signed-in caller of a route declared `signed-in` or `admin`. */
export function sessionOf(request: FastifyRequest): number {
  if (request.currentSessionId === null) throw unauthorized();
  return request.currentSessionId;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

interface AccessOptions {
  tokens: TokenService;
  /**
   * The current row of a token's user while the token's session lasts (accounts'
   * SignedInUsers), undefined once either is gone.
   */
  users: { find(id: number, sessionId: number): Promise<UserRow | undefined> };
}

/**
 * Every API route must declare its access level; the check runs before the body is even read.
 * The user and the session are checked on each request (`users`), so a deleted user, a
 * changed role or an ended session counts at once.
 */
export const accessControl = fp(async (app: FastifyInstance, { tokens, users }: AccessOptions) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentSessionId', null);

  /** Who is calling, checked before the body is even read; public routes skip it entirely. */
  async function identifyCaller(request: FastifyRequest) {
    const access = request.routeOptions.config.access;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    const user = claims && (await users.find(claims.userId, claims.sessionId));
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    if (access === 'admin' && !user.roles.includes(ADMINISTRATOR)) throw forbidden();
    request.currentUser = user;
    request.currentSessionId = claims.sessionId;
  }

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const isApi = route.url.startsWith(`${API_BASE}/`) && !route.url.startsWith(API_DOCS_PATH);
    if (isApi && !access) {
      throw new Error(
        `Route ${[route.method].flat().join(',')} ${route.url} does not declare who may call it`,
      );
    }
    // The API document marks only the routes that need a token.
    if (access === 'public' && route.schema) route.schema.security = [];
    if (access === 'signed-in' || access === 'admin') {
      const own = route.onRequest ?? [];
      route.onRequest = [identifyCaller, ...(Array.isArray(own) ? own : [own])];
    }
  });
});
