import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import { ADMIN, newCustomer, registerCustomer, useTestApp } from '../support/harness.ts';
import { pngUpload } from '../support/images.ts';
import { at } from '../support/times.ts';

type Role = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
const ROLES: Role[] = ['anonymous', 'customer', 'otherCustomer', 'admin'];

interface Caller {
  token?: string;
  id?: number;
  email?: string;
  firstName?: string;
}

interface Request {
  path: string;
  /** Sent instead of the caller's own token. */
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  multipart?: ReturnType<typeof pngUpload>;
}

interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the OpenAPI document names it. */
  route: string;
  /** Builds a fresh request for one caller, so that no call depends on another's effect. */
  request(caller: Caller): Promise<Request> | Request;
  expected: Record<Role, number>;
}

const everyone = (status: number) => ({
  anonymous: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});
const signedIn = (status: number) => ({
  anonymous: 401,
  customer: status,
  otherCustomer: status,
  admin: status,
});
const adminOnly = (status: number) => ({
  anonymous: 401,
  customer: 403,
  otherCustomer: 403,
  admin: status,
});

// Every case books afresh for the same customer, far beyond MAX_ACTIVE_BOOKINGS.
const t = useTestApp({ maxActiveBookings: 1000 });
const { api } = t;
const callers = {} as Record<Role, Caller>;
let slot = 0;
/** A fresh future slot for each booking, so no two collide. */
const nextSlot = () => {
  slot++;
  return { pickUpTime: at(30 + slot, 10), dropOffTime: at(30 + slot, 12) };
};
const places = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };

const vehicleBody = {
  model: 'Matrix Sedan',
  doors: 4,
  seats: 5,
  luggage: 2,
  transmission: 'Automatic',
  airConditioning: true,
  fuelType: 'Diesel',
  age: 2,
  pricePerHour: 20,
};

async function freshImage(): Promise<string> {
  const upload = await api.post('/api/files/upload', {
    token: callers.admin.token,
    ...pngUpload(),
  });
  return upload.json<{ imageId: string }>().imageId;
}

async function freshVehicle(): Promise<number> {
  const created = await api.post(`/api/car/admin/${await freshImage()}/add`, {
    token: callers.admin.token,
    body: vehicleBody,
  });
  return created.json<{ id: number }>().id;
}

let sharedVehicleId: number;

async function freshReservation(owner: Caller = callers.customer): Promise<number> {
  const created = await api.post('/api/reservations/add', {
    token: owner.token,
    query: { carId: sharedVehicleId },
    body: { ...nextSlot(), ...places },
  });
  return created.json<{ id: number }>().id;
}

/** Out-of-service time in a fresh slot of its own. */
function blockBody() {
  const { pickUpTime, dropOffTime } = nextSlot();
  return { start: pickUpTime, end: dropOffTime, reason: 'Service' };
}

async function freshBlock(): Promise<number> {
  const created = await api.post(`/api/car/admin/${sharedVehicleId}/blocks`, {
    token: callers.admin.token,
    body: blockBody(),
  });
  return created.json<{ id: number }>().id;
}

/** A mail the worker gave up on, for the office to send again. */
async function freshFailedMail(): Promise<number> {
  const [mail] = await t.db
    .insert(outbox)
    .values({
      kind: 'password-reset',
      recipient: 'robin@example.com',
      payload: { firstName: 'Robin' },
      status: 'FAILED',
      lastError: 'mailbox unavailable',
    })
    .returning({ id: outbox.id });
  return mail!.id;
}

async function freshMessage(): Promise<number> {
  await api.post('/api/contactmessage/visitors', {
    body: {
      name: 'Robin',
      email: 'robin@example.com',
      subject: 'Hello there',
      body: 'A message long enough to be accepted.',
    },
  });
  const page = await api.get('/api/contactmessage/pages', { token: callers.admin.token });
  return page.json<{ content: { id: number }[] }>().content[0]!.id;
}

