import { and, desc, eq, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, type SessionRow } from '../../db/schema.ts';

/** How often a session's last use is written at most (decision 077). */
export const LAST_USED_STEP_MS = 60_000;

export interface NewSession {
  userId: number;
  device: string;
  address: string;
  now: Date;
}

export async function insertSession(db: Database, session: NewSession): Promise<number> {
  const { userId, device, address, now } = session;
  const [row] = await db
    .insert(sessions)
    .values({ userId, device, address, createdAt: now, lastUsedAt: now })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function findSession(
  db: Database,
  id: number,
): Promise<Pick<SessionRow, 'userId' | 'lastUsedAt'> | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(eq(sessions.id, id));
  return row;
}

/**
 * Moves the last use to `now` unless it moved less than a minute ago, whichever instance moved
 * it: a session's requests write at most once a minute between them.
 */
export async function touchSession(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(sessions.id, id),
        lte(sessions.lastUsedAt, new Date(now.getTime() - LAST_USED_STEP_MS)),
      ),
    );
}

/** A person's sessions, the most recently used first. */
export function listSessions(db: Database, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/** Ends one of the person's sessions; false when they have none of that id. */
export async function deleteSession(db: Database, id: number, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the person, but the one `exceptId` names. */
export async function deleteSessionsOf(
  db: Database,
  userId: number,
  exceptId?: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        exceptId === undefined ? undefined : ne(sessions.id, exceptId),
      ),
    );
}
