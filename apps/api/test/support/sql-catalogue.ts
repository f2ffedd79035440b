import { sql } from 'drizzle-orm';
import { rowsOf } from './rows.ts';
import type { Transaction } from './rolled-back.ts';

export interface FunctionDefinition {
  name: string;
  arguments: string;
  result: string;
  language: string;
  volatility: string;
  strict: boolean;
  securityDefiner: boolean;
  settings: string[] | null;
  body: string;
}

/** What PostgreSQL holds of a schema's own functions and triggers, as it prints them. */
export interface SqlCatalogue {
  functions: FunctionDefinition[];
  /** Each trigger on the schema's tables, as pg_get_triggerdef prints it from the search path. */
  triggers: string[];
}

/** Layout is no difference: a body or a statement re-indented is the same definition. */
const withSpacesNormalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The schema's functions (not an extension's, such as btree_gist's) and the triggers on its
 * tables (not the internal ones of foreign keys). PostgreSQL names an object it cannot see on
 * the search path with its schema, so the schema is read as the first on the path: then two
 * schemas holding the same definitions print them alike. Other schemas follow it, as given.
 */
export async function catalogueOf(
  tx: Transaction,
  schema: string,
  alsoOnPath: string[] = [],
): Promise<SqlCatalogue> {
  await tx.execute(sql.raw(`SET LOCAL search_path = ${[schema, ...alsoOnPath].join(', ')}`));
  const functions = rowsOf<FunctionDefinition>(
    await tx.execute(sql`
      SELECT p.proname AS name,
             pg_get_function_arguments(p.oid) AS arguments,
             pg_get_function_result(p.oid) AS result,
             l.lanname AS language,
             CASE p.provolatile WHEN 'i' THEN 'IMMUTABLE' WHEN 's' THEN 'STABLE'
                                ELSE 'VOLATILE' END AS volatility,
             p.proisstrict AS strict,
             p.prosecdef AS "securityDefiner",
             p.proconfig AS settings,
             p.prosrc AS body
      FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
      WHERE p.pronamespace = ${schema}::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid
                          AND d.deptype = 'e')
      ORDER BY p.proname, arguments`),
  );
  const triggers = rowsOf<{ definition: string }>(
    await tx.execute(sql`
      SELECT pg_get_triggerdef(t.oid, true) AS definition
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE c.relnamespace = ${schema}::regnamespace AND NOT t.tgisinternal
      ORDER BY t.tgname`),
  );
  return {
    functions: functions.map((row) => ({ ...row, body: withSpacesNormalised(row.body) })),
    triggers: triggers.map((row) => withSpacesNormalised(row.definition)),
  };
}

/** The schema's functions by name, each with the functions its triggers execute. */
export async function namesIn(tx: Transaction, schema: string) {
  const functions = rowsOf<{ name: string }>(
    await tx.execute(sql`
      SELECT proname AS name FROM pg_proc WHERE pronamespace = ${schema}::regnamespace`),
  );
  const triggers = rowsOf<{ name: string; executes: string }>(
    await tx.execute(sql`
      SELECT t.tgname AS name, p.proname AS executes
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE c.relnamespace = ${schema}::regnamespace AND NOT t.tgisinternal`),
  );
  return { functions: functions.map((row) => row.name), triggers };
}
