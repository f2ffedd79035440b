import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import {
  BuiltInAccountError,
  makeAdministrator,
} from '../../src/modules/accounts/first-administrator.ts';
import { countUsers, findUserByEmail } from '../../src/modules/accounts/repository.ts';
import { DEMO_USERS } from '../../src/seed/demo-data.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';
import { verifyPassword } from '../../src/lib/passwords.ts';
import { testNow } from '../support/clock.ts';
import { openTestDatabase } from '../support/database.ts';

const config = defaultConfig({ jwtSecret: 'x'.repeat(32), passwordHashLogN: 10, now: testNow });
const admin = {
  email: 'Office.Lead@Rent.example.com',
  password: 'Counter#2026',
  firstName: 'Robin',
  lastName: 'Hale',
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("a production install's first administrator, without demo data", () => {
  it('is created in an empty database, and no demo account comes with it', async () => {
    expect(await makeAdministrator(database.db, config, admin)).toBe('created');
    const stored = await findUserByEmail(database.db, admin.email.toLowerCase());
    expect(stored).toMatchObject({ roles: ['Administrator'], builtIn: false, firstName: 'Robin' });
    expect(await verifyPassword(admin.password, stored!.passwordHash)).toBe(true);
    expect(await countUsers(database.db)).toBe(1);
  });

  it('gives an existing account the role and the new password, and ends its sessions', async () => {
    const before = (await findUserByEmail(database.db, admin.email))!;
    const again = { ...admin, email: admin.email.toUpperCase(), password: 'Another#2027' };
    expect(await makeAdministrator(database.db, config, again)).toBe('promoted');
    const after = (await findUserByEmail(database.db, admin.email))!;
    expect(after.id).toBe(before.id);
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    expect(await verifyPassword('Another#2027', after.passwordHash)).toBe(true);
    expect(await countUsers(database.db)).toBe(1);
  });

  it('keeps a database that has an administrator from being seeded with demo data', async () => {
    expect(await seedIfEmpty(database.db, config)).toBe(false);
    expect(await countUsers(database.db)).toBe(1);
  });
});

describe('seeding an empty database', () => {
  it('happens once when instances start together', async () => {
    const empty = await openTestDatabase();
    try {
      const outcomes = await Promise.all([
        seedIfEmpty(empty.db, config),
        seedIfEmpty(empty.db, config),
        seedIfEmpty(empty.db, config),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await countUsers(empty.db)).toBe(DEMO_USERS.length);
      // The demo administrator is built in: no command turns it into a usable account.
      await expect(
        makeAdministrator(empty.db, config, { ...admin, email: DEMO_USERS[0]!.email }),
      ).rejects.toBeInstanceOf(BuiltInAccountError);
      const emails = (await empty.db.select({ email: users.email }).from(users)).map(
        (u) => u.email,
      );
      expect(emails).not.toContain(admin.email);
    } finally {
      await empty.close();
    }
  });
});
