import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@keyturn/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { contactMessages, type ContactMessageRow } from '../../src/db/schema.ts';
import { expectEnvelope, expectNotFound, useTestApp } from '../support/harness.ts';
import { sortedIds } from '../support/sorting.ts';

const t = useTestApp({}, { signIn: ['admin', 'customer'] });
const { api, tokens } = t;

const MESSAGE_KEYS = ['body', 'createdAt', 'email', 'id', 'name', 'subject'];
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const SORT_FIELDS = ['id', 'name', 'email', 'subject', 'createdAt'] as const;
type SortField = (typeof SORT_FIELDS)[number];

interface MessageJson {
  id: number;
  name: string;
  email: string;
  subject: string;
  body: string;
  createdAt: string;
}

const message = {
  name: 'Robin Diaz',
  email: 'robin.diaz@example.com',
  subject: 'Weekend rates',
  body: 'Do you have weekend discounts for rentals of two days or more?',
};

async function countMessages(): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(contactMessages);
  return row!.total;
}

async function messageRows(): Promise<ContactMessageRow[]> {
  return t.db.select().from(contactMessages);
}

async function messageRow(id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

function sortValue(row: ContactMessageRow, field: SortField): string | number {
  return field === 'createdAt' ? row.createdAt.getTime() : row[field];
}

/** The ids in the order the list sorted by `field` must give them. */
function idsSortedBy(
  rows: ContactMessageRow[],
  field: SortField,
  direction: 'ASC' | 'DESC',
): number[] {
  return sortedIds(rows, (row) => sortValue(row, field), direction);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 22 messages whose names, emails, subjects and creation times each sort in another order. */
let fixtureIds: number[] = [];

beforeAll(async () => {
  const rows = await t.db
    .insert(contactMessages)
    .values(
      Array.from({ length: 22 }, (_, i) => ({
        name: `Visitor ${pad((i * 7) % 22)}`,
        email: `visitor.${pad((i * 5) % 22)}@example.com`,
        subject: `Topic ${pad((i * 3) % 22)}`,
        body: 'A question about renting a car for a few hours.',
        createdAt: new Date(Date.UTC(2026, 2, 1, 21 - i, (i * 13) % 60, 0)),
      })),
    )
    .returning({ id: contactMessages.id });
  fixtureIds = rows.map((row) => row.id);
});

describe('sending a message', () => {
  it('stores a visitor’s message and answers 201', async () => {
    const before = await countMessages();
    const response = await api.post('/api/contactmessage/visitors', { body: message });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Your message has been sent.', success: true });
    expect(await countMessages()).toBe(before + 1);
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, message.email));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(message);
    expect(stored[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('ignores an id and a creation time in the body', async () => {
    const body = {
      ...message,
      email: 'sneaky@example.com',
      id: 777777,
      createdAt: '2000-01-01T00:00:00',
    };
    const response = await api.post('/api/contactmessage/visitors', { body });
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'sneaky@example.com'));
    expect(stored!.id).not.toBe(777777);
    expect(stored!.createdAt.getUTCFullYear()).not.toBe(2000);
    expect(await messageRow(777777)).toBeUndefined();
  });
});

describe('listing messages', () => {
  it('answers the newest 20 by id by default', async () => {
    const response = await api.get('/api/contactmessage/pages', { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<MessageJson>>();
    const rows = await messageRows();
    expect(rows.length).toBeGreaterThan(20);
    expect(page).toMatchObject({
      totalElements: rows.length,
      totalPages: Math.ceil(rows.length / 20),
      size: 20,
      number: 0,
      numberOfElements: 20,
      first: true,
      last: false,
      empty: false,
      pageable: { pageNumber: 0, pageSize: 20, offset: 0 },
    });
    expect(page.content.map((item) => item.id)).toEqual(
      idsSortedBy(rows, 'id', 'DESC').slice(0, 20),
    );
    for (const item of page.content) {
      expect(Object.keys(item).sort()).toEqual(MESSAGE_KEYS);
      expect(item.createdAt).toMatch(LOCAL_DATE_TIME);
    }

    const second = await api.get('/api/contactmessage/pages', {
      token: tokens.admin,
      query: { page: 1 },
    });
    expect(second.json<Page<MessageJson>>().content.map((item) => item.id)).toEqual(
      idsSortedBy(rows, 'id', 'DESC').slice(20, 40),
    );
  });

  it.each(
    SORT_FIELDS.filter((field) => field !== 'createdAt').flatMap((field) => [
      [field, 'ASC'],
      [field, 'desc'],
    ]) as [SortField, string][],
  )('sorts by %s %s (then by id)', async (sort, direction) => {
    const response = await api.get('/api/contactmessage/pages', {
      token: tokens.admin,
      query: { sort, direction, size: 100 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Page<MessageJson>>().content.map((item) => item.id)).toEqual(
      idsSortedBy(await messageRows(), sort, direction.toUpperCase() as 'ASC' | 'DESC'),
    );
  });

  it.each([
    ['ASC', 'ASC'],
    ['desc', 'DESC'],
  ] as const)('sorts by createdAt %s', async (direction, normalized) => {
    const response = await api.get('/api/contactmessage/pages', {
      token: tokens.admin,
      query: { sort: 'createdAt', direction, size: 100 },
    });
    expect(response.statusCode).toBe(200);
    const content = response.json<Page<MessageJson>>().content;
    // The fixtures were created on known, distinct instants, in the reverse order of their ids.
    const fixtures = await t.db
      .select()
      .from(contactMessages)
      .where(inArray(contactMessages.id, fixtureIds));
    expect(content.map((item) => item.id).filter((id) => fixtureIds.includes(id))).toEqual(
      idsSortedBy(fixtures, 'createdAt', normalized),
    );
    const times = content.map((item) => item.createdAt);
    const ordered = [...times].sort();
    expect(times).toEqual(normalized === 'ASC' ? ordered : ordered.reverse());
  });

  it('refuses an unknown sort property with 400', async () => {
    const response = await api.get('/api/contactmessage/pages', {
      token: tokens.admin,
      query: { sort: 'body' },
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      status: 'BAD_REQUEST',
      message: 'Sort must be one of: id, name, email, subject, createdAt',
      errors: [
        { field: 'sort', message: 'Sort must be one of: id, name, email, subject, createdAt' },
      ],
      requestURI: '/api/contactmessage/pages',
    });
  });
});

describe('reading one message', () => {
  it.each([
    ['a summer', new Date('2026-07-04T19:30:15.250Z'), '2026-07-04T12:30:15'],
    ['a winter', new Date('2026-01-15T08:05:09.999Z'), '2026-01-15T00:05:09'],
  ])('gives %s creation time as the company wall clock', async (_season, createdAt, local) => {
    const [row] = await t.db
      .insert(contactMessages)
      .values({ ...message, email: 'season@example.com', createdAt })
      .returning();
    const response = await api.get(`/api/contactmessage/${row!.id}`, { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: row!.id,
      name: message.name,
      email: 'season@example.com',
      subject: message.subject,
      body: message.body,
      createdAt: local,
    });
  });

  it('404s for an unknown id and 400s for a malformed one', async () => {
    const missing = await api.get('/api/contactmessage/999999', { token: tokens.admin });
    expectNotFound(missing, 'Message not found.', '/api/contactmessage/999999');
    const malformed = await api.get('/api/contactmessage/abc', { token: tokens.admin });
    expect(malformed.statusCode).toBe(400);
    expect(expectEnvelope(malformed).errors).toEqual([
      { field: 'id', message: 'The id must be a positive whole number' },
    ]);
  });
});

describe('deleting a message', () => {
  it('deletes once: 200, then 404, and the row is gone', async () => {
    const [row] = await t.db
      .insert(contactMessages)
      .values({ ...message, email: 'delete.me@example.com' })
      .returning();
    const deleted = await api.delete(`/api/contactmessage/${row!.id}`, { token: tokens.admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'The message has been deleted.', success: true });
    expect(await messageRow(row!.id)).toBeUndefined();
    expect(
      (await api.get(`/api/contactmessage/${row!.id}`, { token: tokens.admin })).statusCode,
    ).toBe(404);

    const again = await api.delete(`/api/contactmessage/${row!.id}`, { token: tokens.admin });
    expect(again.statusCode).toBe(404);
    expect(expectEnvelope(again).message).toBe('Message not found.');
  });
});

describe('who may read messages', () => {
  it('answers 401 to visitors and 403 to customers, and deletes nothing', async () => {
    const [id] = fixtureIds;
    const calls = [
      (token?: string) => api.get('/api/contactmessage/pages', { token }),
      (token?: string) => api.get(`/api/contactmessage/${id}`, { token }),
      (token?: string) => api.delete(`/api/contactmessage/${id}`, { token }),
    ];
    for (const call of calls) {
      const anonymous = await call();
      expect(anonymous.statusCode).toBe(401);
      expect(expectEnvelope(anonymous)).toMatchObject({ status: 'UNAUTHORIZED', statusCode: 401 });
      const customer = await call(tokens.customer);
      expect(customer.statusCode).toBe(403);
      expect(expectEnvelope(customer)).toMatchObject({ status: 'FORBIDDEN', statusCode: 403 });
      expect(customer.body).not.toContain('Visitor');
    }
    expect(await messageRow(id!)).toBeDefined();
  });
});
