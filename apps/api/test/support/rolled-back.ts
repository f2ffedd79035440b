import { TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The work's answer, from a transaction that is rolled back whatever the work did: a question
 * asked by writing (does the database refuse this row? what does this DDL make?) leaves
 * nothing behind. One connection throughout, so SET LOCAL holds for all of the work.
 */
export async function inRolledBackTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let answer: { value: T } | undefined;
  await db
    .transaction(async (tx) => {
      answer = { value: await work(tx) };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return answer!.value;
}
