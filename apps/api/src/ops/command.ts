import { resolve } from 'node:path';
import { loadSettings, type ServerSettings } from '../env.ts';
import { StartupError } from '../lib/startup-error.ts';

/** The settings, for a command that works on the embedded database's folder only. */
export function embeddedDatabaseSettings(postgresAdvice: string): ServerSettings & {
  pgliteDir: string;
} {
  const settings = loadSettings(process.env);
  if (settings.config.databaseUrl || !settings.config.dataDir) {
    throw new StartupError(
      `DATABASE_URL is set, so the data lives in PostgreSQL: ${postgresAdvice}`,
    );
  }
  return { ...settings, pgliteDir: settings.config.dataDir };
}

/** A moment as part of a file name: 2026-11-23T14-05-09. */
export const fileStamp = (at = new Date()) => at.toISOString().slice(0, 19).replaceAll(':', '-');

export function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} kB`;
}

/** A path the operator typed: npm runs scripts in the repository root, not where they typed it. */
export const fromWhereTyped = (path: string) =>
  resolve(process.env.INIT_CWD ?? process.cwd(), path);
