import { DrizzleQueryError } from 'drizzle-orm';
import { DatabaseTimeoutError, isDatabaseTimeout, pgErrorCode } from '../../../db/errors.ts';
import { ProviderFailure, type ProviderErrorLog } from './provider-failure.ts';

/** How deep the chain of causes is followed (an HttpError, Drizzle's error, the driver's). */
const MAX_DEPTH = 4;

/** What the log line of a money step that failed says of the failure. */
export type FailureLog =
  | { failedAt: 'provider'; provider: ProviderErrorLog }
  | { failedAt: 'database'; err: unknown }
  | { failedAt: 'keyturn'; err: unknown };

/** The error and those it wraps, outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let at = error; at && typeof at === 'object' && chain.length < MAX_DEPTH;) {
    chain.push(at);
    at = (at as { cause?: unknown }).cause;
  }
  return chain;
}

function providerErrorIn(error: unknown): ProviderErrorLog | undefined {
  const failure = chainOf(error).find((link) => link instanceof ProviderFailure);
  return failure && { ...failure.provider, message: failure.message };
}

function isDatabaseFailure(error: unknown): boolean {
  return (
    chainOf(error).some(
      (link) => link instanceof DrizzleQueryError || link instanceof DatabaseTimeoutError,
    ) ||
    pgErrorCode(error) !== undefined ||
    isDatabaseTimeout(error)
  );
}

/**
 * Whose failure it was, for the log line of a money step: the provider's, by its own type, code
 * and request id; our database's, told as such (the provider may well have done its part, and
 * whoever reads the log must not look for the fault there); or Keyturn's own. The database's
 * error goes to the logger's serializer, which leaves out the query and its values.
 */
export function failureLog(error: unknown): FailureLog {
  const provider = providerErrorIn(error);
  if (provider) return { failedAt: 'provider', provider };
  return { failedAt: isDatabaseFailure(error) ? 'database' : 'keyturn', err: error };
}
