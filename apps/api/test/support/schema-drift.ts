// Types only: the module itself is loaded by withDrizzleKit, below.
import type * as DrizzleKitApi from 'drizzle-kit/api';
import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { rowsOf } from './rows.ts';

type Row = Record<string, unknown>;

const declarations: Record<string, unknown> = schema;

/**
 * The statements drizzle-kit's push would run to make the database what schema.ts declares:
 * none while the migrations and the schema agree. Nothing is applied (push's apply() is never
 * called). Push neither reads nor writes what Drizzle does not model (the exclusion constraint
 * on vehicle_occupancy, functions, triggers), so those never show here.
 *
 * Two faults of drizzle-kit 0.31's push are worked around, both about composite primary keys:
 * it drops the parameters of the one query that has any, the key's name by table
 * (drizzle-orm#5557), and it reads the key's columns in no set order (PGlite gives them reversed,
 * and push would then recreate the key). So each pass reads one table with a composite key,
 * beside all the tables without one: the adapter below answers the name query for that table,
 * and puts every key's columns in the key's order.
 */
export async function schemaDrift(db: Database): Promise<string[]> {
  const tables = Object.values(declarations).filter((value) => is(value, PgTable));
  const compositeKeyed = tables
    .filter((table) => getTableConfig(table).primaryKeys.length > 0)
    .map(getTableName);
  const keyColumns = await primaryKeyColumns(db);
  const statements = new Set<string>();
  // At least one pass: a schema without composite keys is read whole, once.
  for (const keyed of compositeKeyed.length > 0 ? compositeKeyed : [undefined]) {
    const leftOut = compositeKeyed.filter((name) => name !== keyed);
    const declared = Object.fromEntries(
      Object.entries(declarations).filter(
        ([, value]) => !(is(value, PgTable) && leftOut.includes(getTableName(value))),
      ),
    );
    const push = await withDrizzleKit(({ pushSchema }) =>
      pushSchema(
        declared,
        introspectionAdapter(db, keyed, keyColumns),
        ['public'],
        leftOut.map((name) => `!${name}`),
      ),
    );
    for (const statement of push.statementsToExecute) statements.add(statement);
  }
  return [...statements];
}

/** Each primary key's columns in the key's order, by the key's name. */
async function primaryKeyColumns(db: Database): Promise<Map<string, string[]>> {
  const keys = rowsOf<{ name: string; columns: string[] }>(
    await db.execute(sql`
      SELECT c.conname AS name, array_agg(a.attname::text ORDER BY k.position) AS columns
      FROM pg_constraint c
      CROSS JOIN unnest(c.conkey) WITH ORDINALITY AS k(attnum, position)
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
      WHERE c.contype = 'p' AND c.connamespace = 'public'::regnamespace
      GROUP BY c.conname`),
  );
  return new Map(keys.map((key) => [key.name, key.columns]));
}

const dialect = new PgDialect();

/** What push calls on "the database": execute, with the two faults above mended. */
function introspectionAdapter(
  db: Database,
  compositeKeyed: string | undefined,
  keyColumns: Map<string, string[]>,
): Parameters<DrizzleKit['pushSchema']>[1] {
  const execute = async (query: SQL) => {
    if (/\$\d/.test(dialect.sqlToQuery(query).sql)) {
      return db.execute(sql`
        SELECT conname AS primary_key FROM pg_constraint
        WHERE contype = 'p' AND conrelid = ${`public."${compositeKeyed}"`}::regclass`);
    }
    const result = (await db.execute(query)) as { rows: Row[] };
    const { rows } = result;
    const isKeyColumn = (row: Row) => row.constraint_type === 'PRIMARY KEY';
    const keyOrder = (row: Row) =>
      keyColumns.get(String(row.constraint_name))?.indexOf(String(row.column_name)) ?? 0;
    const inKeyOrder = rows.filter(isKeyColumn).sort((a, b) => keyOrder(a) - keyOrder(b));
    return { ...result, rows: [...rows.filter((row) => !isKeyColumn(row)), ...inKeyOrder] };
  };
  return { execute } as unknown as Parameters<DrizzleKit['pushSchema']>[1];
}

type DrizzleKit = typeof DrizzleKitApi;
type Prototype = Record<string, unknown>;
interface Additions {
  kit: DrizzleKit;
  /** What loading drizzle-kit added to the built-ins' prototypes, by prototype. */
  added: Map<Prototype, PropertyDescriptorMap>;
}

let loaded: Promise<Additions> | undefined;
const PATCHED = [Array.prototype, String.prototype] as unknown as Prototype[];

/**
 * drizzle-kit's API adds methods to Array.prototype (an enumerable `random`) and String.prototype
 * as it loads. The integration files share their worker's modules (isolate: false), and an
 * enumerable `random` in every array broke a later file's PDF tests. So what it adds is present
 * only while push runs.
 */
async function withDrizzleKit<T>(use: (kit: DrizzleKit) => Promise<T>): Promise<T> {
  loaded ??= (async () => {
    const before = PATCHED.map((prototype) => new Set(Object.getOwnPropertyNames(prototype)));
    const kit = await import('drizzle-kit/api');
    const added = new Map<Prototype, PropertyDescriptorMap>();
    PATCHED.forEach((prototype, index) => {
      const names = Object.getOwnPropertyNames(prototype).filter(
        (name) => !before[index]!.has(name),
      );
      added.set(
        prototype,
        Object.fromEntries(
          names.map((name) => [name, Object.getOwnPropertyDescriptor(prototype, name)!]),
        ),
      );
    });
    return { kit, added };
  })();
  const { kit, added } = await loaded;
  for (const [prototype, descriptors] of added) Object.defineProperties(prototype, descriptors);
  try {
    return await use(kit);
  } finally {
    for (const [prototype, descriptors] of added)
      for (const name of Object.keys(descriptors)) delete prototype[name];
  }
}
