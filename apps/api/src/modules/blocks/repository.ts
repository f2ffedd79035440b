import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deleteById } from '../../db/delete-by-id.ts';
import { vehicleBlocks } from '../../db/schema.ts';

type NewBlock = Omit<typeof vehicleBlocks.$inferInsert, 'id' | 'createdAt'>;

export function blocksOf(db: Database, carId: number) {
  return db
    .select()
    .from(vehicleBlocks)
    .where(eq(vehicleBlocks.carId, carId))
    .orderBy(asc(vehicleBlocks.startTime), asc(vehicleBlocks.id));
}

/** The block's id; its trigger holds the vehicle (migration 0011), or the insert fails. */
export async function insertBlock(db: Database, block: NewBlock): Promise<number> {
  const [row] = await db.insert(vehicleBlocks).values(block).returning({ id: vehicleBlocks.id });
  return row!.id;
}

export function deleteBlock(db: Database, id: number): Promise<boolean> {
  return deleteById(db, vehicleBlocks, id);
}
