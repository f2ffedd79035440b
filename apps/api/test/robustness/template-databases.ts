import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { provideServerTemplate } from '../support/template-databases.ts';

/**
 * Vitest's global setup for the robustness suite: one migrated database before the files run,
 * which each server's own database starts as a copy of (own-database.ts). On PGlite it is a
 * data folder, since the servers open folders: creating a cluster and migrating it cost every
 * server start seconds, the most of the suite's longest stage.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return provideServerTemplate(project, serverUrl);

  const folder = mkdtempSync(join(tmpdir(), 'keyturn-robust-template-'));
  const dataDir = join(folder, 'pglite');
  const migrated = await openDatabase({ dataDir });
  await migrated.close();
  project.provide('pgliteTemplateFolder', dataDir);
  return async () => rmSync(folder, { recursive: true, force: true });
}
