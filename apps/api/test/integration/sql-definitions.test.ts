import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from '../support/database.ts';
import { inRolledBackTransaction } from '../support/rolled-back.ts';
import { rowsOf } from '../support/rows.ts';
import { catalogueOf, namesIn, type SqlCatalogue } from '../support/sql-catalogue.ts';

const definitionsFolder = fileURLToPath(new URL('../../src/db/definitions/', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../../drizzle/', import.meta.url));
/** Where the definition files run, beside what the migrations made in public. */
const SCRATCH = 'current_definitions';

interface SqlFile {
  /** The file's name without .sql: a definition's function, a migration's tag. */
  name: string;
  text: string;
}

async function sqlFilesIn(folder: string): Promise<SqlFile[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (file) => ({
      name: file.slice(0, -'.sql'.length),
      text: await readFile(folder + file, 'utf8'),
    })),
  );
}

/** What one definition file made: its functions, and the functions its triggers execute. */
interface FileOutcome {
  file: string;
  functions: string[];
  triggersExecute: string[];
}

interface Compared {
  migrated: SqlCatalogue;
  defined: SqlCatalogue;
  files: FileOutcome[];
}

/**
 * The definition files run in a scratch schema of a freshly migrated database, each beside the
 * migrated definitions, in a transaction rolled back afterwards. Their triggers are made on
 * empty copies of the tables, so that PostgreSQL prints both sides' triggers alike.
 */
async function compare(handle: DatabaseHandle, definitions: SqlFile[]): Promise<Compared> {
  return inRolledBackTransaction(handle.db, async (tx) => {
    await tx.execute(sql.raw(`CREATE SCHEMA ${SCRATCH}`));
    const tables = rowsOf<{ name: string }>(
      await tx.execute(
        sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
      ),
    );
    for (const { name } of tables) {
      await tx.execute(sql.raw(`CREATE TABLE ${SCRATCH}.${name} (LIKE public.${name})`));
    }
    await tx.execute(sql.raw(`SET LOCAL search_path = ${SCRATCH}, public`));
    const files: FileOutcome[] = [];
    for (const definition of definitions) {
      const before = await namesIn(tx, SCRATCH);
      for (const statement of definition.text.split('--> statement-breakpoint')) {
        await tx.execute(sql.raw(statement));
      }
      const after = await namesIn(tx, SCRATCH);
      const triggersBefore = new Set(before.triggers.map((trigger) => trigger.name));
      files.push({
        file: definition.name,
        functions: after.functions.filter((name) => !before.functions.includes(name)),
        triggersExecute: after.triggers
          .filter((trigger) => !triggersBefore.has(trigger.name))
          .map((trigger) => trigger.executes),
      });
    }
    return {
      migrated: await catalogueOf(tx, 'public'),
      defined: await catalogueOf(tx, SCRATCH, ['public']),
      files,
    };
  });
}

/**
 * The last migration that creates or replaces the function, or a trigger that executes it
 * (a DROP names it the same way, and then the function and its file are gone).
 */
function lastMigrationOf(functionName: string, migrations: SqlFile[]): string | undefined {
  const namesIt = new RegExp(`FUNCTION\\s+(public\\.)?"?${functionName}"?\\s*\\(`, 'i');
  return migrations.filter((migration) => namesIt.test(migration.text)).at(-1)?.name;
}

let handle: DatabaseHandle;
let definitions: SqlFile[];
let compared: Compared;

beforeAll(async () => {
  handle = await openTestDatabase();
  definitions = await sqlFilesIn(definitionsFolder);
  compared = await compare(handle, definitions);
});

afterAll(async () => {
  await handle?.close();
});

describe('the definitions in src/db/definitions and the migrated database', () => {
  it('hold the same functions: arguments, result, language, volatility and body', () => {
    expect(compared.defined.functions.length).toBeGreaterThan(0);
    expect(compared.defined.functions).toEqual(compared.migrated.functions);
  });

  it('hold the same triggers, as PostgreSQL prints them', () => {
    expect(compared.defined.triggers.length).toBeGreaterThan(0);
    expect(compared.defined.triggers).toEqual(compared.migrated.triggers);
  });

  it('have one file per function, named after it, with only the triggers that execute it', () => {
    expect(compared.files).toEqual(
      compared.files.map(({ file, triggersExecute }) => ({
        file,
        functions: [file],
        triggersExecute: triggersExecute.map(() => file),
      })),
    );
  });

  it('name in each file the last migration that changed its function or triggers', async () => {
    const migrations = await sqlFilesIn(migrationsFolder);
    const named = definitions.map(({ name, text }) => ({
      file: name,
      lastChangedBy: /^-- Last changed by migration (\S+)\.$/m.exec(text)?.[1],
    }));
    expect(named).toEqual(
      definitions.map(({ name }) => ({
        file: name,
        lastChangedBy: lastMigrationOf(name, migrations),
      })),
    );
  });
});
