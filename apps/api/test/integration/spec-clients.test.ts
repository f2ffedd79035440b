import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations, users, vehicles } from '../../src/db/schema.ts';
import { login, newCustomer, registerCustomer, useTestApp } from '../support/harness.ts';
import { bookCar } from '../support/bookings.ts';
import { uploadImage } from '../support/images.ts';
import { asRequestTime, asResponseTime, at } from '../support/times.ts';

// Requests shaped as a client written against the spec sends them: HTML forms give a number
// input's value as a JSON number and a select's value as a string (contract, section 1), and
// the client reads reservations back under the spec's names (contract, section 2).

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

async function storedUser(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('a form with number inputs', () => {
  it('registers with the zip code and phone number sent as JSON numbers', async () => {
    const customer = newCustomer({ zipCode: 94105, phoneNumber: 4155550123 });
    const response = await api.post('/api/register', { body: customer });
    expect(response.statusCode).toBe(201);
    expect(await storedUser(customer.email)).toMatchObject({
      zipCode: '94105',
      phoneNumber: '(415) 555-0123',
    });
    await login(api, customer.email, customer.password);
  });

  it('updates a profile with a numeric zip code, and an administrator too', async () => {
    const customer = await registerCustomer(api);
    const profile = {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
      address: customer.address,
    };
    const own = await api.put('/api/user', {
      token: customer.token,
      body: { ...profile, zipCode: 10001 },
    });
    expect(own.statusCode).toBe(200);
    expect((await storedUser(customer.email))!.zipCode).toBe('10001');

    const byAdmin = await api.put(`/api/user/${customer.id}/auth`, {
      token: tokens.admin,
      body: { ...profile, zipCode: 60614, roles: ['Customer'], builtIn: false },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await storedUser(customer.email))!.zipCode).toBe('60614');
  });

  it('trims what it stores, and refuses a name of only spaces', async () => {
    const customer = newCustomer({ firstName: '  Robin ', address: ' 1 Market Street  ' });
    expect((await api.post('/api/register', { body: customer })).statusCode).toBe(201);
    expect(await storedUser(customer.email)).toMatchObject({
      firstName: 'Robin',
      address: '1 Market Street',
    });
    const blank = newCustomer({ lastName: '     ' });
    const refused = await api.post('/api/register', { body: blank });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      field: 'lastName',
      message: 'Please enter your last name',
    });
    expect(await storedUser(blank.email)).toBeUndefined();
  });
});

