import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Successful answers of this route are logged at debug level, not info: the public
     * catalogue, answered from memory thousands of times a second, where a line per answer was
     * a good part of the cost. Errors and refusals are logged as for every route.
     */
    quietAccessLog?: boolean;
  }
}

/**
 * The address as the logs keep it: the path and the names in the query, never their values.
 * A query may carry a secret (the reset link's `token`) or a person's words (a search), and a
 * log is read by more people than the data it describes.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = [...new Set(new URLSearchParams(url.slice(mark + 1)).keys())];
  return names.length > 0 ? `${url.slice(0, mark)}?${names.join('&')}` : url.slice(0, mark);
}

/** What a log line tells of a request: how it was asked, for what, and by which address. */
export function requestSerializer(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) {
  return { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip };
}

/**
 * One access-log line per request, written when it completes, instead of Fastify's two
 * (incoming, completed): logging was a good part of the cost of a cached catalogue answer.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const quiet =
      !error && reply.statusCode < 400 && request.routeOptions.config.quietAccessLog === true;
    // Fastify's logger is pino's (app.ts); its type names only the logging methods.
    if (quiet && !(reply.log as Logger).isLevelEnabled('debug')) return;
    const line = {
      // The logger's `req` serializer (app.ts) makes it requestSerializer's line.
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (quiet) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }

  /**
   * Fastify answers an address its router cannot read (frameworkErrors, app.ts) outside the
   * usual request cycle, which never reports it complete: its line is written once it is sent.
   */
  logWhenSent(request: FastifyRequest, reply: FastifyReply): void {
    const started = performance.now();
    reply.raw.once('finish', () => {
      const line = {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: performance.now() - started,
      };
      reply.log.info(line, 'request completed');
    });
  }
}
