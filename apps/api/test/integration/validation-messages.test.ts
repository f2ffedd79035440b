import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { contactMessages, images, users, vehicles } from '../../src/db/schema.ts';
import {
  ADMIN,
  expectEnvelope,
  newCustomer,
  registerCustomer,
  useTestApp,
  type ApiClient,
} from '../support/harness.ts';
import { pngUpload } from '../support/images.ts';
import { vehicleBody } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

const MISSING = Symbol('missing');

interface Case {
  /** The body property to set (or remove). */
  key: string;
  value: unknown;
  /** The field the server names in `errors`. */
  field: string;
  message: string;
}

function describeValue(value: unknown): string {
  if (value === MISSING) return 'missing';
  if (typeof value === 'string' && value.length > 20) return `${value.length} characters`;
  return JSON.stringify(value);
}

/** Builds the table; each row's title reads like "zipCode = \"123\"". */
function cases(...rows: [string, unknown, string, string?][]) {
  return rows.map(([key, value, message, field]) => ({
    key,
    value,
    field: field ?? key,
    message,
    title: `${key} ${describeValue(value)}`,
  }));
}

function withCase(base: Record<string, unknown>, { key, value }: Case): Record<string, unknown> {
  const body = { ...base };
  if (value === MISSING) delete body[key];
  else body[key] = value;
  return body;
}

type Response = Awaited<ReturnType<ApiClient['get']>>;

/** 400 with the whole envelope, the case's error first and the message equal to it. */
function expectFieldError(response: Response, requestURI: string, { field, message }: Case) {
  expect(response.statusCode).toBe(400);
  const body = expectEnvelope(response);
  expect(Object.keys(body).sort()).toEqual([
    'errors',
    'message',
    'requestURI',
    'status',
    'statusCode',
    'timestamp',
  ]);
  expect(body.status).toBe('BAD_REQUEST');
  expect(body.statusCode).toBe(400);
  expect(body.errors![0]).toEqual({ field, message });
  expect(body.message).toBe(message);
  expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  expect(body.requestURI).toBe(requestURI);
}

async function countRows(table: typeof users | typeof vehicles | typeof contactMessages) {
  const [row] = await t.db.select({ total: count() }).from(table);
  return row!.total;
}

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** The customer's own write of `body` is refused for `rule`; gives their row before and after. */
async function refusedOwnWrite(
  customer: { id: number; token: string },
  method: 'PUT' | 'PATCH',
  path: string,
  body: Record<string, unknown>,
  rule: Case,
) {
  const before = await userRow(customer.id);
  const response = await api.call(method, path, { token: customer.token, body });
  expectFieldError(response, path, rule);
  return { before, after: await userRow(customer.id) };
}

const long = (length: number, char = 'a') => char.repeat(length);

