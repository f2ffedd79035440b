import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { unpackArchive } from '../db/pglite-archive.ts';
import { lockPgliteFolder } from '../db/pglite-folder.ts';
import { exitOnStartupError, StartupError } from '../lib/startup-error.ts';
import { toolCommand } from '../lib/tool-command.ts';
import { embeddedDatabaseSettings, fileStamp, fromWhereTyped } from './command.ts';

/**
 * `npm run db:restore -- <file>`: puts a backup of `npm run db:backup` in place of the embedded
 * database. The server must be stopped (the folder's lock says so). The database that was
 * there is moved aside, never deleted.
 */
async function restore() {
  const settings = embeddedDatabaseSettings(
    'restore into an empty database with pg_restore, e.g. ' +
      'pg_restore --no-owner --dbname="$DATABASE_URL" keyturn.dump.',
  );
  const argument = process.argv[2];
  if (!argument) {
    throw new StartupError(`Name the backup to restore: ${toolCommand('db:restore', '<file>')}.`);
  }
  const file = fromWhereTyped(argument);
  if (!existsSync(file)) throw new StartupError(`There is no file ${file}.`);
  const dir = settings.pgliteDir;

  const lock = lockPgliteFolder(dir);
  const staging = `${dir}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    await unpackArchive(new Blob([readFileSync(file)]), staging, file);
    let keptAside: string | undefined;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      keptAside = `${dir}.before-restore-${fileStamp()}`;
      renameSync(dir, keptAside);
    } else {
      rmSync(dir, { recursive: true, force: true });
    }
    renameSync(staging, dir);
    console.info(`Restored ${file} into ${dir}.`);
    if (keptAside) {
      console.info(`The database that was there is kept in ${keptAside}: delete it when sure.`);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

await restore().catch(exitOnStartupError);
