import type { HttpTimeouts } from '../config.ts';

/** Node checks requests against their time limits this often at most. */
const CHECK_INTERVAL_MS = 1_000;

/**
 * Fastify's and Node's options that bound how long a client may take: to send its headers, its
 * whole request, to come back on a kept-alive connection, or to move anything at all. Without
 * them a request body that never arrives holds its connection and memory for ever.
 */
export function slowClientLimits(timeouts: HttpTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node looks for overdue requests every 30 s by default, which would let a 30 s limit run
      // to 60 s; shorter limits (in tests) are checked in proportion.
      connectionsCheckingInterval: Math.min(
        CHECK_INTERVAL_MS,
        Math.ceil(Math.min(timeouts.headersMs, timeouts.requestMs) / 4),
      ),
    },
  };
}
