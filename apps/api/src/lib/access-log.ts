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
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (quiet) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
