import { StartupError } from '../lib/startup-error.ts';
import { pgErrorCode } from './errors.ts';

/** What an operator checks for each way connecting to PostgreSQL fails (SQLSTATE or errno). */
const ADVICE: Record<string, (at: Target) => string> = {
  ECONNREFUSED: (at) =>
    `Nothing accepts connections at ${at.address}: check that PostgreSQL is running there and DATABASE_URL's host and port.`,
  ENOTFOUND: (at) =>
    `The host "${at.host}" in DATABASE_URL is not known: check its spelling and this machine's DNS.`,
  EAI_AGAIN: (at) =>
    `The host "${at.host}" in DATABASE_URL could not be looked up just now: check this machine's DNS.`,
  ETIMEDOUT: (at) =>
    `PostgreSQL at ${at.address} did not answer in time: check that it is up and that no firewall drops the connection.`,
  EHOSTUNREACH: (at) =>
    `${at.address} cannot be reached from this machine: check DATABASE_URL's host and the network.`,
  '28P01': (at) =>
    `PostgreSQL at ${at.address} refused the password of user "${at.user}": check the user and password in DATABASE_URL.`,
  '28000': (at) =>
    `PostgreSQL at ${at.address} does not let user "${at.user}" in (no such role, or pg_hba.conf refuses it): check DATABASE_URL's user.`,
  '3D000': (at) =>
    `There is no database "${at.database}" at ${at.address}: create it (createdb ${at.database}) or fix the database name in DATABASE_URL.`,
  '53300': (at) =>
    `PostgreSQL at ${at.address} has no connection left: lower DATABASE_POOL_SIZE or raise its max_connections.`,
};

interface Target {
  host: string;
  address: string;
  user: string;
  database: string;
}

/** Where DATABASE_URL points, without its password. */
function targetOf(connectionString: string): Target {
  const url = new URL(connectionString);
  const host = decodeURIComponent(url.hostname) || 'localhost';
  return {
    host,
    address: `${host}:${url.port || '5432'}`,
    user: decodeURIComponent(url.username) || process.env.USER || 'postgres',
    database: decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username),
  };
}

function codeOf(error: unknown): string | undefined {
  const sqlState = pgErrorCode(error);
  if (sqlState) return sqlState;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') return code;
  // node-postgres reports its own connection timeout as a plain Error.
  return typeof message === 'string' && /timeout/i.test(message) ? 'ETIMEDOUT' : undefined;
}

/**
 * A failed first connection as the one sentence the operator needs (docs/operations.md), or
 * the error itself when it is not one of the known ways.
 */
export function connectionProblem(error: unknown, connectionString: string): unknown {
  const code = codeOf(error);
  const advice = code ? ADVICE[code] : undefined;
  return advice ? new StartupError(advice(targetOf(connectionString))) : error;
}
