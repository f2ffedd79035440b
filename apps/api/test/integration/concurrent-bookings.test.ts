import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations } from '../../src/db/schema.ts';
import {
  apiClient,
  registerCustomer,
  startTestApp,
  type ApiClient,
  type TestApp,
} from '../support/harness.ts';
import { at } from '../support/times.ts';

const CONTENDERS = 60;
const VEHICLE_ID = 5;

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.app);
});
afterAll(() => t.close());

describe('simultaneous bookings of one vehicle', () => {
  it('lets exactly one of many overlapping bookings win', async () => {
    const customers = await Promise.all(
      Array.from({ length: CONTENDERS }, () => registerCustomer(api)),
    );
    // Every window overlaps every other: they all contain 12:00-13:00 of the same day.
    const responses = await Promise.all(
      customers.map((customer, index) =>
        api.post('/api/reservations/add', {
          token: customer.token,
          query: { carId: VEHICLE_ID },
          body: {
            pickUpTime: at(45, 10 + (index % 3)),
            dropOffTime: at(45, 13 + (index % 4)),
            pickUpLocation: 'Union Square',
            dropOffLocation: 'Union Square',
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONTENDERS - 1);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toBe('Vehicle is not available for the selected dates!');
    }
    const stored = await t.db.select().from(reservations).where(eq(reservations.carId, VEHICLE_ID));
    const created = stored.filter((row) => row.pickUpTime > new Date(Date.now() + 40 * 86_400_000));
    expect(created).toHaveLength(1);
  });
});
