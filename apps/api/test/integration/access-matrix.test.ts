import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.ts';
import { ADMIN, login, newCustomer, registerCustomer, useTestApp } from '../support/harness.ts';
import { pngUpload } from '../support/images.ts';
import { at, requestDay } from '../support/times.ts';
import { vehicleBody } from '../support/vehicles.ts';

type Role = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
const ROLES: Role[] = ['anonymous', 'customer', 'otherCustomer', 'admin'];

interface Caller {
  token?: string;
  id?: number;
  email?: string;
  password?: string;
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
/**
 * Owned by `customer`: anyone else is told it does not exist, the office too unless it reads
 * it (`admin`).
 */
const customersOwn = (admin: 200 | 404) => ({
  anonymous: 401,
  customer: 200,
  otherCustomer: 404,
  admin,
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
/** A fresh slot as the search and the price quote take it. */
const nextWindowQuery = () => {
  const { pickUpTime, dropOffTime } = nextSlot();
  return { pickUpDateTime: pickUpTime, dropOffDateTime: dropOffTime };
};
const places = { pickUpLocation: 'Union Square', dropOffLocation: 'Union Square' };

const matrixVehicle = vehicleBody({ model: 'Matrix Sedan' });
/** The revenue and utilisation reports' query: the coming week. */
const reportRange = () => ({ query: { from: requestDay(0), to: requestDay(6) } });

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
    body: matrixVehicle,
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

/** A rate period on a day of its own, far beyond any booking here. */
let ratePeriodDays = 0;
function ratePeriodBody() {
  ratePeriodDays += 1;
  const day = `01/${String(ratePeriodDays).padStart(2, '0')}/2099`;
  return { name: 'Matrix', startDate: day, endDate: day, percent: 10 };
}

async function freshRatePeriod(): Promise<number> {
  const created = await api.post('/api/rates/admin', {
    token: callers.admin.token,
    body: ratePeriodBody(),
  });
  return created.json<{ id: number }>().id;
}

let extraCount = 0;
/** An extra of a name of its own: an extra's name is unique. */
const extraBody = () => {
  extraCount += 1;
  return { name: `Booster seat ${extraCount}`, price: 8, per: 'DAY', maxQuantity: 2 };
};

async function freshExtra(): Promise<number> {
  const created = await api.post('/api/extras/admin', {
    token: callers.admin.token,
    body: extraBody(),
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

/** A new session of `customer`, signed in afresh: the one the callers' token holds stays. */
async function freshSessionOfCustomer(): Promise<number> {
  const { email, password } = callers.customer;
  const token = await login(api, email!, password!);
  const listed = await api.get('/api/user/sessions', { token });
  return listed.json<{ id: number; current: boolean }[]>().find((session) => session.current)!.id;
}

/** A case whose every caller calls the route itself (it has no path parameter). */
function atRoute(
  method: RouteCase['method'],
  route: string,
  expected: Record<Role, number>,
  rest: () => Promise<Omit<Request, 'path'>> | Omit<Request, 'path'> = () => ({}),
): RouteCase {
  return { method, route, request: async () => ({ path: route, ...(await rest()) }), expected };
}

/** A case whose route's one path parameter is filled, for each caller, with `idOf()`. */
function atRouteWithId(
  method: RouteCase['method'],
  route: string,
  expected: Record<Role, number>,
  idOf: () => Promise<number | string> | number | string,
): RouteCase {
  return {
    method,
    route,
    request: async () => ({ path: route.replace(/\{\w+\}/, String(await idOf())) }),
    expected,
  };
}

const cases: RouteCase[] = [
  atRoute('GET', '/api/health', everyone(200)),
  atRoute('GET', '/api/settings', everyone(200)),
  atRoute('GET', '/api/settings/terms', everyone(200)),
  atRoute('POST', '/api/register', everyone(201), () => ({ body: newCustomer() })),
  atRoute('POST', '/api/login', everyone(200), () => ({
    body: { email: ADMIN.email, password: ADMIN.password },
  })),
  atRoute('POST', '/api/password/forgot', everyone(200), () => ({
    body: { email: 'nobody@example.com' },
  })),
  // An unknown link: the caller got past the access check, nothing changes.
  atRoute('POST', '/api/password/reset', everyone(400), () => ({
    body: { token: 'not-a-real-token', newPassword: 'Another#Password1' },
  })),
  {
    // Logging out ends every session of its caller, so a stand-in of the caller's role logs
    // out: the callers' own tokens keep working for the cases after this one.
    method: 'POST',
    route: '/api/logout',
    request: async (caller) => ({ path: '/api/logout', token: await standInToken(caller) }),
    expected: signedIn(200),
  },
  atRoute('GET', '/api/user', signedIn(200)),
  {
    method: 'PUT',
    route: '/api/user',
    request: (caller) => ({ path: '/api/user', body: profileOf(caller) }),
    expected: signedIn(200),
  },
  // A wrong current password: the caller got past the access check, nothing changes.
  atRoute('PATCH', '/api/user/auth', signedIn(400), () => ({
    body: { oldPassword: 'Wrong#Password1', newPassword: 'Another#Password1' },
  })),
  atRoute('GET', '/api/user/sessions', signedIn(200)),
  // Only one's own: the office too is told another person's session does not exist.
  atRouteWithId('DELETE', '/api/user/sessions/{id}', customersOwn(404), freshSessionOfCustomer),
  atRoute('GET', '/api/user/auth/pages', adminOnly(200)),
  atRoute('GET', '/api/user/auth/all', adminOnly(200)),
  atRouteWithId('GET', '/api/user/{id}/auth', adminOnly(200), () => callers.customer.id!),
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
  atRouteWithId(
    'DELETE',
    '/api/user/{id}/auth',
    adminOnly(200),
    async () => (await registerCustomer(api)).id,
  ),
  atRoute('GET', '/api/car/visitors/all', everyone(200)),
  atRoute('GET', '/api/car/visitors/pages', everyone(200)),
  atRoute('GET', '/api/car/visitors/popular', everyone(200)),
  atRoute('GET', '/api/car/visitors/search', everyone(200), () => ({
    query: nextWindowQuery(),
  })),
  atRouteWithId('GET', '/api/car/visitors/{id}/availability', everyone(200), () => sharedVehicleId),
  atRouteWithId('GET', '/api/car/visitors/{id}', everyone(200), () => sharedVehicleId),
  {
    method: 'POST',
    route: '/api/car/admin/{imageId}/add',
    request: async () => ({
      path: `/api/car/admin/${await freshImage()}/add`,
      body: matrixVehicle,
    }),
    expected: adminOnly(201),
  },
  atRoute('PUT', '/api/car/admin/auth', adminOnly(200), async () => ({
    query: { id: await freshVehicle(), imageId: await freshImage() },
    body: matrixVehicle,
  })),
  atRouteWithId('DELETE', '/api/car/admin/{id}/auth', adminOnly(200), freshVehicle),
  atRoute('GET', '/api/car/admin/pages', adminOnly(200)),
  atRouteWithId('GET', '/api/car/admin/{id}', adminOnly(200), () => sharedVehicleId),
  atRouteWithId('GET', '/api/car/admin/{id}/blocks', adminOnly(200), () => sharedVehicleId),
  {
    method: 'POST',
    route: '/api/car/admin/{id}/blocks',
    request: () => ({ path: `/api/car/admin/${sharedVehicleId}/blocks`, body: blockBody() }),
    expected: adminOnly(201),
  },
  atRouteWithId('DELETE', '/api/car/admin/blocks/{blockId}', adminOnly(200), freshBlock),
  atRoute('POST', '/api/files/upload', adminOnly(200), () => ({ multipart: pngUpload() })),
  atRouteWithId('GET', '/api/files/display/{id}', everyone(200), freshImage),
  atRouteWithId('DELETE', '/api/files/{id}', adminOnly(200), freshImage),
  atRoute('GET', '/api/reservations/auth', signedIn(200), () => ({
    query: { carId: sharedVehicleId, ...nextWindowQuery() },
  })),
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
  atRoute('GET', '/api/reservations/admin/quote', adminOnly(200), () => ({
    query: { carId: sharedVehicleId, userId: callers.customer.id!, ...nextWindowQuery() },
  })),
  atRoute('GET', '/api/reservations/auth/all', signedIn(200)),
  // Owned by `customer` (customersOwn).
  atRouteWithId('GET', '/api/reservations/{id}/auth', customersOwn(404), freshReservation),
  atRouteWithId('PATCH', '/api/reservations/{id}/cancel', customersOwn(404), freshReservation),
  atRouteWithId('GET', '/api/reservations/{id}/extension', customersOwn(404), freshReservation),
  {
    method: 'PATCH',
    route: '/api/reservations/{id}/extend',
    request: async () => {
      const id = await freshReservation();
      // An hour past the drop-off of the slot just booked (nextSlot: 10:00-12:00).
      return { path: `/api/reservations/${id}/extend`, body: { dropOffTime: at(30 + slot, 13) } };
    },
    expected: customersOwn(404),
  },
  // The office reads these too.
  atRouteWithId('GET', '/api/reservations/{id}/payments', customersOwn(200), freshReservation),
  atRouteWithId('GET', '/api/reservations/{id}/receipt', customersOwn(200), freshReservation),
  {
    method: 'GET',
    route: '/api/reservations/{id}/credit-notes/{number}',
    // No credit note of a fresh booking: the owner and the office are told so (404) like
    // anyone else; the owner's right to one is tested in credit-notes.test.ts.
    request: async () => ({
      path: `/api/reservations/${await freshReservation()}/credit-notes/KT-CN-2031-000001`,
    }),
    expected: { anonymous: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/reservations/admin/{id}/payments',
    request: async () => ({
      path: `/api/reservations/admin/${await freshReservation()}/payments`,
      body: { kind: 'CHARGE', amount: 5, note: 'Matrix' },
    }),
    expected: adminOnly(201),
  },
  {
    method: 'POST',
    route: '/api/reservations/admin/{id}/charges',
    request: async () => ({
      path: `/api/reservations/admin/${await freshReservation()}/charges`,
      body: { code: 'ADJUSTMENT', amount: 5, reason: 'Matrix' },
    }),
    expected: adminOnly(201),
  },
  atRoute('GET', '/api/reservations/admin/all/pages', adminOnly(200)),
  atRoute('GET', '/api/reservations/admin/all', adminOnly(200)),
  atRoute('GET', '/api/reservations/admin/timeline', adminOnly(200)),
  atRouteWithId('GET', '/api/reservations/{id}/admin', adminOnly(200), freshReservation),
  {
    method: 'PUT',
    route: '/api/reservations/admin/auth',
    request: async () => ({
      path: '/api/reservations/admin/auth',
      query: { carId: sharedVehicleId, reservationId: await freshReservation() },
      body: { ...nextSlot(), ...places, status: 'CANCELLED' },
    }),
    expected: adminOnly(200),
  },
  atRouteWithId('DELETE', '/api/reservations/admin/{id}/auth', adminOnly(200), freshReservation),
  atRoute('GET', '/api/reservations/admin/today', adminOnly(200)),
  atRoute('GET', '/api/reservations/admin/day-sheet', adminOnly(200), () => ({
    query: { date: requestDay(1) },
  })),
  atRoute('GET', '/api/reservations/admin/overdue', adminOnly(200)),
  atRoute('GET', '/api/reservations/admin/missed-pick-ups', adminOnly(200)),
  // The office passes the access check and meets the hand-over's rules: a fresh booking's
  // pick-up is too far ahead to check out, and it cannot be checked in before that (the rules
  // themselves: handover.test.ts).
  ...(['check-out', 'check-in', 'check-in/preview'] as const).map((step) => ({
    method: 'POST' as const,
    route: `/api/reservations/admin/{id}/${step}`,
    request: async () => ({
      path: `/api/reservations/admin/${await freshReservation()}/${step}`,
      body: { odometer: 100, fuelEighths: 8 },
    }),
    expected: adminOnly(400),
  })),
  // Only a hand-over's photo of the caller's own reservation (or any, for the office) is
  // served; an image that is none is not found by anyone signed in.
  {
    method: 'GET',
    route: '/api/reservations/{id}/handover/photos/{imageId}',
    request: async () => ({
      path: `/api/reservations/${await freshReservation()}/handover/photos/${await freshImage()}`,
    }),
    expected: { anonymous: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  atRoute('GET', '/api/rates/admin', adminOnly(200)),
  atRoute('POST', '/api/rates/admin', adminOnly(201), () => ({ body: ratePeriodBody() })),
  {
    method: 'PUT',
    route: '/api/rates/admin/{id}',
    request: async () => ({
      path: `/api/rates/admin/${await freshRatePeriod()}`,
      body: { ...ratePeriodBody(), name: 'Renamed' },
    }),
    expected: adminOnly(200),
  },
  atRouteWithId('DELETE', '/api/rates/admin/{id}', adminOnly(200), freshRatePeriod),
  atRoute('GET', '/api/extras/visitors', everyone(200)),
  atRoute('GET', '/api/extras/admin', adminOnly(200)),
  atRoute('POST', '/api/extras/admin', adminOnly(201), () => ({ body: extraBody() })),
  {
    method: 'PUT',
    route: '/api/extras/admin/{id}',
    request: async () => ({ path: `/api/extras/admin/${await freshExtra()}`, body: extraBody() }),
    expected: adminOnly(200),
  },
  atRouteWithId('DELETE', '/api/extras/admin/{id}', adminOnly(200), freshExtra),
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
  atRoute('GET', '/api/contactmessage/pages', adminOnly(200)),
  atRouteWithId('GET', '/api/contactmessage/{id}', adminOnly(200), freshMessage),
  atRouteWithId('DELETE', '/api/contactmessage/{id}', adminOnly(200), freshMessage),
  ...['users', 'cars', 'reservations'].map((report) =>
    atRoute('GET', `/api/excel/download/${report}`, adminOnly(200)),
  ),
  ...['/api/excel/download/revenue', '/api/excel/download/utilisation'].map((route) =>
    atRoute('GET', route, adminOnly(200), reportRange),
  ),
  ...['/api/reports/admin/revenue', '/api/reports/admin/utilisation'].map((route) =>
    atRoute('GET', route, adminOnly(200), reportRange),
  ),
  atRoute('GET', '/api/payments/admin/tasks', adminOnly(200)),
  atRoute('GET', '/api/admin/outbox', adminOnly(200)),
  atRoute('GET', '/api/search/admin', adminOnly(200), () => ({ query: { q: 'Taylor' } })),
  atRouteWithId('POST', '/api/admin/outbox/{id}/retry', adminOnly(200), freshFailedMail),
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
