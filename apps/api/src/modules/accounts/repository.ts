import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { PageQuery, Role, UserSortField } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { deleteSessionsOf } from '../sessions/index.ts';
import { everyWordIn } from '../../lib/word-search.ts';

const ADMINISTRATOR_ROLE: Role = 'Administrator';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'builtIn' | 'createdAt'>>;

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * findUserById as a named prepared statement, for the lookup every signed-in request makes:
 * parsed and planned once per connection, it costs the server and the database half as much.
 */
export function prepareFindUserById(db: Database) {
  const prepare = () =>
    db
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('find_user_by_id');
  let statement: ReturnType<typeof prepare> | undefined;
  return async (id: number): Promise<UserRow | undefined> => {
    statement ??= prepare();
    const [row] = await statement.execute({ id });
    return row;
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(db: Database, values: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** Inserts the user and reads back the row as stored (its id, defaults and days). */
export async function insertUserRow(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Database, id: number, changes: UserChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

/**
 * Ends every session of the user: raises the token version, in the database, so that
 * concurrent revocations all count, and deletes the sessions so that none is listed.
 */
export async function revokeTokens(db: Database, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
  await deleteSessionsOf(db, id);
}

export async function deleteUser(db: Database, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * The users whose first name, last name or email holds every word of `search`, in any case,
 * and who are staff (`Administrator`) or customers (`Customer`: not staff); everyone without
 * either. A scan of the users, which an office's search can afford.
 */
export function matchingUsers(search: string | undefined, role?: Role): SQL | undefined {
  const text = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;
  const isStaff = sql`${ADMINISTRATOR_ROLE} = ANY(${users.roles})`;
  return and(
    everyWordIn(text, search),
    role === undefined ? undefined : role === ADMINISTRATOR_ROLE ? isStaff : not(isStaff),
  );
}

export async function countUsers(db: Database, where?: SQL): Promise<number> {
  return db.$count(users, where);
}

export function listUsersPage(
  db: Database,
  query: PageQuery<UserSortField>,
  where?: SQL,
): Promise<UserRow[]> {
  const order = pageOrder(
    query,
    { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    users.id,
  );
  const { limit, offset } = pageWindow(query);
  return db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export function listAllUsers(db: Database): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.id);
}
