import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../src/plugins/error-envelope.ts';
import { openTestDatabase } from '../support/database.ts';
import { apiClient, expectEnvelope, useStarted } from '../support/harness.ts';

/*
 * What a client is told when PostgreSQL refuses a value its column cannot hold. Every route of
 * the app checks its values first, so no route is known to reach these answers: the envelope is
 * tried on its own, in front of a real database (PGlite, or PostgreSQL under TEST_DATABASE_URL).
 */

const LONG_TEXT = 'x'.repeat(201);

const started = useStarted(
  'envelope app',
  async () => {
    const database = await openTestDatabase();
    const { db } = database;
    await db.execute(sql`CREATE TABLE envelope_probe (note varchar(200), count smallint)`);
    const app = Fastify();
    await app.register(errorEnvelope);
    app.post('/too-long', async () => {
      await db.execute(sql`INSERT INTO envelope_probe (note) VALUES (${LONG_TEXT})`);
    });
    app.post('/too-large', async () => {
      await db.execute(sql`INSERT INTO envelope_probe (count) VALUES (${100_000})`);
    });
    app.post('/named-column', async () => {
      // The protocol can name the column; PostgreSQL does for some errors, as the driver gives it.
      const error = new pg.DatabaseError(
        'value too long for type character varying(30)',
        0,
        'error',
      );
      Object.assign(error, { code: '22001', column: 'license_number' });
      throw error;
    });
    return { app, database };
  },
  async ({ app, database }) => {
    await app.close();
    await database.close();
  },
);
const api = apiClient(() => started().app);

describe('a value the database cannot hold', () => {
  it('is a 400 that says how long a text may be, never the text', async () => {
    const response = await api.post('/too-long', {});
    expect(response.statusCode).toBe(400);
    const body = expectEnvelope(response);
    expect(body).toMatchObject({
      status: 'BAD_REQUEST',
      message: 'A text is longer than the 200 characters allowed.',
    });
    expect(response.body).not.toContain(LONG_TEXT);
  });

  it('is a 400 that says a number is out of range', async () => {
    const response = await api.post('/too-large', {});
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).message).toBe('A number is out of range.');
  });

  it('names the column as a field when PostgreSQL reports one', async () => {
    const response = await api.post('/named-column', {});
    expect(response.statusCode).toBe(400);
    const message = 'The value of license number is out of range.';
    expect(expectEnvelope(response)).toMatchObject({
      message,
      errors: [{ field: 'licenseNumber', message }],
    });
  });
});
