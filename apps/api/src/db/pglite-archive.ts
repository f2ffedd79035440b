import { existsSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { StartupError } from '../lib/startup-error.ts';
import {
  damagedFolder,
  diskFull,
  isDiskFull,
  lockPgliteFolder,
  reasonOf,
  refuseForeignContents,
} from './pglite-folder.ts';

/** As client.ts's PGLITE_EXTENSIONS: the database's indexes need every one of them. */
const extensions = { btree_gist, pg_trgm };

/**
 * The embedded database in `dir` as one gzipped tar of its files, read while no server has
 * it open (this takes the folder's lock for the while).
 */
export async function archiveOfClosedFolder(dir: string): Promise<Blob> {
  if (!existsSync(dir) || readdirSync(dir).length === 0) {
    throw new StartupError(`There is no database in ${dir} to back up.`);
  }
  const lock = lockPgliteFolder(dir);
  try {
    refuseForeignContents(dir);
    const client = await PGlite.create({ dataDir: dir, extensions }).catch((error: unknown) => {
      throw damagedFolder(dir, error);
    });
    try {
      return await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Unpacks an archive made by dumpDataDir into `dir`, which must not exist yet, and checks that
 * what it holds is a Keyturn database.
 */
export async function unpackArchive(archive: Blob, dir: string, name: string): Promise<void> {
  const notABackup = (reason: string) =>
    new StartupError(`${name} is not a Keyturn backup, or it is damaged (${reason}).`);
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir, extensions, loadDataDir: archive });
  } catch (error) {
    if (isDiskFull(error)) throw diskFull(dirname(dir), 'the restored database');
    throw notABackup(reasonOf(error));
  }
  try {
    await client.query('SELECT count(*) FROM data_versions');
  } catch {
    throw notABackup('it holds no Keyturn tables');
  } finally {
    await client.close();
  }
}
