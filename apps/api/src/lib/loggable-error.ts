import { stdSerializers } from 'pino';
import { pgErrorCode } from '../db/errors.ts';

const MAX_CAUSES = 4;
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ErrorSummary {
  type: string;
  code?: string;
  message?: string;
  cause?: ErrorSummary;
}

/**
 * Whether an error may hold a query's text, its parameters or values from rows: Drizzle's
 * "Failed query: … params: …", PGlite's error with `query` and `params`, PostgreSQL's messages
 * and details ("Key (email)=(…) already exists"), all of them personal data.
 */
function holdsQueryData(error: object): boolean {
  const { code } = error as { code?: unknown };
  return (
    'query' in error ||
    'params' in error ||
    'detail' in error ||
    (typeof code === 'string' && SQLSTATE.test(code))
  );
}

function causeOf(error: object): object | undefined {
  const { cause } = error as { cause?: unknown };
  return cause && typeof cause === 'object' ? cause : undefined;
}

function chainOf(error: object): object[] {
  const chain = [error];
  for (let cause = causeOf(error); cause && chain.length <= MAX_CAUSES; cause = causeOf(cause)) {
    chain.push(cause);
  }
  return chain;
}

/** Class, code (SQLSTATE or system error) and, where it cannot hold query data, the message. */
function summarize(error: object, depth = 0): ErrorSummary {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const cause = causeOf(error);
  return {
    type: error.constructor?.name || 'Error',
    ...(typeof code === 'string' ? { code } : {}),
    ...(!holdsQueryData(error) && typeof message === 'string' ? { message } : {}),
    ...(cause && depth < MAX_CAUSES ? { cause: summarize(cause, depth + 1) } : {}),
  };
}

/** Where it happened, without the first line of the stack, which repeats the message. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** What Fastify's logger takes from an `err` serializer. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The logger's `err` serializer. A failed query is logged by class, SQLSTATE and where it
 * happened, never by its text, parameters or the values PostgreSQL quotes back; the request id
 * comes with every request's log line. Other errors are logged in full.
 */
export function loggableError(error: Error): LoggedError {
  if (!(error instanceof Error) || !chainOf(error).some(holdsQueryData)) {
    return stdSerializers.err(error);
  }
  const summary = summarize(error);
  return {
    ...summary,
    message: summary.message ?? 'A database query failed (its text and values are not logged).',
    sqlState: pgErrorCode(error),
    stack: framesOf(error),
  };
}
