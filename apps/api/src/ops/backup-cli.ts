import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { archiveOfClosedFolder } from '../db/pglite-archive.ts';
import { diskFull, isDiskFull, lockPathOf } from '../db/pglite-folder.ts';
import { lockHolder } from '../lib/folder-lock.ts';
import { exitOnStartupError, StartupError } from '../lib/startup-error.ts';
import { toolCommand } from '../lib/tool-command.ts';
import { embeddedDatabaseSettings, fileStamp, fromWhereTyped, sizeOf } from './command.ts';
import { requestBackup } from './control-socket.ts';

/**
 * `npm run db:backup [-- <file>]`: writes the embedded database to one file, while the server
 * runs (it hands the backup over its control socket) or while nothing does.
 */
async function backup() {
  const settings = embeddedDatabaseSettings(
    'back it up with pg_dump, e.g. pg_dump --format=custom --file=keyturn.dump "$DATABASE_URL".',
  );
  const dir = settings.pgliteDir;
  const target = process.argv[2]
    ? fromWhereTyped(process.argv[2])
    : join(settings.dataDir, 'backups', `keyturn-${fileStamp()}.tar.gz`);
  if (existsSync(target)) throw new StartupError(`${target} exists already: name another file.`);

  const holder = lockHolder(lockPathOf(dir));
  let archive: Buffer;
  if (!holder) {
    archive = Buffer.from(await (await archiveOfClosedFolder(dir)).arrayBuffer());
  } else if (holder.controlSocket) {
    archive = await requestBackup(holder.controlSocket).catch((error: unknown) => {
      throw new StartupError(
        `The server holding ${dir} (PID ${holder.pid}) could not make a backup: ` +
          `${error instanceof Error ? error.message : String(error)}`,
      );
    });
  } else {
    throw new StartupError(
      `The database in ${dir} is in use by process ${holder.pid}, which takes no backup ` +
        'requests (db:seed or db:restore at work?): try again once it has finished.',
    );
  }

  mkdirSync(dirname(target), { recursive: true });
  // Whole or not at all: a backup cut short never carries the final name.
  try {
    writeFileSync(`${target}.partial`, archive, { mode: 0o600 });
  } catch (error) {
    rmSync(`${target}.partial`, { force: true });
    if (isDiskFull(error)) throw diskFull(dirname(target), 'the backup');
    throw error;
  }
  renameSync(`${target}.partial`, target);
  console.info(`Backup of ${dir} written to ${target} (${sizeOf(archive.length)}).`);
  console.info(
    `Keep a copy away from this machine; restore it with ${toolCommand('db:restore', '<file>')}.`,
  );
}

await backup().catch(exitOnStartupError);
