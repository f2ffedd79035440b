import { eq, sql, type SQL } from 'drizzle-orm';
import type { ContactMessageRequest, ContactMessageSortField, PageQuery } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { deleteById } from '../../db/delete-by-id.ts';
import { contactMessages, type ContactMessageRow } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { everyWordIn } from '../../lib/word-search.ts';

export async function insertContactMessage(db: Database, message: ContactMessageRequest) {
  await db.insert(contactMessages).values(message);
}

/** The messages whose sender, subject or text holds every word of `search` (a scan). */
export function matchingMessages(search: string | undefined): SQL | undefined {
  const { name, email, subject, body } = contactMessages;
  return everyWordIn(
    sql`(${name} || ' ' || ${email} || ' ' || ${subject} || ' ' || ${body})`,
    search,
  );
}

export async function countContactMessages(db: Database, where?: SQL): Promise<number> {
  return db.$count(contactMessages, where);
}

export function listContactMessagesPage(
  db: Database,
  query: PageQuery<ContactMessageSortField>,
  where?: SQL,
) {
  const { limit, offset } = pageWindow(query);
  return db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(
      ...pageOrder(
        query,
        {
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          createdAt: contactMessages.createdAt,
        },
        contactMessages.id,
      ),
    )
    .limit(limit)
    .offset(offset);
}

export async function findContactMessage(
  db: Database,
  id: number,
): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export function deleteContactMessage(db: Database, id: number): Promise<boolean> {
  return deleteById(db, contactMessages, id);
}
