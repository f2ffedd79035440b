import { describe, expect, it, onTestFinished } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.ts';
import { reservations, users } from '../../src/db/schema.ts';
import { hashPassword, verifyPassword } from '../../src/lib/passwords.ts';
import { TOKEN_LIFETIME_SECONDS } from '../../src/lib/tokens.ts';
import { ClockAhead } from '../support/clock.ts';
import {
  BUILT_IN_CUSTOMER,
  apiClient,
  login,
  newCustomer,
  registerCustomer,
  registeredUserJson,
  useTestApp,
} from '../support/harness.ts';

/** The server's clock, moved ahead of the tests' one where a test says so. */
const clock = new ClockAhead();
const t = useTestApp({ now: clock.now }, { signIn: ['admin'] });
const { api, tokens } = t;

const BUILT_IN_MESSAGE = 'This is a built-in user and cannot be updated.';

const profileOf = (user: { firstName: string; lastName: string; email: string }) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: '(415) 555-0123',
  address: '1 Ferry Building',
  zipCode: '94111',
});

async function storedUser(email: string) {
  const [row] = await t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

describe('registration', () => {
  it('creates a customer whose password is stored only as a scrypt hash', async () => {
    const customer = newCustomer();
    const response = await api.post('/api/register', {
      body: { ...customer, confirmPassword: customer.password },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true });
    const row = await storedUser(customer.email);
    expect(row).toMatchObject({ firstName: 'Taylor', roles: ['Customer'], builtIn: false });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(customer.password);
  });

  it('ignores roles, builtIn and id sent in the body', async () => {
    const customer = newCustomer({ roles: ['Administrator'], builtIn: true, id: 1 });
    expect((await api.post('/api/register', { body: customer })).statusCode).toBe(201);
    const row = await storedUser(customer.email);
    expect(row).toMatchObject({ roles: ['Customer'], builtIn: false });
    expect(row!.id).not.toBe(1);
  });

  it('refuses an email already used, whatever its case, with 409', async () => {
    const customer = await registerCustomer(api);
    const again = await api.post('/api/register', {
      body: newCustomer({ email: customer.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email address is already used by another account.');
    const [{ total }] = (await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${customer.email})`)) as [{ total: number }];
    expect(total).toBe(1);
  });
});

describe('login', () => {
  it('returns a token that identifies the user', async () => {
    const customer = await registerCustomer(api);
    const me = await api.get('/api/user', { token: customer.token });
    expect(me.json()).toEqual(registeredUserJson(customer));
  });

  it("returns a token that lasts its lifetime on the app's clock, then asks to sign in again", async () => {
    const customer = await registerCustomer(api);
    onTestFinished(() => {
      clock.aheadMs = 0;
    });
    const lifetimeMs = TOKEN_LIFETIME_SECONDS * 1000;
    clock.aheadMs = lifetimeMs - 60_000;
    expect((await api.get('/api/user', { token: customer.token })).statusCode).toBe(200);

    clock.aheadMs = lifetimeMs + 1_000;
    const expired = await api.get('/api/user', { token: customer.token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('accepts the email in any case', async () => {
    const customer = await registerCustomer(api);
    await expect(login(api, customer.email.toUpperCase(), customer.password)).resolves.toBeTruthy();
  });

  it('says the same for an unknown email and a wrong password', async () => {
    const customer = await registerCustomer(api);
    const wrongPassword = await api.post('/api/login', {
      body: { email: customer.email, password: 'Wrong#Pass1' },
    });
    const unknownEmail = await api.post('/api/login', {
      body: { email: 'nobody.at.all@example.com', password: customer.password },
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Invalid email or password');
    }
  });
  it('re-hashes a password stored at another cost at the next sign-in, and keeps the session', async () => {
    const customer = await registerCustomer(api);
    const olderCost = t.config.passwordHashLogN + 1;
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(customer.password, olderCost) })
      .where(eq(users.email, customer.email));

    const token = await login(api, customer.email, customer.password);
    const stored = (await storedUser(customer.email))!.passwordHash;
    expect(stored.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(t.config.passwordHashLogN),
      '8',
      '1',
    ]);
    expect(await verifyPassword(customer.password, stored)).toBe(true);
    expect((await api.get('/api/user', { token })).statusCode).toBe(200);
    expect((await api.get('/api/user', { token: customer.token })).statusCode).toBe(200);
  });
});

describe('my profile', () => {
  it('updates the profile and ignores anything else in the body', async () => {
    const customer = await registerCustomer(api);
    const response = await api.put('/api/user', {
      token: customer.token,
      body: {
        ...profileOf(customer),
        firstName: 'Jordan',
        roles: ['Administrator'],
        builtIn: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedUser(customer.email)).toMatchObject({
      firstName: 'Jordan',
      address: '1 Ferry Building',
      roles: ['Customer'],
      builtIn: false,
    });
  });

  it("refuses another user's email with 409 and changes nothing", async () => {
    const customer = await registerCustomer(api);
    const other = await registerCustomer(api);
    const response = await api.put('/api/user', {
      token: customer.token,
      body: { ...profileOf(customer), firstName: 'Changed', email: other.email },
    });
    expect(response.statusCode).toBe(409);
    expect((await storedUser(customer.email))!.firstName).toBe('Taylor');
  });
});

describe('password change', () => {
  it('needs the current password', async () => {
    const customer = await registerCustomer(api);
    const response = await api.patch('/api/user/auth', {
      token: customer.token,
      body: { oldPassword: 'Not#Mine123', newPassword: 'Brand#New123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your current password is incorrect.');
    await expect(login(api, customer.email, customer.password)).resolves.toBeTruthy();
  });

  it('changes it, ends older sessions and hands out a fresh token', async () => {
    const customer = await registerCustomer(api);
    const response = await api.patch('/api/user/auth', {
      token: customer.token,
      body: { oldPassword: customer.password, newPassword: 'Brand#New123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your password has been updated.');
    const { token } = response.json<{ token: string }>();

    expect((await api.get('/api/user', { token: customer.token })).statusCode).toBe(401);
    expect((await api.get('/api/user', { token })).statusCode).toBe(200);
    await expect(login(api, customer.email, customer.password)).rejects.toThrow();
    await expect(login(api, customer.email, 'Brand#New123')).resolves.toBeTruthy();
  });
});

describe('logout', () => {
  it('ends every session of the caller, on every instance; a later sign-in works', async () => {
    const customer = await registerCustomer(api);
    const otherDevice = await login(api, customer.email, customer.password);
    const bystander = await registerCustomer(api);
    // A second instance on the same database, which has seen the token before.
    const otherApp = await buildApp(t.config, t.db);
    onTestFinished(() => otherApp.close());
    const other = apiClient(otherApp);
    expect((await other.get('/api/user', { token: otherDevice })).statusCode).toBe(200);

    const response = await api.post('/api/logout', { token: customer.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You have been signed out.', success: true });

    for (const token of [customer.token, otherDevice]) {
      expect((await api.get('/api/user', { token })).statusCode).toBe(401);
      expect((await other.get('/api/user', { token })).statusCode).toBe(401);
    }
    expect((await api.post('/api/logout', { token: customer.token })).statusCode).toBe(401);
    expect((await api.get('/api/user', { token: bystander.token })).statusCode).toBe(200);

    const fresh = await login(api, customer.email, customer.password);
    expect((await api.get('/api/user', { token: fresh })).json()).toMatchObject({
      email: customer.email,
    });
    expect((await other.get('/api/user', { token: fresh })).statusCode).toBe(200);
  });

  it('signs a built-in account out too, leaving its data as it was', async () => {
    const token = await t.signIn('customer');
    const before = (await storedUser(BUILT_IN_CUSTOMER.email))!;
    expect((await api.post('/api/logout', { token })).statusCode).toBe(200);
    expect((await api.get('/api/user', { token })).statusCode).toBe(401);
    expect(await storedUser(BUILT_IN_CUSTOMER.email)).toEqual({
      ...before,
      tokenVersion: before.tokenVersion + 1,
    });
  });
});

describe('built-in users', () => {
  it.each([
    [
      'PUT /api/user',
      'put',
      '/api/user',
      () => profileOf({ ...BUILT_IN_CUSTOMER, firstName: 'X y' }),
    ],
    [
      'PATCH /api/user/auth',
      'patch',
      '/api/user/auth',
      () => ({ oldPassword: BUILT_IN_CUSTOMER.password, newPassword: 'Brand#New123' }),
    ],
  ] as const)('%s answers 400 and changes nothing', async (_name, method, path, body) => {
    const token = await t.signIn('customer');
    const before = await storedUser(BUILT_IN_CUSTOMER.email);
    const response = await api[method](path, { token, body: body() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BUILT_IN_MESSAGE);
    expect(await storedUser(BUILT_IN_CUSTOMER.email)).toEqual(before);
  });

  it('cannot be edited or deleted by an administrator', async () => {
    const builtIn = (await storedUser(BUILT_IN_CUSTOMER.email))!;
    const edit = await api.put(`/api/user/${builtIn.id}/auth`, {
      token: tokens.admin,
      body: { ...profileOf({ ...builtIn, firstName: 'Hacked' }), roles: ['Administrator'] },
    });
    const removal = await api.delete(`/api/user/${builtIn.id}/auth`, { token: tokens.admin });
    for (const response of [edit, removal]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(BUILT_IN_MESSAGE);
    }
    expect(await storedUser(BUILT_IN_CUSTOMER.email)).toEqual(builtIn);
  });
});

describe('administration of users', () => {
  it('pages users, newest first by default, and sorts by whitelisted fields only', async () => {
    await registerCustomer(api, { lastName: 'Aaronson' });
    const first = await api.get('/api/user/auth/pages', { token: tokens.admin });
    const body = first.json();
    expect(body).toMatchObject({ size: 20, number: 0, first: true });
    const ids = body.content.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(first.body).not.toMatch(/password/i);

    const byLastName = await api.get('/api/user/auth/pages', {
      token: tokens.admin,
      query: { sort: 'lastName', direction: 'ASC', size: 1 },
    });
    expect(byLastName.json().content[0].lastName).toBe('Aaronson');

    const bad = await api.get('/api/user/auth/pages', {
      token: tokens.admin,
      query: { sort: 'passwordHash' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists all users and reads one; 404 for an unknown id', async () => {
    const customer = await registerCustomer(api);
    const all = await api.get('/api/user/auth/all', { token: tokens.admin });
    expect(all.json().map((u: { id: number }) => u.id)).toContain(customer.id);
    const one = await api.get(`/api/user/${customer.id}/auth`, { token: tokens.admin });
    expect(one.json()).toMatchObject({ id: customer.id, email: customer.email });
    expect((await api.get('/api/user/99999999/auth', { token: tokens.admin })).statusCode).toBe(
      404,
    );
  });

  it('changes roles and, only when given, the password', async () => {
    const customer = await registerCustomer(api);
    const before = (await storedUser(customer.email))!;
    const keep = await api.put(`/api/user/${customer.id}/auth`, {
      token: tokens.admin,
      body: { ...profileOf(customer), roles: ['Customer', 'Administrator'], password: '' },
    });
    expect(keep.statusCode).toBe(200);
    const promoted = (await storedUser(customer.email))!;
    expect(promoted.roles).toEqual(['Customer', 'Administrator']);
    expect(promoted.passwordHash).toBe(before.passwordHash);

    await api.put(`/api/user/${customer.id}/auth`, {
      token: tokens.admin,
      body: { ...profileOf(customer), roles: ['Customer'], password: 'Reset#Pass123' },
    });
    await expect(login(api, customer.email, 'Reset#Pass123')).resolves.toBeTruthy();
    expect((await api.get('/api/user', { token: customer.token })).statusCode).toBe(401);
  });

  it('refuses an email used by another user with 409', async () => {
    const customer = await registerCustomer(api);
    const other = await registerCustomer(api);
    const response = await api.put(`/api/user/${customer.id}/auth`, {
      token: tokens.admin,
      body: { ...profileOf(customer), email: other.email.toUpperCase(), roles: ['Customer'] },
    });
    expect(response.statusCode).toBe(409);
  });

  it('deletes a user without reservations, and refuses one with reservations', async () => {
    const free = await registerCustomer(api);
    expect(
      (await api.delete(`/api/user/${free.id}/auth`, { token: tokens.admin })).statusCode,
    ).toBe(200);
    expect(await storedUser(free.email)).toBeUndefined();
    expect(
      (await api.delete(`/api/user/${free.id}/auth`, { token: tokens.admin })).statusCode,
    ).toBe(404);

    const booked = await registerCustomer(api);
    await t.db.insert(reservations).values({
      carId: 1,
      userId: booked.id,
      pickUpTime: new Date('2030-01-01T10:00:00Z'),
      dropOffTime: new Date('2030-01-01T12:00:00Z'),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Union Square',
      totalPriceCents: 100,
    });
    const refused = await api.delete(`/api/user/${booked.id}/auth`, { token: tokens.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This user has reservations and cannot be deleted.');
    expect(await storedUser(booked.email)).toBeDefined();
  });

  it('will not let an administrator delete or demote itself', async () => {
    const admin = await registerCustomer(api);
    await api.put(`/api/user/${admin.id}/auth`, {
      token: tokens.admin,
      body: { ...profileOf(admin), roles: ['Administrator'] },
    });
    const selfDelete = await api.delete(`/api/user/${admin.id}/auth`, { token: admin.token });
    expect(selfDelete.statusCode).toBe(400);
    const selfDemote = await api.put(`/api/user/${admin.id}/auth`, {
      token: admin.token,
      body: { ...profileOf(admin), roles: ['Customer'] },
    });
    expect(selfDemote.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.roles).toEqual(['Administrator']);
  });
});
