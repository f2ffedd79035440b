import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { takeFolderLock, type FolderLock } from '../lib/folder-lock.ts';
import { StartupError } from '../lib/startup-error.ts';

const WHAT_TO_DO =
  'Restore a backup into it (npm run db:restore -- <file>), or move the folder away to start afresh.';

/** The lock file sits beside the folder it guards: PGlite owns the folder itself. */
export const lockPathOf = (dir: string) => `${dir}.lock`;

/** One process at a time: PGlite cannot share its files, and a second writer damages them. */
export function lockPgliteFolder(dir: string): FolderLock {
  mkdirSync(dirname(dir), { recursive: true });
  const lock = takeFolderLock(lockPathOf(dir));
  if (!('heldBy' in lock)) return lock;
  throw new StartupError(
    `The embedded database in ${dir} is in use by another process (PID ${lock.heldBy.pid}, ` +
      `since ${lock.heldBy.since}). Stop that one first (a running server, or npm run db:seed), ` +
      'or set DATA_DIR to another folder.',
  );
}

/**
 * Refuses a folder holding files but no database. PGlite would create an empty database over
 * it, and the demo data would be seeded where someone's data had been.
 */
export function refuseForeignContents(dir: string) {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.length === 0 || entries.includes('PG_VERSION')) return;
  throw new StartupError(
    `The folder ${dir} holds files but no database (PG_VERSION is missing): it may be damaged ` +
      `or only partly copied, and Keyturn will not start a new database over it. ${WHAT_TO_DO}`,
  );
}

/** The first line of what went wrong, short: the rest is the database engine's internals. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n', 1)[0]!.trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

export function damagedFolder(dir: string, error: unknown): StartupError {
  return new StartupError(
    `The embedded database in ${dir} could not be opened (${reasonOf(error)}); its files may ` +
      `be damaged. ${WHAT_TO_DO}`,
  );
}

export function migrationFailed(dir: string, error: unknown): StartupError {
  return new StartupError(
    `The embedded database in ${dir} could not be brought up to date (${reasonOf(error)}). ` +
      `If its files are damaged: ${WHAT_TO_DO}`,
  );
}
