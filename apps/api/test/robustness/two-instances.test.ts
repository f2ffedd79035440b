import { afterAll, describe, expect, it } from 'vitest';
import { at } from './quiet-days.ts';
import { createServerDatabase, type ServerDatabase } from '../support/server-database.ts';
import { adminToken, call, customers } from './http.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const SLOTS = 12;
const CONTENDERS = 8;

let database: ServerDatabase | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two server instances on one PostgreSQL',
  () => {
    it('let exactly one booking win per slot, whichever instance each one reached', async () => {
      database = await createServerDatabase();
      // The first one migrates and seeds; the second starts on the ready database.
      servers.push(await startServer({ DATABASE_URL: database.url, SEED: 'true' }));
      servers.push(await startServer({ DATABASE_URL: database.url, SEED: 'false' }));
      const tokens = await customers(servers[0]!.url, CONTENDERS);

      const attempts = [];
      for (let slot = 0; slot < SLOTS; slot++) {
        const carId = 1 + (slot % 4);
        const day = 10 + Math.floor(slot / 4);
        for (let contender = 0; contender < CONTENDERS; contender++) {
          // Overlapping windows of different lengths, all containing 12:00-13:00.
          const body = {
            pickUpTime: at(day, 10 + (contender % 3)),
            dropOffTime: at(day, 13 + (contender % 2)),
            pickUpLocation: 'Union Square',
            dropOffLocation: 'Union Square',
          };
          const server = servers[contender % 2]!;
          attempts.push(
            call(server.url, 'POST', `/api/reservations/add?carId=${carId}`, {
              token: tokens[contender],
              body,
            }).then((answer) => ({ slot, answer })),
          );
        }
      }
      const results = await Promise.all(attempts);
      for (let slot = 0; slot < SLOTS; slot++) {
        const statuses = results.filter((r) => r.slot === slot).map((r) => r.answer.status);
        expect(
          statuses.filter((status) => status === 201),
          `slot ${slot}: ${statuses.join(', ')}`,
        ).toHaveLength(1);
        expect(
          statuses.filter((status) => status === 409),
          `slot ${slot}: ${statuses.join(', ')}`,
        ).toHaveLength(CONTENDERS - 1);
      }
      const [overlaps] = await database.query<{ n: string }>(
        `SELECT count(*) AS n FROM reservations a JOIN reservations b
         ON a.car_id = b.car_id AND a.id < b.id AND a.status = 'CREATED' AND b.status = 'CREATED'
        AND tstzrange(a.pick_up_time, a.drop_off_time, '[)') && tstzrange(b.pick_up_time, b.drop_off_time, '[)')`,
      );
      expect(Number(overlaps!.n)).toBe(0);
    });

    it("show an administrator's change on the very next request, on either instance", async () => {
      const admin = await adminToken(servers[0]!.url);
      const vehicle = async (server: ServerProcess) =>
        (await call(server.url, 'GET', '/api/car/visitors/4')).body as {
          model: string;
          image: string[];
        };
      const page = async (server: ServerProcess) =>
        (
          (await call(server.url, 'GET', '/api/car/visitors/pages?sort=id&size=6')).body as {
            content: { id: number; model: string }[];
          }
        ).content.find((item) => item.id === 4)!.model;
      const current = await vehicle(servers[0]!);
      expect(current.model).toBe((await vehicle(servers[1]!)).model);

      for (const [writer, reader] of [
        [0, 1],
        [1, 0],
        [0, 0],
      ] as const) {
        // Both instances have the vehicle cached before the change.
        await vehicle(servers[reader]!);
        await page(servers[reader]!);
        const model = `Edited ${writer}${reader} ${Date.now() % 1000}`;
        const updated = await call(
          servers[writer]!.url,
          'PUT',
          `/api/car/admin/auth?id=4&imageId=${current.image[0]}`,
          {
            token: admin,
            body: {
              model,
              doors: 4,
              seats: 5,
              luggage: 2,
              transmission: 'Automatic',
              airConditioning: true,
              fuelType: 'Hybrid',
              age: 2,
              pricePerHour: 19.5,
            },
          },
        );
        expect(updated.status, JSON.stringify(updated.body)).toBe(200);
        expect((await vehicle(servers[reader]!)).model).toBe(model);
        expect(await page(servers[reader]!)).toBe(model);
      }
    });
  },
);
