import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vehicles } from '../../src/db/schema.ts';
import { expectEnvelope, useTestApp } from '../support/harness.ts';
import { addTestVehicle, vehicleBody } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

async function storedPrices(id: number) {
  const [row] = await t.db
    .select({
      pricePerHourCents: vehicles.pricePerHourCents,
      pricePerDayCents: vehicles.pricePerDayCents,
      depositCents: vehicles.depositCents,
      milesPerDay: vehicles.milesPerDay,
      pricePerExtraMileCents: vehicles.pricePerExtraMileCents,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id));
  return row;
}

function updateVehicle(id: number, imageId: string, body: Record<string, unknown>) {
  return api.put('/api/car/admin/auth', { token: tokens.admin, query: { id, imageId }, body });
}

describe("a vehicle's prices", () => {
  it('stores the day price, deposit and miles in cents and answers them in dollars', async () => {
    const prices = { pricePerDay: 90, deposit: 350.5, milesPerDay: 150, pricePerExtraMile: 0.35 };
    const { id } = await addTestVehicle(api, tokens.admin, { pricePerHour: 15, ...prices });
    expect(await storedPrices(id)).toEqual({
      pricePerHourCents: 1500,
      pricePerDayCents: 9000,
      depositCents: 35050,
      milesPerDay: 150,
      pricePerExtraMileCents: 35,
    });
    expect((await api.get(`/api/car/visitors/${id}`)).json()).toMatchObject(prices);
  });

  it('gives a vehicle made with the spec fields only the defaults, and an update without them keeps its prices', async () => {
    const { id, imageId } = await addTestVehicle(api, tokens.admin);
    expect((await api.get(`/api/car/visitors/${id}`)).json()).toMatchObject({
      pricePerDay: null,
      deposit: 200,
      milesPerDay: null,
      pricePerExtraMile: 0,
    });
    const priced = vehicleBody({ pricePerDay: 100, deposit: 300, milesPerDay: 200 });
    expect((await updateVehicle(id, imageId, priced)).statusCode).toBe(200);
    expect((await updateVehicle(id, imageId, vehicleBody({ model: 'Renamed' }))).statusCode).toBe(
      200,
    );
    expect(await storedPrices(id)).toMatchObject({
      pricePerDayCents: 10000,
      depositCents: 30000,
      milesPerDay: 200,
    });
    // null clears the day price: 24 hours at the hourly price again.
    const cleared = vehicleBody({ pricePerDay: null });
    expect((await updateVehicle(id, imageId, cleared)).statusCode).toBe(200);
    expect((await storedPrices(id))!.pricePerDayCents).toBeNull();
  });

  it('refuses a day price above 24 hours, on a new vehicle and on a lower hourly price', async () => {
    const message = 'Price per day can be at most 24 times the price per hour';
    const refused = await api.post('/api/car/admin/00000000-0000-4000-8000-000000000000/add', {
      token: tokens.admin,
      body: vehicleBody({ pricePerHour: 10, pricePerDay: 240.01 }),
    });
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused).errors).toEqual([{ field: 'pricePerDay', message }]);

    const { id, imageId } = await addTestVehicle(api, tokens.admin, {
      pricePerHour: 10,
      pricePerDay: 240,
    });
    const lowered = await updateVehicle(id, imageId, vehicleBody({ pricePerHour: 9 }));
    expect(lowered.statusCode).toBe(400);
    expect(expectEnvelope(lowered).errors).toEqual([{ field: 'pricePerDay', message }]);
    expect(await storedPrices(id)).toMatchObject({
      pricePerHourCents: 1000,
      pricePerDayCents: 24000,
    });
  });

  it('refuses a negative deposit and miles that are not whole', async () => {
    const response = await api.post('/api/car/admin/00000000-0000-4000-8000-000000000000/add', {
      token: tokens.admin,
      body: vehicleBody({ deposit: -1, milesPerDay: 1.5 }),
    });
    expect(response.statusCode).toBe(400);
    expect(expectEnvelope(response).errors).toEqual([
      { field: 'deposit', message: 'Deposit must be at least 0' },
      { field: 'milesPerDay', message: 'Miles per day must be a whole number' },
    ]);
  });
});
