import { describe, expect, it } from 'vitest';
import { startStripeDouble } from '@keyturn/stripe-double';
import type { BookingCreated } from '@keyturn/shared';
import { apiClient, registerCustomer, startTestApp, useStarted } from '../support/harness.ts';
import { at } from '../support/times.ts';

const WEBHOOK_SECRET = 'whsec_keyturn_money_task_keys_tests';

const double = useStarted(
  'payment provider double',
  () => startStripeDouble({ webhookSecret: WEBHOOK_SECRET }),
  (started) => started.close(),
);

/** An instance of Keyturn on a database of its own, paid online through the shared double. */
const instanceOnItsOwnDatabase = () =>
  startTestApp({
    maxActiveBookings: 1000,
    payments: {
      mode: 'stripe',
      secretKey: double().secretKey,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: double().url,
      holdMinutes: 30,
      reconcileSeconds: 120,
    },
  });

const first = useStarted('first instance', instanceOnItsOwnDatabase, (app) => app.close());
const second = useStarted('second instance', instanceOnItsOwnDatabase, (app) => app.close());

async function bookOnline(app: ReturnType<typeof first>) {
  const api = apiClient(app.app);
  const customer = await registerCustomer(api);
  const response = await api.post('/api/reservations/add', {
    token: customer.token,
    query: { carId: 4 },
    body: {
      pickUpTime: at(30, 10),
      dropOffTime: at(30, 12),
      pickUpLocation: 'Union Square',
      dropOffLocation: 'Union Square',
    },
  });
  return response;
}

describe("the provider's idempotency keys", () => {
  it('are never named after a reservation: two databases on one provider account each book their first booking', async () => {
    const one = await bookOnline(first());
    const two = await bookOnline(second());
    expect(one.statusCode, one.body).toBe(201);
    expect(two.statusCode, two.body).toBe(201);
    // The same reservation id in both databases, as after a restore or beside a staging copy.
    expect(two.json<BookingCreated>().id).toBe(one.json<BookingCreated>().id);
    const sessions = (await double().state()).checkoutSessions;
    expect(new Set(sessions.map((session) => session.id)).size).toBe(2);
  });
});
