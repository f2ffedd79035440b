import type { Database } from '../../src/db/client.ts';
import { vehicles, type VehicleRow } from '../../src/db/schema.ts';
import type { ApiClient } from './harness.ts';
import { uploadImage } from './images.ts';

/** A valid body for adding or updating a vehicle; a test overrides what it is about. */
export function vehicleBody(overrides: Record<string, unknown> = {}) {
  return {
    model: 'Test Roadster',
    doors: 2,
    seats: 2,
    luggage: 1,
    transmission: 'Manual',
    airConditioning: true,
    fuelType: 'Gasoline',
    age: 2,
    pricePerHour: 21.5,
    ...overrides,
  };
}

/** Adds a vehicle with a fresh photo as the given administrator; fails unless it is stored. */
export async function addTestVehicle(
  api: ApiClient,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; imageId: string }> {
  const imageId = await uploadImage(api, token);
  const response = await api.post(`/api/car/admin/${imageId}/add`, {
    token,
    body: vehicleBody(overrides),
  });
  if (response.statusCode !== 201) {
    throw new Error(`the vehicle was refused: ${response.statusCode} ${response.body}`);
  }
  return { id: response.json<{ id: number }>().id, imageId };
}

/** The stored vehicle with the lowest id: the seed's first. */
export async function firstVehicle(db: Database): Promise<VehicleRow> {
  const [first] = await db.select().from(vehicles).orderBy(vehicles.id).limit(1);
  if (!first) throw new Error('the database holds no vehicle');
  return first;
}
