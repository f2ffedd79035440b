import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { takeFolderLock, type FolderLock } from '../lib/folder-lock.ts';
import { StartupError } from '../lib/startup-error.ts';
import { toolCommand } from '../lib/tool-command.ts';

const whatToDo = () =>
  `Restore a backup into it (${toolCommand('db:restore', '<file>')}), or move the folder away to start afresh.`;

/** The lock file sits beside the folder it guards: PGlite owns the folder itself. */
export const lockPathOf = (dir: string) => `${dir}.lock`;

/** One process at a time: PGlite cannot share its files, and a second writer damages them. */
export function lockPgliteFolder(dir: string): FolderLock {
  mkdirSync(dirname(dir), { recursive: true });
  const lock = takeFolderLock(lockPathOf(dir));
  if (!('heldBy' in lock)) return lock;
  throw new StartupError(
    `The embedded database in ${dir} is in use by another process (PID ${lock.heldBy.pid}, ` +
      `since ${lock.heldBy.since}). Stop that one first (a running server, or ${toolCommand('db:seed')}), ` +
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
      `or only partly copied, and Keyturn will not start a new database over it. ${whatToDo()}`,
  );
}

/** ENOSPC as Node reports it, and as PGlite's file system (Emscripten) does: errno 51. */
const EMSCRIPTEN_NO_SPACE = 51;

/** Whether the disk, not the data, made the work fail. */
export function isDiskFull(error: unknown): boolean {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  return code === 'ENOSPC' || errno === EMSCRIPTEN_NO_SPACE;
}

export function diskFull(dir: string, what: string): StartupError {
  return new StartupError(
    `The disk holding ${dir} is full, so ${what} could not be written: free some space there ` +
      '(df -h shows it), then try again.',
  );
}

/** The first line of what went wrong, short: the rest is the database engine's internals. */
export function reasonOf(error: unknown): string {
  const { message } = (error ?? {}) as { message?: unknown };
  const text =
    typeof message === 'string'
      ? message
      : error instanceof Object
        ? JSON.stringify(error)
        : String(error);
  const line = text.split('\n', 1)[0]!.trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

export function damagedFolder(dir: string, error: unknown): StartupError {
  return new StartupError(
    `The embedded database in ${dir} could not be opened (${reasonOf(error)}); its files may ` +
      `be damaged. ${whatToDo()}`,
  );
}

export function migrationFailed(dir: string, error: unknown): StartupError {
  return new StartupError(
    `The embedded database in ${dir} could not be brought up to date (${reasonOf(error)}). ` +
      `If its files are damaged: ${whatToDo()}`,
  );
}
