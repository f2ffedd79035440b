import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicles, type VehicleRow } from '../../src/db/schema.ts';
import { expectEnvelope, useTestApp } from '../support/harness.ts';

interface Listed {
  id: number;
  model: string;
  seats: number;
  age: number;
  pricePerHour: number;
}
interface ListedPage {
  content: Listed[];
  totalElements: number;
  totalPages: number;
}

type Params = Record<string, string | number | readonly (string | number)[]>;

const t = useTestApp();
const { api } = t;
let fleet: VehicleRow[];

/** GET a page of the catalogue; repeated parameters as arrays. */
function catalogue(params: Params = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of [value].flat()) query.append(name, String(one));
  }
  return api.get(`/api/car/visitors/pages?${query.toString()}`);
}

async function listed(params: Params = {}): Promise<ListedPage> {
  const response = await catalogue({ size: 100, ...params });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListedPage>();
}

const idsOf = (page: ListedPage) => page.content.map((vehicle) => vehicle.id).sort();
const idsKept = (keep: (vehicle: VehicleRow) => boolean) =>
  fleet
    .filter(keep)
    .map((vehicle) => vehicle.id)
    .sort();

beforeAll(async () => {
  fleet = await t.db.select().from(vehicles);
});

describe('GET /api/car/visitors/pages: the catalogue narrowed by the search filters', () => {
  it('keeps the vehicles with any ticked transmission or fuel type, enough seats, a low enough price, air conditioning as asked', async () => {
    const cases: [Params, (vehicle: VehicleRow) => boolean][] = [
      [{ transmission: 'Manual' }, (v) => v.transmission === 'Manual'],
      [{ transmission: ['Manual', 'Tiptronic'] }, (v) => v.transmission !== 'Automatic'],
      [
        { fuelType: ['Electricity', 'Hybrid'] },
        (v) => v.fuelType === 'Electricity' || v.fuelType === 'Hybrid',
      ],
      [{ minSeats: 5 }, (v) => v.seats >= 5],
      [{ maxPricePerHour: 40 }, (v) => v.pricePerHourCents <= 4000],
      [{ airConditioning: 'false' }, (v) => !v.airConditioning],
      [
        { airConditioning: 'true', minSeats: 4, fuelType: 'Gasoline' },
        (v) => v.airConditioning && v.seats >= 4 && v.fuelType === 'Gasoline',
      ],
    ];
    for (const [filters, keep] of cases) {
      const page = await listed(filters);
      const expected = idsKept(keep);
      // A filter that keeps all or nothing would prove nothing.
      expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(filters)).toBeLessThan(fleet.length);
      expect(idsOf(page), JSON.stringify(filters)).toEqual(expected);
      expect(page.totalElements).toBe(expected.length);
    }
  });

  it('counts and pages only what the filters keep, in the order asked', async () => {
    const hybrids = idsKept((v) => v.fuelType === 'Hybrid' || v.fuelType === 'Electricity');
    const filters = { fuelType: ['Hybrid', 'Electricity'], size: 1, sort: 'pricePerHour' };
    const first = (await catalogue({ ...filters, page: 0 })).json<ListedPage>();
    expect(first.totalElements).toBe(hybrids.length);
    expect(first.totalPages).toBe(hybrids.length);
    const prices: number[] = [];
    for (let page = 0; page < hybrids.length; page++) {
      const one = (await catalogue({ ...filters, page })).json<ListedPage>();
      prices.push(one.content[0]!.pricePerHour);
    }
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const beyond = (await catalogue({ ...filters, page: hybrids.length })).json<ListedPage>();
    expect(beyond.content).toEqual([]);
    expect(beyond.totalElements).toBe(hybrids.length);
  });

  it('without a filter is the whole fleet, by model, as before', async () => {
    const page = await listed();
    expect(page.totalElements).toBe(fleet.length);
    const models = page.content.map((vehicle) => vehicle.model);
    expect(models).toEqual([...models].sort((a, b) => a.localeCompare(b)));
  });

  it('refuses a filter it cannot read with the reason, as the search does', async () => {
    for (const [filter, words] of [
      [{ transmission: 'Hovercraft' }, 'Transmission must be one of: Automatic, Manual, Tiptronic'],
      [{ fuelType: ['Diesel', 'Steam'] }, 'Fuel type must be one of'],
      [{ minSeats: 'many' }, 'Minimum seats'],
      [{ maxPricePerHour: -5 }, 'Maximum price per hour must be greater than 0'],
      [{ maxPricePerHour: 10.555 }, 'Maximum price per hour can have at most 2 decimals'],
      [{ airConditioning: 'maybe' }, 'Air conditioning must be true or false'],
    ] as const) {
      const response = await catalogue(filter);
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(expectEnvelope(response).message, JSON.stringify(filter)).toContain(words);
    }
  });

  it('keeps each filtered answer apart in the catalogue cache, and builds it again after a change', async () => {
    const manual = { transmission: 'Manual' };
    const all = await catalogue({ size: 100 });
    const filtered = await catalogue({ size: 100, ...manual });
    expect(filtered.json<ListedPage>().totalElements).toBeLessThan(
      all.json<ListedPage>().totalElements,
    );
    expect(filtered.headers.etag).not.toBe(all.headers.etag);
    const again = await catalogue({ size: 100, ...manual });
    expect(again.headers.etag).toBe(filtered.headers.etag);

    // An automatic car turned manual behind the API's back (as psql would) joins the list.
    const automatic = fleet.find((vehicle) => vehicle.transmission === 'Automatic')!;
    await t.db
      .update(vehicles)
      .set({ transmission: 'Manual' })
      .where(eq(vehicles.id, automatic.id));
    try {
      const changed = (await listed(manual)).content.map((vehicle) => vehicle.id);
      expect(changed).toContain(automatic.id);
    } finally {
      await t.db
        .update(vehicles)
        .set({ transmission: 'Automatic' })
        .where(eq(vehicles.id, automatic.id));
    }
  });
});