const profileOf = (caller: Caller) => ({
  firstName: caller.firstName ?? 'Nobody',
  lastName: 'Brooks',
  email: caller.email ?? 'nobody@example.com',
  phoneNumber: '(415) 555-0199',
  address: '742 Evergreen Terrace',
  zipCode: '94117',
});

async function promoteToAdmin(user: Caller, adminToken: string): Promise<void> {
  await api.put(`/api/user/${user.id}/auth`, {
    token: adminToken,
    body: { ...profileOf(user), roles: ['Customer', 'Administrator'] },
  });
}

/** A newly signed-in user with the caller's role; none for an anonymous caller. */
async function standInToken(caller: Caller): Promise<string | undefined> {
  if (!caller.token) return undefined;
  const standIn = await registerCustomer(api);
  if (caller === callers.admin) await promoteToAdmin(standIn, caller.token);
  return standIn.token;
}

const cases: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/health',
    request: () => ({ path: '/api/health' }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/settings',
    request: () => ({ path: '/api/settings' }),
    expected: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/register',
    request: () => ({ path: '/api/register', body: newCustomer() }),
    expected: everyone(201),
  },
  {
    method: 'POST',
    route: '/api/login',
    request: () => ({ path: '/api/login', body: { email: ADMIN.email, password: ADMIN.password } }),
    expected: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/password/forgot',
    request: () => ({ path: '/api/password/forgot', body: { email: 'nobody@example.com' } }),
    expected: everyone(200),
  },
  {
    // An unknown link: the caller got past the access check, nothing changes.
    method: 'POST',
    route: '/api/password/reset',
    request: () => ({
      path: '/api/password/reset',
      body: { token: 'not-a-real-token', newPassword: 'Another#Password1' },
    }),
    expected: everyone(400),
  },
  {
    // Logging out ends every session of its caller, so a stand-in of the caller's role logs
    // out: the callers' own tokens keep working for the cases after this one.
    method: 'POST',
    route: '/api/logout',
    request: async (caller) => ({ path: '/api/logout', token: await standInToken(caller) }),
    expected: signedIn(200),
  },
  {
    method: 'GET',
    route: '/api/user',
    request: () => ({ path: '/api/user' }),
    expected: signedIn(200),
  },
  {
    method: 'PUT',
    route: '/api/user',
    request: (caller) => ({ path: '/api/user', body: profileOf(caller) }),
    expected: signedIn(200),
  },
  {
    // A wrong current password: the caller got past the access check, nothing changes.
    method: 'PATCH',
    route: '/api/user/auth',
    request: () => ({
      path: '/api/user/auth',
      body: { oldPassword: 'Wrong#Password1', newPassword: 'Another#Password1' },
    }),
    expected: signedIn(400),
  },
  {
    method: 'GET',
    route: '/api/user/auth/pages',
    request: () => ({ path: '/api/user/auth/pages' }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/user/auth/all',
    request: () => ({ path: '/api/user/auth/all' }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/user/{id}/auth',
    request: () => ({ path: `/api/user/${callers.customer.id}/auth` }),
    expected: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/user/{id}/auth',
    request: async () => {
      const victim = await registerCustomer(api);
      return {
        path: `/api/user/${victim.id}/auth`,
        body: { ...profileOf(victim), zipCode: '94117', roles: ['Customer'], builtIn: false },
      };
    },
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/user/{id}/auth',
    request: async () => ({ path: `/api/user/${(await registerCustomer(api)).id}/auth` }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/car/visitors/all',
    request: () => ({ path: '/api/car/visitors/all' }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/car/visitors/pages',
    request: () => ({ path: '/api/car/visitors/pages' }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/car/visitors/popular',
    request: () => ({ path: '/api/car/visitors/popular' }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/car/visitors/search',
    request: () => {
      const { pickUpTime, dropOffTime } = nextSlot();
      return {
        path: '/api/car/visitors/search',
        query: { pickUpDateTime: pickUpTime, dropOffDateTime: dropOffTime },
      };
    },
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/car/visitors/{id}/availability',
    request: () => ({ path: `/api/car/visitors/${sharedVehicleId}/availability` }),
    expected: everyone(200),
  },
  {
    method: 'GET',
    route: '/api/car/visitors/{id}',
    request: () => ({ path: `/api/car/visitors/${sharedVehicleId}` }),
    expected: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/car/admin/{imageId}/add',
    request: async () => ({ path: `/api/car/admin/${await freshImage()}/add`, body: vehicleBody }),
    expected: adminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/car/admin/auth',
    request: async () => ({
      path: '/api/car/admin/auth',
      query: { id: await freshVehicle(), imageId: await freshImage() },
      body: vehicleBody,
    }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/car/admin/{id}/auth',
    request: async () => ({ path: `/api/car/admin/${await freshVehicle()}/auth` }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/car/admin/{id}/blocks',
    request: () => ({ path: `/api/car/admin/${sharedVehicleId}/blocks` }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/car/admin/{id}/blocks',
    request: () => ({ path: `/api/car/admin/${sharedVehicleId}/blocks`, body: blockBody() }),
    expected: adminOnly(201),
  },
  {
    method: 'DELETE',
    route: '/api/car/admin/blocks/{blockId}',
    request: async () => ({ path: `/api/car/admin/blocks/${await freshBlock()}` }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/files/upload',
    request: () => ({ path: '/api/files/upload', multipart: pngUpload() }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/files/display/{id}',
    request: async () => ({ path: `/api/files/display/${await freshImage()}` }),
    expected: everyone(200),
  },
  {
    method: 'DELETE',
    route: '/api/files/{id}',
    request: async () => ({ path: `/api/files/${await freshImage()}` }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/reservations/auth',
    request: () => {
      const { pickUpTime, dropOffTime } = nextSlot();
      return {
        path: '/api/reservations/auth',
        query: { carId: sharedVehicleId, pickUpDateTime: pickUpTime, dropOffDateTime: dropOffTime },
      };
    },
    expected: signedIn(200),
  },
  {
    method: 'POST',
    route: '/api/reservations/add',
    request: () => ({
      path: '/api/reservations/add',
      query: { carId: sharedVehicleId },
      body: { ...nextSlot(), ...places },
    }),
    expected: signedIn(201),
  },
  {
    method: 'POST',
    route: '/api/reservations/admin/add',
    request: () => ({
      path: '/api/reservations/admin/add',
      query: { carId: sharedVehicleId, userId: callers.customer.id! },
      body: { ...nextSlot(), ...places },
    }),
    expected: adminOnly(201),
  },
  {
    method: 'GET',
    route: '/api/reservations/auth/all',
    request: () => ({ path: '/api/reservations/auth/all' }),
    expected: signedIn(200),
  },
  {
    // Owned by `customer`: anyone else is told it does not exist.
    method: 'GET',
    route: '/api/reservations/{id}/auth',
    request: async () => ({ path: `/api/reservations/${await freshReservation()}/auth` }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    // Owned by `customer`: anyone else is told it does not exist.
    method: 'PATCH',
    route: '/api/reservations/{id}/cancel',
    request: async () => ({ path: `/api/reservations/${await freshReservation()}/cancel` }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    method: 'GET',
    route: '/api/reservations/admin/all/pages',
    request: () => ({ path: '/api/reservations/admin/all/pages' }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/reservations/admin/all',
    request: () => ({ path: '/api/reservations/admin/all' }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/reservations/admin/timeline',
    request: () => ({ path: '/api/reservations/admin/timeline' }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/reservations/{id}/admin',
    request: async () => ({ path: `/api/reservations/${await freshReservation()}/admin` }),
    expected: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/reservations/admin/auth',
    request: async () => ({
      path: '/api/reservations/admin/auth',
      query: { carId: sharedVehicleId, reservationId: await freshReservation() },
      body: { ...nextSlot(), ...places, status: 'DONE' },
    }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/reservations/admin/{id}/auth',
    request: async () => ({ path: `/api/reservations/admin/${await freshReservation()}/auth` }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/contactmessage/visitors',
    request: () => ({
      path: '/api/contactmessage/visitors',
      body: {
        name: 'Robin',
        email: 'robin@example.com',
        subject: 'Hello there',
        body: 'A message long enough to be accepted.',
      },
    }),
    expected: everyone(201),
  },
  {
    method: 'GET',
    route: '/api/contactmessage/pages',
    request: () => ({ path: '/api/contactmessage/pages' }),
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/contactmessage/{id}',
    request: async () => ({ path: `/api/contactmessage/${await freshMessage()}` }),
    expected: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/contactmessage/{id}',
    request: async () => ({ path: `/api/contactmessage/${await freshMessage()}` }),
    expected: adminOnly(200),
  },
  ...['users', 'cars', 'reservations'].map((report) => ({
    method: 'GET' as const,
    route: `/api/excel/download/${report}`,
    request: () => ({ path: `/api/excel/download/${report}` }),
    expected: adminOnly(200),
  })),
  {
    method: 'GET',
    route: '/api/admin/outbox',
    request: () => ({ path: '/api/admin/outbox' }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/outbox/{id}/retry',
    request: async () => ({ path: `/api/admin/outbox/${await freshFailedMail()}/retry` }),
    expected: adminOnly(200),
  },
];

beforeAll(async () => {
  const adminToken = await t.signIn('admin');
  // A registered (not built-in) administrator, so that built-in protection plays no part here.
  const admin = await registerCustomer(api);
  await promoteToAdmin(admin, adminToken);
  callers.anonymous = {};
  callers.customer = await registerCustomer(api);
  callers.otherCustomer = await registerCustomer(api);
  callers.admin = admin;
  sharedVehicleId = await freshVehicle();
});

describe('who may call what', () => {
  it('covers every route of the OpenAPI document', async () => {
    const document = (await api.get('/api/docs/json')).json<{ paths: Record<string, object> }>();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = cases.map((c) => `${c.method} ${c.route}`);
    expect([...covered].sort()).toEqual([...documented].sort());
  });

  for (const routeCase of cases) {
    for (const role of ROLES) {
      it(`${routeCase.method} ${routeCase.route} as ${role} → ${routeCase.expected[role]}`, async () => {
        const caller = callers[role];
        const request = await routeCase.request(caller);
        const response = await api.call(routeCase.method, request.path, {
          token: request.token ?? caller.token,
          query: request.query,
          ...(request.multipart
            ? { body: request.multipart.body, headers: request.multipart.headers }
            : { body: request.body as object }),
        });
        expect(response.statusCode, response.body).toBe(routeCase.expected[role]);
      });
    }
  }
});

describe('tokens', () => {
  it('answers 401 for a malformed, forged or foreign-scheme token', async () => {
    const forged = callers.customer.token!.slice(0, -4) + 'AAAA';
    for (const authorization of [
      'Bearer nonsense',
      `Bearer ${forged}`,
      `Basic ${callers.customer.token}`,
    ]) {
      const response = await api.get('/api/user', { headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json().status).toBe('UNAUTHORIZED');
    }
  });

  it('stops working at once when the user is deleted', async () => {
    const doomed = await registerCustomer(api);
    await api.delete(`/api/user/${doomed.id}/auth`, { token: callers.admin.token });
    expect((await api.get('/api/user', { token: doomed.token })).statusCode).toBe(401);
  });

  it('follows a role change at once, both ways', async () => {
    const user = await registerCustomer(api);
    const setRoles = (roles: string[]) =>
      api.put(`/api/user/${user.id}/auth`, {
        token: callers.admin.token,
        body: { ...profileOf(user), roles },
      });
    expect((await api.get('/api/user/auth/all', { token: user.token })).statusCode).toBe(403);
    await setRoles(['Customer', 'Administrator']);
    expect((await api.get('/api/user/auth/all', { token: user.token })).statusCode).toBe(200);
    await setRoles(['Customer']);
    expect((await api.get('/api/user/auth/all', { token: user.token })).statusCode).toBe(403);
  });
});
