import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, bookInMinutes, call, inMinutes, licensedCustomer } from './http.ts';
import { startServerOnOwnDatabase, type ServerOnOwnDatabase } from './own-database.ts';

/** Trips on the road at once: one per vehicle of the demo fleet free now, at most. */
const TRIPS = 12;
/** The trip every customer books: from a few minutes on, for two hours. */
const TRIP_MINUTES = { from: 5, to: 125 };
const RETURN = {
  odometer: 1_180,
  fuelEighths: 5,
  notes: 'Returned at the front desk',
  damage: [
    { description: 'Scratch on the rear bumper', amount: 120 },
    { description: 'Chipped wing mirror', amount: 45.5 },
  ],
};
const RETURN_CODES = ['FUEL', 'DAMAGE', 'DAMAGE'];

interface StoredTrip {
  status: string;
  totalPrice: number;
  charges: { code: string }[];
  handover: { checkOut?: unknown; checkIn?: unknown };
}

let running: ServerOnOwnDatabase | undefined;

afterAll(async () => {
  await running?.server.stop('SIGKILL');
  await running?.remove();
});

/** The demo vehicles that nothing holds during the trip (the demo data books some of them). */
async function freeVehicles(baseUrl: string): Promise<number[]> {
  const window = new URLSearchParams({
    pickUpDateTime: inMinutes(TRIP_MINUTES.from),
    dropOffDateTime: inMinutes(TRIP_MINUTES.to),
    size: '100',
  });
  const search = await call(baseUrl, 'GET', `/api/car/visitors/search?${window.toString()}`);
  expect(search.status).toBe(200);
  return (search.body.content as { id: number }[]).map((vehicle) => vehicle.id).slice(0, TRIPS);
}

/** A customer whose licence passes the check at pick-up, booked on `carId` for the trip. */
async function tripReadyToLeave(baseUrl: string, carId: number): Promise<number> {
  const token = await licensedCustomer(baseUrl, `D${carId}000${carId}`);
  const booked = await bookInMinutes(baseUrl, token, carId, TRIP_MINUTES);
  return booked.body.id as number;
}

const stored = async (baseUrl: string, token: string, id: number) =>
  (await call(baseUrl, 'GET', `/api/reservations/${id}/admin`, { token }))
    .body as unknown as StoredTrip;

/** The return's lines of a trip, in their order. */
const returnLines = (trip: StoredTrip) =>
  trip.charges.map((line) => line.code).filter((code) => RETURN_CODES.includes(code));

describe('the server killed (SIGKILL) in the middle of check-ins', () => {
  it('leaves each trip on the road with nothing of its return, or done with all of it', async () => {
    running = await startServerOnOwnDatabase({ SEED: 'true' });
    let server = running.server;
    const admin = await adminToken(server.url);
    const ids: number[] = [];
    const vehicles = await freeVehicles(server.url);
    expect(vehicles.length).toBeGreaterThanOrEqual(6);
    for (const carId of vehicles) {
      const id = await tripReadyToLeave(server.url, carId);
      const out = await call(server.url, 'POST', `/api/reservations/admin/${id}/check-out`, {
        token: admin,
        body: { odometer: 1_000, fuelEighths: 8 },
      });
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      ids.push(id);
    }
    const before = new Map(
      await Promise.all(
        ids.map(async (id) => [id, (await stored(server.url, admin, id)).totalPrice] as const),
      ),
    );

    // Every check-in at once; the server dies as soon as the first is acknowledged.
    const acknowledged: number[] = [];
    const url = server.url;
    let killed: Promise<unknown> | undefined;
    await Promise.all(
      ids.map(async (id) => {
        try {
          const answer = await call(url, 'POST', `/api/reservations/admin/${id}/check-in`, {
            token: admin,
            body: RETURN,
          });
          if (answer.status === 200) acknowledged.push(id);
          else throw new Error(`check-in answered ${answer.status}`);
          killed ??= server.stop('SIGKILL');
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('check-in answered')) throw error;
          // The connection broke: the server is gone.
        }
      }),
    );
    await killed;
    expect(acknowledged.length).toBeGreaterThan(0);

    server = await running.restart({ SEED: 'false' });
    const office = await adminToken(server.url);
    const outcomes = await Promise.all(ids.map((id) => stored(server.url, office, id)));
    outcomes.forEach((trip, index) => {
      const id = ids[index]!;
      expect(trip.handover.checkOut, `trip ${id}'s hand-over`).toBeDefined();
      if (trip.status === 'DONE') {
        expect(trip.handover.checkIn, `trip ${id}'s return`).toBeDefined();
        expect(returnLines(trip)).toEqual(RETURN_CODES);
        expect(trip.totalPrice).toBeGreaterThan(before.get(id)!);
      } else {
        expect(acknowledged, `trip ${id} was acknowledged`).not.toContain(id);
        expect(trip.status).toBe('IN_PROGRESS');
        expect(trip.handover.checkIn, `trip ${id}'s return`).toBeUndefined();
        expect(returnLines(trip)).toEqual([]);
        expect(trip.totalPrice).toBe(before.get(id));
      }
    });

    // And the office carries on: a trip the crash left on the road is taken back whole.
    const leftOnTheRoad = ids.find((_, index) => outcomes[index]!.status === 'IN_PROGRESS');
    if (leftOnTheRoad !== undefined) {
      const again = await call(
        server.url,
        'POST',
        `/api/reservations/admin/${leftOnTheRoad}/check-in`,
        { token: office, body: RETURN },
      );
      expect(again.status).toBe(200);
      expect(returnLines(await stored(server.url, office, leftOnTheRoad))).toEqual(RETURN_CODES);
    }
  });
});
