import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loggableError } from '../../src/lib/loggable-error.ts';

const EMAIL = 'ann.lee@example.com';
const HASH = 'scrypt$17$8$1$c2FsdA==$a2V5';
const PHONE = '(415) 555-0142';

function uniqueViolation(): pg.DatabaseError {
  const error = new pg.DatabaseError(
    'duplicate key value violates unique constraint "users_email_lower_idx"',
    0,
    'error',
  );
  error.code = '23505';
  error.detail = `Key (lower(email::text))=(${EMAIL}) already exists.`;
  return error;
}

describe('errors as logged', () => {
  it('give a failed query by class, SQLSTATE and place, never its text or values', () => {
    const failed = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash", "phone_number") values ($1, $2, $3)',
      [EMAIL, HASH, PHONE],
      uniqueViolation(),
    );
    const logged = loggableError(failed);
    const text = JSON.stringify(logged);
    for (const secret of [EMAIL, HASH, PHONE, 'insert into', 'already exists']) {
      expect(text).not.toContain(secret);
    }
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'A database query failed (its text and values are not logged).',
      sqlState: '23505',
      cause: { type: 'DatabaseError', code: '23505' },
    });
    expect((logged as { stack: string }).stack).toMatch(/^\s+at /);
  });

  it('keep the message of a lost connection under a failed query, which holds no values', () => {
    const lost = new Error('Connection terminated unexpectedly');
    const logged = loggableError(new DrizzleQueryError('select 1 where $1', [EMAIL], lost));
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { type: 'Error', message: 'Connection terminated unexpectedly' },
    });
  });

  it('give any other error in full', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(loggableError(bug)).toMatchObject({
      type: 'TypeError',
      message: bug.message,
      stack: bug.stack,
    });
  });
});
