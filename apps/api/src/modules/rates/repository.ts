import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deleteById } from '../../db/delete-by-id.ts';
import { ratePeriods } from '../../db/schema.ts';

export type RatePeriodRow = typeof ratePeriods.$inferSelect;
export type RatePeriodValues = Omit<typeof ratePeriods.$inferInsert, 'id'>;

export function listRatePeriods(db: Database): Promise<RatePeriodRow[]> {
  return db.select().from(ratePeriods).orderBy(asc(ratePeriods.startDate), asc(ratePeriods.id));
}

/** A rate period other than `exceptId` that shares a day with these (ISO dates, both included). */
export async function findOverlapping(
  db: Database,
  values: Pick<RatePeriodValues, 'startDate' | 'endDate'>,
  exceptId?: number,
): Promise<RatePeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(ratePeriods)
    .where(
      and(
        lte(ratePeriods.startDate, values.endDate),
        gte(ratePeriods.endDate, values.startDate),
        exceptId === undefined ? undefined : ne(ratePeriods.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertRatePeriod(db: Database, values: RatePeriodValues): Promise<number> {
  const [row] = await db.insert(ratePeriods).values(values).returning({ id: ratePeriods.id });
  return row!.id;
}

export async function updateRatePeriod(
  db: Database,
  id: number,
  values: RatePeriodValues,
): Promise<boolean> {
  const rows = await db
    .update(ratePeriods)
    .set(values)
    .where(eq(ratePeriods.id, id))
    .returning({ id: ratePeriods.id });
  return rows.length === 1;
}

export const deleteRatePeriod = (db: Database, id: number) => deleteById(db, ratePeriods, id);