describe('register', () => {
  it.each(
    cases(
      ['firstName', 'A', 'First name must be at least 2 characters'],
      ['firstName', long(51), 'First name must be at most 50 characters'],
      ['firstName', MISSING, 'Please enter your first name'],
      ['firstName', '', 'Please enter your first name'],
      ['firstName', '   ', 'Please enter your first name'],
      ['firstName', 42, 'First name must be text'],
      [
        'firstName',
        'Ada\u202Eecalevol',
        'First name may not contain control characters or text-direction overrides',
      ],
      [
        'lastName',
        '\u2067Lovelace',
        'Last name may not contain control characters or text-direction overrides',
      ],
      [
        'lastName',
        'Love\u0085lace',
        'Last name may not contain control characters or text-direction overrides',
      ],
      ['lastName', ' \t ', 'Please enter your last name'],
      ['lastName', 'B', 'Last name must be at least 2 characters'],
      ['lastName', long(51), 'Last name must be at most 50 characters'],
      ['lastName', MISSING, 'Please enter your last name'],
      ['email', 'not-an-email', 'Invalid email address'],
      ['email', 'taylor@', 'Invalid email address'],
      ['email', MISSING, 'Please enter your email address'],
      ['password', 'Sec#12a', 'Password must be at least 8 characters'],
      ['password', `Aa1#${long(47)}`, 'Password must be at most 50 characters'],
      ['password', 'SECRET#123', 'Password must contain at least one lowercase letter'],
      ['password', 'secret#123', 'Password must contain at least one uppercase letter'],
      ['password', 'Secret#abc', 'Password must contain at least one number'],
      ['password', 'Secret1234', 'Password must contain at least one special character'],
      ['password', MISSING, 'Please enter your password'],
      ['phoneNumber', '(415) 555-01a9', 'There are invalid characters in your phone number'],
      ['phoneNumber', '+1 415 555 019', 'There are invalid characters in your phone number'],
      ['phoneNumber', '415555019', 'Phone number must be 10 digits'],
      ['phoneNumber', '(415) 555-01999', 'Phone number must be 10 digits'],
      ['phoneNumber', MISSING, 'Please enter your phone number'],
      ['phoneNumber', '              ', 'Please enter your phone number'],
      ['phoneNumber', 415555019, 'Phone number must be 10 digits'],
      ['address', '     ', 'Please enter your address'],
      ['address', 'Elm', 'Address must be at least 5 characters'],
      ['address', long(51), 'Address must be at most 50 characters'],
      ['address', MISSING, 'Please enter your address'],
      ['zipCode', '123', 'Zip code must be at least 4 characters'],
      ['zipCode', '1234567', 'Zip code must be at most 6 characters'],
      ['zipCode', MISSING, 'Please enter your zip code'],
      ['zipCode', '    ', 'Please enter your zip code'],
      ['zipCode', 123, 'Zip code must be at least 4 characters'],
      ['zipCode', true, 'Zip code must be text'],
    ),
  )('$title → $message', async (rule) => {
    const body = withCase(newCustomer(), rule);
    const before = await countRows(users);
    const response = await api.post('/api/register', { body });
    expectFieldError(response, '/api/register', rule);
    expect(await countRows(users)).toBe(before);
    if (typeof body.email === 'string') {
      const stored = await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${body.email})`);
      expect(stored).toEqual([]);
    }
  });
});

describe('login', () => {
  it.each(
    cases(
      ['email', MISSING, 'Please enter your email address'],
      ['email', 'admin-at-keyturn', 'Invalid email address'],
      ['password', MISSING, 'Please enter your password'],
      ['password', '', 'Please enter your password'],
    ),
  )('$title → $message', async (rule) => {
    const body = withCase({ email: ADMIN.email, password: ADMIN.password }, rule);
    const response = await api.post('/api/login', { body });
    expectFieldError(response, '/api/login', rule);
    expect(response.body).not.toContain('token');
  });
});

describe('profile', () => {
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  const profileOf = (c: typeof customer) => ({
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phoneNumber: c.phoneNumber,
    address: c.address,
    zipCode: c.zipCode,
  });

  beforeAll(async () => {
    customer = await registerCustomer(api);
  });

  it.each(
    cases(
      ['zipCode', 'abcd', 'Zip code must contain only digits'],
      ['zipCode', '12a45', 'Zip code must contain only digits'],
      ['zipCode', '123', 'Zip code must be at least 4 characters'],
      ['firstName', 'A', 'First name must be at least 2 characters'],
      ['email', 'not-an-email', 'Invalid email address'],
      ['phoneNumber', MISSING, 'Please enter your phone number'],
      ['address', 'Elm', 'Address must be at least 5 characters'],
      ['address', '      ', 'Please enter your address'],
      ['lastName', '  ', 'Please enter your last name'],
    ),
  )('$title → $message', async (rule) => {
    const body = withCase({ ...profileOf(customer), firstName: 'Changed' }, rule);
    const { before, after } = await refusedOwnWrite(customer, 'PUT', '/api/user', body, rule);
    expect(after).toEqual(before);
  });
});

describe('password change', () => {
  let customer: Awaited<ReturnType<typeof registerCustomer>>;

  beforeAll(async () => {
    customer = await registerCustomer(api);
  });

  it.each(
    cases(
      ['oldPassword', MISSING, 'Please enter your current password'],
      ['oldPassword', '', 'Please enter your current password'],
      ['newPassword', MISSING, 'Please enter your new password'],
      ['newPassword', 'short', 'Password must be at least 8 characters'],
      ['newPassword', 'alllowercase1#', 'Password must contain at least one uppercase letter'],
      ['newPassword', 'NoSpecial123', 'Password must contain at least one special character'],
    ),
  )('$title → $message', async (rule) => {
    const body = withCase({ oldPassword: customer.password, newPassword: 'Changed#456' }, rule);
    const { before, after } = await refusedOwnWrite(
      customer,
      'PATCH',
      '/api/user/auth',
      body,
      rule,
    );
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.tokenVersion).toBe(before.tokenVersion);
  });

  it('reports every broken rule of a weak password, the first one as the message', async () => {
    const response = await api.patch('/api/user/auth', {
      token: customer.token,
      body: { oldPassword: customer.password, newPassword: 'weak' },
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response)).toMatchObject({
      message: 'Password must be at least 8 characters',
      errors: [
        { field: 'newPassword', message: 'Password must be at least 8 characters' },
        { field: 'newPassword', message: 'Password must contain at least one uppercase letter' },
        { field: 'newPassword', message: 'Password must contain at least one number' },
        { field: 'newPassword', message: 'Password must contain at least one special character' },
      ],
    });
  });
});

describe('contact message', () => {
  const message = {
    name: 'Robin Diaz',
    email: 'robin.diaz@example.com',
    subject: 'Weekend rates',
    body: 'Do you have weekend discounts for longer rentals?',
  };

  it.each(
    cases(
      ['name', 'R', 'Name must be at least 2 characters'],
      ['name', long(51), 'Name must be at most 50 characters'],
      ['name', MISSING, 'Please enter your name'],
      ['name', '    ', 'Please enter your name'],
      [
        'name',
        'Robin\u202EziaD',
        'Name may not contain control characters or text-direction overrides',
      ],
      ['subject', '          ', 'Please enter a subject'],
      ['subject', 'Hey', 'Subject must be at least 5 characters'],
      ['subject', long(51), 'Subject must be at most 50 characters'],
      ['subject', MISSING, 'Please enter a subject'],
      ['body', 'Too short a message', 'Message must be at least 20 characters'],
      ['body', long(201), 'Message must be at most 200 characters'],
      ['body', MISSING, 'Please enter your message'],
      ['body', ' '.repeat(40), 'Please enter your message'],
      ['email', '   ', 'Please enter your email address'],
      ['email', 'robin.diaz', 'Invalid email address'],
      ['email', MISSING, 'Please enter your email address'],
    ),
  )('$title → $message', async (rule) => {
    const before = await countRows(contactMessages);
    const response = await api.post('/api/contactmessage/visitors', {
      body: withCase(message, rule),
    });
    expectFieldError(response, '/api/contactmessage/visitors', rule);
    expect(await countRows(contactMessages)).toBe(before);
  });
});

describe('administrator editing a user', () => {
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  let base: Record<string, unknown>;

  beforeAll(async () => {
    customer = await registerCustomer(api);
    base = {
      firstName: 'Edited',
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      address: customer.address,
      zipCode: '94110',
      roles: ['Customer', 'Administrator'],
      builtIn: false,
    };
  });

  it.each(
    cases(
      ['zipCode', '1234', 'Zip code must be exactly 5 digits'],
      ['zipCode', '123456', 'Zip code must be exactly 5 digits'],
      ['zipCode', '12a45', 'Zip code must contain only digits'],
      ['roles', [], 'Please select at least one role'],
      ['roles', MISSING, 'Please select at least one role'],
      ['roles', ['Pilot'], 'Roles must be Customer or Administrator', 'roles.0'],
      ['roles', ['Customer', 'Customer'], 'A role can be given only once'],
      ['password', 'Weakpass1', 'Password must contain at least one special character'],
      ['firstName', 'A', 'First name must be at least 2 characters'],
      ['firstName', '  ', 'Please enter your first name'],
      ['zipCode', '     ', 'Please enter your zip code'],
      ['address', long(51), 'Address must be at most 50 characters'],
    ),
  )('$title → $message', async (rule) => {
    const before = await userRow(customer.id);
    const response = await api.put(`/api/user/${customer.id}/auth`, {
      token: tokens.admin,
      body: withCase(base, rule),
    });
    expectFieldError(response, `/api/user/${customer.id}/auth`, rule);
    expect(await userRow(customer.id)).toEqual(before);
  });
});

describe('vehicle', () => {
  let imageId: string;
  const vehicle = vehicleBody({ model: 'Validation Van' });

  beforeAll(async () => {
    const upload = await api.post('/api/files/upload', { token: tokens.admin, ...pngUpload() });
    imageId = upload.json<{ imageId: string }>().imageId;
  });

  const vehicleCases = cases(
    ['model', long(31), 'Model must be at most 30 characters'],
    ['model', MISSING, 'Please enter the model'],
    ['model', '', 'Please enter the model'],
    ['model', '   ', 'Please enter the model'],
    ['doors', 0, 'Doors must be at least 1'],
    ['doors', 10, 'Doors must be at most 9'],
    ['doors', 2.5, 'Doors must be a whole number'],
    ['doors', 'four', 'Doors must be a number'],
    ['doors', '2.5', 'Doors must be a whole number'],
    ['doors', '12', 'Doors must be at most 9'],
    ['doors', MISSING, 'Please enter the doors'],
    ['seats', 0, 'Seats must be at least 1'],
    ['seats', 100, 'Seats must be at most 99'],
    ['luggage', -1, 'Luggage must be at least 0'],
    ['luggage', 100, 'Luggage must be at most 99'],
    ['age', -1, 'Age must be at least 0'],
    ['age', 100, 'Age must be at most 99'],
    ['age', 1.5, 'Age must be a whole number'],
    ['pricePerHour', 0, 'Price per hour must be greater than 0'],
    ['pricePerHour', -5, 'Price per hour must be greater than 0'],
    ['pricePerHour', 100000, 'Price per hour must be less than 100000'],
    ['pricePerHour', 1.234, 'Price per hour can have at most 2 decimals'],
    ['pricePerHour', '12 dollars', 'Price per hour must be a number'],
    ['pricePerHour', '1.234', 'Price per hour can have at most 2 decimals'],
    ['pricePerHour', MISSING, 'Please enter the price per hour'],
    ['transmission', 'Warp', 'Transmission must be one of Automatic, Manual, Tiptronic'],
    [
      'fuelType',
      'Steam',
      'Fuel type must be one of Diesel, Gasoline, Hybrid, Electricity, LPG, CNG, Hydrogen',
    ],
    ['airConditioning', 'yes', 'Air conditioning must be Yes or No'],
    ['airConditioning', 'TRUE', 'Air conditioning must be Yes or No'],
  );

  it.each(vehicleCases)('creating with $title → $message', async (rule) => {
    const before = await countRows(vehicles);
    const response = await api.post(`/api/car/admin/${imageId}/add`, {
      token: tokens.admin,
      body: withCase(vehicle, rule),
    });
    expectFieldError(response, `/api/car/admin/${imageId}/add`, rule);
    expect(await countRows(vehicles)).toBe(before);
    const [image] = await t.db.select().from(images).where(eq(images.id, imageId));
    expect(image!.vehicleId).toBeNull();
  });

  it.each(vehicleCases.filter((_, index) => index % 4 === 0))(
    'updating with $title → $message',
    async (rule) => {
      const [target] = await t.db
        .select()
        .from(vehicles)
        .where(eq(vehicles.builtIn, false))
        .orderBy(vehicles.id)
        .limit(1);
      const response = await api.put('/api/car/admin/auth', {
        token: tokens.admin,
        query: { id: target!.id, imageId },
        body: withCase(vehicle, rule),
      });
      expectFieldError(response, '/api/car/admin/auth', rule);
      const [after] = await t.db.select().from(vehicles).where(eq(vehicles.id, target!.id));
      expect(after).toEqual(target);
    },
  );
});
