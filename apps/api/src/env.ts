import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_COMPANY_TIME_ZONE } from '@keyturn/shared';
import {
  DEFAULT_AUTH_RATE_LIMIT_MAX,
  DEFAULT_PASSWORD_HASH_LOG_N,
  DEFAULT_POOL_SIZE,
  type AppConfig,
} from './config.ts';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerSettings {
  config: AppConfig;
  port: number;
  host: string;
  seed: boolean;
  /** PostgreSQL connections of this instance (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
}

function fromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repositoryRoot, path);
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function positive(value: number, name: string): number {
  if (value < 1) throw new Error(`${name} must be at least 1, got ${value}`);
  return value;
}

/**
 * A development secret, generated once and kept beside the embedded database so that tokens
 * survive restarts. Production must set JWT_SECRET itself.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const dataDir = fromRoot(env.DATA_DIR ?? 'data');
  // PGlite owns its folder; the development secret sits beside it, not inside it.
  const pgliteDir = join(dataDir, 'pglite');
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET must be set in production (at least 32 random characters).');
  }
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters long.');
  }
  const config: AppConfig = {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: pgliteDir,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(dataDir),
    timeZone: env.TIME_ZONE || DEFAULT_COMPANY_TIME_ZONE,
    authRateLimitMax: integer(
      env.AUTH_RATE_LIMIT_MAX,
      DEFAULT_AUTH_RATE_LIMIT_MAX,
      'AUTH_RATE_LIMIT_MAX',
    ),
    passwordHashLogN: integer(
      env.PASSWORD_HASH_LOG_N,
      DEFAULT_PASSWORD_HASH_LOG_N,
      'PASSWORD_HASH_LOG_N',
    ),
    webDistDir: fromRoot(env.WEB_DIST_DIR ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
  };
  return {
    config,
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    seed: env.SEED !== 'false',
    databasePoolSize: positive(
      integer(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE, 'DATABASE_POOL_SIZE'),
      'DATABASE_POOL_SIZE',
    ),
  };
}
