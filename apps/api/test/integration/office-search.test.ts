import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  OFFICE_SEARCH_EMPTY_MESSAGE,
  OFFICE_SEARCH_HITS,
  OFFICE_SEARCH_TOO_LONG_MESSAGE,
  type OfficeSearchHit,
} from '@keyturn/shared';
import { users } from '../../src/db/schema.ts';
import { customersMatching } from '../../src/modules/search/repository.ts';
import { LICENCE } from '../support/handover.ts';
import { ADMIN, expectEnvelope, registerCustomer, useTestApp } from '../support/harness.ts';
import { rowsOf } from '../support/rows.ts';
import { at } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

/*
 * GET /api/search/admin (contract section 7, "Find anything"; decision 073): a reservation by
 * its number, customers by name, email or phone however it is written, vehicles by model or
 * plate; up to 20 hits, each with its kind and the office page it opens.
 */

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

async function search(q: string): Promise<OfficeSearchHit[]> {
  const response = await api.get('/api/search/admin', { token: tokens.admin, query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfficeSearchHit[]>();
}

const kindsAndIds = (hits: OfficeSearchHit[]) => hits.map((hit) => `${hit.kind} ${hit.id}`);

const TAGS = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
let registered = 0;

/**
 * A customer with a name and a phone no seeded user has, and an email without digits: so that
 * only the phone holds any.
 */
async function quennell(phoneNumber = '(628) 555-0147') {
  const customer = await registerCustomer(api, {
    firstName: 'Marisol',
    lastName: 'Quennell',
    email: `marisol.${TAGS[registered++]}@quennell.example.com`,
    phoneNumber,
  });
  const profile = await api.put('/api/user', {
    token: customer.token,
    body: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      address: customer.address,
      zipCode: customer.zipCode,
      ...LICENCE,
    },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  return customer;
}

describe('the office search', () => {
  it('finds a reservation by its number, with or without #, and opens its page', async () => {
    const customer = await quennell('(628) 555-0148');
    const car = await addTestVehicle(api, tokens.admin, {
      model: 'Zephyrine Tourer',
      plateNumber: '4 QUE 147',
    });
    const booked = await api.post('/api/reservations/add', {
      token: customer.token,
      query: { carId: car.id },
      body: {
        pickUpTime: at(5, 10),
        dropOffTime: at(5, 14),
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json<{ id: number }>();

    for (const q of [String(id), `#${id}`, `# ${id}`, ` ${id} `]) {
      const [first] = await search(q);
      expect(first, q).toMatchObject({
        kind: 'reservation',
        id,
        title: `Reservation #${id}`,
        link: `/admin/reservations/${id}`,
      });
      expect(first!.detail).toContain('Marisol Quennell');
      expect(first!.detail).toContain('Zephyrine Tourer (4 QUE 147)');
      expect(first!.detail).toContain('Created');
    }
    // No such booking, or a number beyond any id: no reservation, and no failure.
    for (const q of [String(id + 1000), '99999999999']) {
      expect((await search(q)).filter((hit) => hit.kind === 'reservation')).toEqual([]);
    }
  });

  it('finds a customer by first name, last name or email, in any case, and not the staff', async () => {
    const customer = await quennell();
    const expected: OfficeSearchHit = {
      kind: 'customer',
      id: customer.id,
      title: 'Marisol Quennell',
      detail: `${customer.email} · (628) 555-0147`,
      link: `/admin/users/${customer.id}`,
    };
    const emailWord = customer.email.slice('marisol.'.length, customer.email.indexOf('@') + 1);
    for (const q of [
      'quennell',
      'MARISOL',
      'marisol quenn',
      customer.email.toUpperCase(),
      emailWord,
    ]) {
      expect(await search(q), q).toContainEqual(expected);
    }
    // Every word must be found: one that is not finds nobody.
    expect(kindsAndIds(await search('marisol nobodyelse'))).not.toContain(
      `customer ${customer.id}`,
    );
    // The office's own accounts are not customers.
    const staff = await search(ADMIN.email);
    expect(staff.filter((hit) => hit.kind === 'customer')).toEqual([]);
  });

  it("finds a customer by phone however it is written, the stored number's digits", async () => {
    const customer = await quennell('(628) 555-0191');
    for (const q of [
      '(628) 555-0191',
      '628-555-0191',
      '6285550191',
      '628.555.0191',
      '+1 628 555 0191',
      '555-0191',
      '0191',
    ]) {
      expect(kindsAndIds(await search(q)), q).toContain(`customer ${customer.id}`);
    }
    // Other digits, and too few to tell anyone apart, find nobody by phone.
    expect(kindsAndIds(await search('628 555 0192'))).not.toContain(`customer ${customer.id}`);
    expect(kindsAndIds(await search('91'))).not.toContain(`customer ${customer.id}`);
  });

  it('finds a vehicle by a word of its model or its plate, however the plate is spaced', async () => {
    const car = await addTestVehicle(api, tokens.admin, {
      model: 'Vauquelin Estate',
      plateNumber: '7ABC 123',
    });
    const hit: OfficeSearchHit = {
      kind: 'vehicle',
      id: car.id,
      title: 'Vauquelin Estate',
      detail: `7ABC 123 · Vehicle #${car.id}`,
      link: `/admin/vehicles/${car.id}`,
    };
    for (const q of ['vauquelin', 'ESTATE', '7abc-123', '7ABC123', 'abc 123', 'vauq 7abc']) {
      expect(await search(q), q).toContainEqual(hit);
    }
    const unplated = await addTestVehicle(api, tokens.admin, { model: 'Vauquelin Coupe' });
    expect(await search('vauquelin coupe')).toContainEqual({
      kind: 'vehicle',
      id: unplated.id,
      title: 'Vauquelin Coupe',
      detail: `No plate on record · Vehicle #${unplated.id}`,
      link: `/admin/vehicles/${unplated.id}`,
    });
  });

  it("reads what is typed as text: LIKE's wildcards stand for themselves", async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('answers at most 20 hits, customers and vehicles both shown when both are many', async () => {
    const word = 'Ostrogoth';
    await t.db.insert(users).values(
      Array.from({ length: 25 }, (_, index) => ({
        firstName: word,
        lastName: `Customer${String(index).padStart(2, '0')}`,
        email: `ostrogoth.${index}@example.com`,
        passwordHash: 'not-a-hash',
        phoneNumber: '(628) 555-0100',
        address: '742 Evergreen Terrace',
        zipCode: '94117',
        roles: ['Customer' as const],
      })),
    );
    for (let index = 0; index < 3; index++) {
      await addTestVehicle(api, tokens.admin, { model: `${word} ${index}` });
    }
    const hits = await search(word.toLowerCase());
    expect(hits).toHaveLength(OFFICE_SEARCH_HITS);
    expect(hits.filter((hit) => hit.kind === 'vehicle')).toHaveLength(3);
    const customers = hits.filter((hit) => hit.kind === 'customer');
    expect(customers).toHaveLength(17);
    // By last name, and the kinds in their order.
    expect(customers.map((hit) => hit.title)).toEqual(
      Array.from({ length: 17 }, (_, index) => `${word} Customer${String(index).padStart(2, '0')}`),
    );
    expect(hits.map((hit) => hit.kind)).toEqual([
      ...Array<string>(17).fill('customer'),
      ...Array<string>(3).fill('vehicle'),
    ]);
  });

  it('refuses a search that is blank or too long, in words', async () => {
    const refused = async (query: Record<string, string>, message: string) => {
      const response = await api.get('/api/search/admin', { token: tokens.admin, query });
      expect(response.statusCode, response.body).toBe(400);
      expectEnvelope(response);
      expect(response.json().message).toContain(message);
    };
    await refused({}, OFFICE_SEARCH_EMPTY_MESSAGE);
    await refused({ q: '' }, OFFICE_SEARCH_EMPTY_MESSAGE);
    await refused({ q: '    ' }, OFFICE_SEARCH_EMPTY_MESSAGE);
    await refused({ q: 'x'.repeat(101) }, OFFICE_SEARCH_TOO_LONG_MESSAGE);
    // 100 characters once trimmed are fine.
    expect(await search(` ${'x'.repeat(100)} `)).toEqual([]);
  });
});

describe("the search's queries", () => {
  it('can answer from the trigram indexes, not a scan of every customer', async () => {
    const plan = async (search: string, phone?: string) =>
      t.db.transaction(async (tx) => {
        // The test database is small, so the planner would scan anyway (the table, or the
        // names' index in order); forbidding both shows the query can use the trigram indexes,
        // which keep it quick with many thousands of customers.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_indexscan = off`);
        const query = customersMatching(t.db, search, phone, OFFICE_SEARCH_HITS);
        const rows = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN ${query}`));
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(await plan('quennell')).toContain('users_search_text_idx');
    const byPhone = await plan('555-0191', '5550191');
    expect(byPhone).toContain('users_search_text_idx');
    expect(byPhone).toContain('users_phone_digits_idx');
  });
});
