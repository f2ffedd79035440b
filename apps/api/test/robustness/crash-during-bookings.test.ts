import { afterAll, describe, expect, it } from 'vitest';
import { at } from './quiet-days.ts';
import { adminToken, call, customers } from './http.ts';
import { startServerOnOwnDatabase, type ServerOnOwnDatabase } from './own-database.ts';
import { sleep } from './server-process.ts';

const CUSTOMERS = 12;

interface Acknowledged {
  id: number;
  carId: number;
  pickUpTime: string;
  dropOffTime: string;
}

let running: ServerOnOwnDatabase | undefined;

afterAll(async () => {
  await running?.server.stop('SIGKILL');
  await running?.remove();
});

/** Books, in a loop, successive one-hour windows of one vehicle until the server goes away. */
async function bookUntilGone(
  baseUrl: string,
  token: string,
  carId: number,
  acknowledged: Acknowledged[],
) {
  for (let slot = 0; ; slot++) {
    const day = 3 + Math.floor(slot / 10);
    const hour = 8 + (slot % 10);
    const pickUpTime = at(day, hour);
    const dropOffTime = at(day, hour + 1);
    try {
      const answer = await call(baseUrl, 'POST', `/api/reservations/add?carId=${carId}`, {
        token,
        body: {
          pickUpTime,
          dropOffTime,
          pickUpLocation: 'Union Square',
          dropOffLocation: 'Ferry Building',
        },
      });
      if (answer.status === 201)
        acknowledged.push({ id: answer.body.id as number, carId, pickUpTime, dropOffTime });
      else if (answer.status !== 409) throw new Error(`booking answered ${answer.status}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('booking answered')) throw error;
      return; // the connection broke: the server is gone
    }
  }
}

describe('the server killed (SIGKILL) in the middle of a booking load', () => {
  it('keeps every acknowledged booking, whole, and nothing half written', async () => {
    running = await startServerOnOwnDatabase({ SEED: 'true' });
    let server = running.server;
    const tokens = await customers(server.url, CUSTOMERS);
    const acknowledged: Acknowledged[] = [];
    // Each customer books its own vehicle (the demo fleet has 12), so nearly all succeed.
    const load = tokens.map((token, index) =>
      bookUntilGone(server.url, token, index + 1, acknowledged),
    );
    while (acknowledged.length < 60) await sleep(20);
    await server.stop('SIGKILL');
    await Promise.all(load);

    server = await running.restart({ SEED: 'false' });
    const admin = await adminToken(server.url);
    const all = await call(server.url, 'GET', '/api/reservations/admin/all', { token: admin });
    expect(all.status).toBe(200);
    const stored = all.body as unknown as {
      id: number;
      car: { id: number };
      pickUpTime: string;
      status: string;
      totalPrice: number;
    }[];
    const byId = new Map(stored.map((reservation) => [reservation.id, reservation]));
    for (const booking of acknowledged) {
      const found = byId.get(booking.id);
      expect(found, `acknowledged booking ${booking.id}`).toBeDefined();
      expect(found!.car.id).toBe(booking.carId);
      expect(found!.status).toBe('CREATED');
      expect(found!.totalPrice).toBeGreaterThan(0);
    }
    // The page total (kept by triggers) agrees with the rows: no write was half done.
    const page = await call(server.url, 'GET', '/api/reservations/admin/all/pages?size=1', {
      token: admin,
    });
    expect(page.body.totalElements).toBe(stored.length);
    // And the server works on: a new booking of a window taken before the crash is refused.
    const [first] = acknowledged;
    const again = await call(server.url, 'POST', `/api/reservations/add?carId=${first!.carId}`, {
      token: tokens[first!.carId - 1],
      body: {
        pickUpTime: first!.pickUpTime,
        dropOffTime: first!.dropOffTime,
        pickUpLocation: 'Union Square',
        dropOffLocation: 'Union Square',
      },
    });
    expect(again.status).toBe(409);
  });
});
