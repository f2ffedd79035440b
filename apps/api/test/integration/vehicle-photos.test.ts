import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../src/db/schema.ts';
import { bookCar } from '../support/bookings.ts';
import { registerCustomer, useTestApp } from '../support/harness.ts';
import { at } from '../support/times.ts';
import { addTestVehicle } from '../support/vehicles.ts';

const t = useTestApp({}, { signIn: ['admin'] });
const { api, tokens } = t;

interface Shown {
  id: number;
  image: string[];
}
interface Booked {
  id: number;
  car: Shown;
}

let vehicleId: number;
/** The vehicle's photos, oldest first, as every answer must show them. */
let photos: string[];
let customerToken: string;
let reservationId: number;

async function read<T>(url: string, token?: string, query: Record<string, string> = {}) {
  const response = await api.get(url, { token, query });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

/** The test vehicle among shown vehicles; fails when it is missing. */
function ours(shown: Shown[]): Shown {
  const found = shown.find((vehicle) => vehicle.id === vehicleId);
  expect(found, 'the test vehicle is in the answer').toBeDefined();
  return found!;
}

beforeAll(async () => {
  const added = await addTestVehicle(api, tokens.admin, { model: 'Photo Tourer' });
  vehicleId = added.id;
  const [first] = await t.db.select().from(images).where(eq(images.id, added.imageId));
  // A second, newer photo and a third stored as older than the first: the order is by age.
  const insertPhoto = async (createdAt: Date) => {
    const [row] = await t.db
      .insert(images)
      .values({ ...first!, id: undefined, createdAt })
      .returning({ id: images.id });
    return row!.id;
  };
  const newer = await insertPhoto(new Date(first!.createdAt.getTime() + 60_000));
  const older = await insertPhoto(new Date(first!.createdAt.getTime() - 60_000));
  photos = [older, added.imageId, newer];
  const customer = await registerCustomer(api);
  customerToken = customer.token;
  reservationId = await bookCar(api, customerToken, vehicleId, {
    pickUpTime: at(30, 10),
    dropOffTime: at(30, 12),
  });
});

describe("a vehicle's photos, oldest first, in every answer that shows the vehicle", () => {
  it('in the catalogue: one vehicle, its pages, all of them, the popular ones', async () => {
    expect((await read<Shown>(`/api/car/visitors/${vehicleId}`)).image).toEqual(photos);
    const page = await read<{ content: Shown[] }>('/api/car/visitors/pages', undefined, {
      size: '100',
    });
    expect(ours(page.content).image).toEqual(photos);
    expect(ours(await read<Shown[]>('/api/car/visitors/all')).image).toEqual(photos);
    const popular = await read<Shown[]>('/api/car/visitors/popular', undefined, { size: '100' });
    expect(ours(popular).image).toEqual(photos);
  });

  it('in the search for a free car', async () => {
    const found = await read<{ content: Shown[] }>('/api/car/visitors/search', undefined, {
      pickUpDateTime: at(31, 10),
      dropOffDateTime: at(31, 12),
      size: '100',
    });
    expect(ours(found.content).image).toEqual(photos);
  });

  it("in the customer's reservations and the office's", async () => {
    const own = await read<{ content: Booked[] }>('/api/reservations/auth/all', customerToken);
    expect(own.content.map((booked) => booked.car.image)).toEqual([photos]);
    const one = await read<Booked>(`/api/reservations/${reservationId}/auth`, customerToken);
    expect(one.car.image).toEqual(photos);

    const office = await read<{ content: Booked[] }>(
      '/api/reservations/admin/all/pages',
      tokens.admin,
      { size: '100' },
    );
    const booked = office.content.find((reservation) => reservation.id === reservationId);
    expect(booked?.car.image).toEqual(photos);
    const all = await read<Booked[]>('/api/reservations/admin/all', tokens.admin);
    expect(all.find((reservation) => reservation.id === reservationId)?.car.image).toEqual(photos);
    const seen = await read<Booked>(`/api/reservations/${reservationId}/admin`, tokens.admin);
    expect(seen.car.image).toEqual(photos);
  });
});
