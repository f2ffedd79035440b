import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migratedPglite, openDatabase, PGLITE_EXTENSIONS } from '../../src/db/client.ts';
import { createServerDatabase } from './server-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite database, when the suite runs on PGlite. */
    pgliteTemplateFile?: string;
    /** A migrated database on the TEST_DATABASE_URL server, when the suite runs on one. */
    serverTemplateDatabase?: string;
    /** A migrated PGlite data folder, for the robustness suite's servers to start from a copy. */
    pgliteTemplateFolder?: string;
  }
}

/**
 * Vitest's global setup for the integration suite: migrates one database before the files run,
 * and each file's fresh database starts as a copy of it (support/database.ts). Creating a PGlite
 * cluster and migrating it took 3-5 s a file on a busy two-core machine; loading the copy takes
 * about 1.5. The copy is taken before any seeding: the files seed on clocks of their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return provideServerTemplate(project, serverUrl);

  const folder = mkdtempSync(join(tmpdir(), 'keyturn-template-'));
  const file = join(folder, 'migrated.tar');
  const migrated = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratedPglite(migrated);
    // Uncompressed: a gzipped copy loads a second slower, in every file.
    const dump = await migrated.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await migrated.close();
  }
  project.provide('pgliteTemplateFile', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}

/** Migrates a database on the server once; the suite's databases are created from it. */
export async function provideServerTemplate(
  project: TestProject,
  serverUrl: string,
): Promise<() => Promise<void>> {
  const template = await createServerDatabase(serverUrl, 'keyturn_template');
  const migrated = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
  await migrated.close();
  project.provide('serverTemplateDatabase', new URL(template.url).pathname.slice(1));
  return () => template.drop();
}