describe('a vehicle form with selects', () => {
  const fromSelects = {
    model: 'Select Sedan',
    doors: '4',
    seats: '5',
    luggage: '2',
    transmission: 'Manual',
    airConditioning: 'true',
    fuelType: 'Gasoline',
    age: '3',
    pricePerHour: '45.50',
  };

  it('creates and edits a vehicle with numbers and yes/no as strings', async () => {
    const created = await api.post(`/api/car/admin/${await uploadImage(api, tokens.admin)}/add`, {
      token: tokens.admin,
      body: fromSelects,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const [stored] = await t.db.select().from(vehicles).where(eq(vehicles.id, id));
    expect(stored).toMatchObject({
      doors: 4,
      seats: 5,
      luggage: 2,
      airConditioning: true,
      age: 3,
      pricePerHourCents: 4550,
    });

    const edited = await api.put('/api/car/admin/auth', {
      token: tokens.admin,
      query: { id, imageId: await uploadImage(api, tokens.admin) },
      body: { ...fromSelects, airConditioning: 'false', doors: '2' },
    });
    expect(edited.statusCode).toBe(200);
    const read = await api.get(`/api/car/visitors/${id}`);
    expect(read.json()).toMatchObject({ airConditioning: false, doors: 2, pricePerHour: 45.5 });
  });

  it('applies the same rules to what the strings say', async () => {
    const response = await api.post(`/api/car/admin/${await uploadImage(api, tokens.admin)}/add`, {
      token: tokens.admin,
      body: { ...fromSelects, doors: '10' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: 'doors',
      message: 'Doors must be at most 9',
    });
  });
});

describe("reservations under the spec's names", () => {
  let customer: Awaited<ReturnType<typeof registerCustomer>>;
  let reservationId: number;
  const carId = 3;

  beforeAll(async () => {
    customer = await registerCustomer(api);
    reservationId = await bookCar(api, customer.token, carId, {
      pickUpTime: at(12, 9),
      dropOffTime: at(12, 17, 30),
      dropOffLocation: 'SFO Airport',
    });
  });

  interface Answer {
    id: number;
    car: { id: number };
    carId: number;
    pickUpTime: string;
    dropOffTime: string;
    pickUpDate: string;
    dropOffDate: string;
  }

  function expectSpecNames(answer: Answer) {
    expect(answer.carId).toBe(answer.car.id);
    expect(answer.pickUpDate).toBe(answer.pickUpTime);
    expect(answer.dropOffDate).toBe(answer.dropOffTime);
    expect(answer.pickUpDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  }

  it('carries carId, pickUpDate and dropOffDate in every reservation answer', async () => {
    const own = await api.get(`/api/reservations/${reservationId}/auth`, {
      token: customer.token,
    });
    expect(own.json()).toMatchObject({
      carId,
      pickUpDate: asResponseTime(at(12, 9)),
    });
    const answers: Answer[] = [
      own.json(),
      (await api.get(`/api/reservations/${reservationId}/admin`, { token: tokens.admin })).json(),
      ...(await api.get('/api/reservations/auth/all', { token: customer.token })).json().content,
      ...(
        await api.get('/api/reservations/admin/all/pages', {
          token: tokens.admin,
          query: { size: 100 },
        })
      ).json().content,
      ...(await api.get('/api/reservations/admin/all', { token: tokens.admin })).json(),
    ];
    expect(answers.length).toBeGreaterThan(5);
    for (const answer of answers) expectSpecNames(answer);
  });

  it('takes back what an admin form built from those names sends, moving nothing', async () => {
    const read = (
      await api.get(`/api/reservations/${reservationId}/admin`, { token: tokens.admin })
    ).json<Answer & Record<string, unknown>>();
    // The whole answer goes back, with the times the form's pickers took from the read-back
    // names, in the request format.
    const response = await api.put('/api/reservations/admin/auth', {
      token: tokens.admin,
      query: { carId: read.carId, reservationId },
      body: {
        ...read,
        pickUpTime: asRequestTime(read.pickUpDate),
        dropOffTime: asRequestTime(read.dropOffDate),
        // Any status the office's edit may set (contract section 7: not DONE, which only a
        // check-in sets).
        status: 'CANCELLED',
      },
    });
    expect(response.statusCode).toBe(200);
    const after = (
      await api.get(`/api/reservations/${reservationId}/admin`, { token: tokens.admin })
    ).json<Answer & { status: string; totalPrice: number }>();
    expect(after).toMatchObject({
      status: 'CANCELLED',
      carId,
      pickUpDate: read.pickUpDate,
      dropOffDate: read.dropOffDate,
      totalPrice: read.totalPrice,
    });
    const [stored] = await t.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId));
    expect(stored).toMatchObject({ userId: customer.id, carId });
  });
});

describe('the OpenAPI document', () => {
  interface Operation {
    description?: string;
    responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  }
  interface JsonSchema {
    properties?: Record<string, JsonSchema>;
    required?: string[];
    items?: JsonSchema;
  }

  async function operation(path: string, method: string): Promise<Operation> {
    const document = (await api.get('/api/docs/json')).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    return document.paths[path]![method]!;
  }

  it("lists the spec's read-back names in the reservation answer", async () => {
    const one = await operation('/api/reservations/{id}/auth', 'get');
    const schema = one.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(schema.properties!)).toEqual(
      expect.arrayContaining(['carId', 'pickUpDate', 'dropOffDate', 'pickUpTime', 'car']),
    );
    expect(schema.required).toEqual(expect.arrayContaining(['carId', 'pickUpDate', 'dropOffDate']));
  });

  it('says that a password change answers with a new token to keep', async () => {
    const change = await operation('/api/user/auth', 'patch');
    expect(change.description).toMatch(/new token/);
    expect(change.description).toMatch(/keep it/);
    expect(change.description).toMatch(/stops working/);
  });
});
