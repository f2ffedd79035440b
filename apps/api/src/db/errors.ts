/** SQLSTATE codes the services turn into client errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** What newer PostgreSQL versions raise for ON DELETE RESTRICT. */
export const PG_RESTRICT_VIOLATION = '23001';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_CHECK_VIOLATION = '23514';
/** Class 40: PostgreSQL rolled the transaction back (a deadlock or a serialization failure). */
export const PG_TRANSACTION_ROLLBACK_CLASS = '40';

/** Drizzle wraps driver errors; the SQLSTATE may sit on the error or on its cause. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isPgError(error: unknown, code: string): boolean {
  return pgErrorCode(error) === code;
}

/** A row could not be deleted because others still refer to it. */
export function isStillReferenced(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}

/**
 * Runs database work; when the database refuses it in the way `refusal` tells, the client gets
 * `answer()` instead. The constraint is the authority; the service only names the clash.
 */
export async function refusedAs<T>(
  work: () => Promise<T>,
  refusal: (error: unknown) => boolean,
  answer: () => Error,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (refusal(error)) throw answer();
    throw error;
  }
}

/** PostgreSQL cancelled a statement that outran statement_timeout. */
export const PG_QUERY_CANCELED = '57014';
/** PostgreSQL ended a session left idle inside a transaction. */
export const PG_IDLE_IN_TRANSACTION_TIMEOUT = '25P03';

/** Waiting on the database took longer than we allow: it is stalled or overloaded. */
export class DatabaseTimeoutError extends Error {
  constructor(what: string) {
    super(`The database did not answer ${what} in time.`);
    this.name = 'DatabaseTimeoutError';
  }
}

/** node-postgres's words for its own limits: the read, the pool wait and the connect. */
const DRIVER_TIMEOUT =
  /Query read timeout|timeout exceeded when trying to connect|connection timeout|did not answer in time/i;

/** Whether the error, or one it wraps, is one of the database time limits running out. */
export function isDatabaseTimeout(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code === PG_QUERY_CANCELED || code === PG_IDLE_IN_TRANSACTION_TIMEOUT) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if (current instanceof DatabaseTimeoutError) return true;
    const { message } = current as { message?: unknown };
    if (typeof message === 'string' && DRIVER_TIMEOUT.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
