import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { dayInZone, fromWallClock } from '@keyturn/shared';
import { appClock, type AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, reservations } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';
import { countUsers, insertUser } from '../modules/accounts/repository.ts';
import { attachImage } from '../modules/files/repository.ts';
import { FileService } from '../modules/files/service.ts';
import { priceOfTrip } from '../modules/prices/trip-price.ts';
import { replaceCharges } from '../modules/reservations/repository.ts';
import { toVehicleValues } from '../modules/vehicles/mapper.ts';
import { insertVehicle } from '../modules/vehicles/repository.ts';
import { toExtraValues } from '../modules/extras/mapper.ts';
import { insertExtra } from '../modules/extras/repository.ts';
import {
  DEMO_CONTACT_MESSAGES,
  DEMO_EXTRAS,
  DEMO_RESERVATIONS,
  DEMO_USERS,
  DEMO_VEHICLES,
} from './demo-data.ts';

const HOUR_MS = 3_600_000;

export const DEMO_ACCOUNTS = DEMO_USERS.filter((user) => user.label).map((user) => ({
  label: user.label!,
  email: user.email,
  password: user.password,
}));

/**
 * Instances that start together on an empty database take turns at seeding, as at migrating:
 * the first seeds, the others then find its users.
 */
const SEED_LOCK_KEY = 7_340_022;

/** Seeds the demo data when the database has no users; true when it did. */
export async function seedIfEmpty(db: Database, config: AppConfig): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const files = await demoFiles(config);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await countUsers(tx)) > 0) return false;
    await insertDemoData(tx, files, config);
    return true;
  });
}

/** Empties every table and seeds the demo data again. */
export async function reseed(db: Database, config: AppConfig): Promise<void> {
  const files = await demoFiles(config);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await tx.execute(
      sql`TRUNCATE reservations, images, vehicles, users, contact_messages, extras, rate_periods RESTART IDENTITY CASCADE`,
    );
    await insertDemoData(tx, files, config);
  });
}

interface DemoFiles {
  passwordHashes: string[];
  photos: Buffer[];
}

/** The slow part, done before the transaction: hashing the passwords, reading the photos. */
async function demoFiles(config: AppConfig): Promise<DemoFiles> {
  const [passwordHashes, photos] = await Promise.all([
    Promise.all(DEMO_USERS.map((user) => hashPassword(user.password, config.passwordHashLogN))),
    Promise.all(
      DEMO_VEHICLES.map((vehicle) =>
        readFile(new URL(`./images/${vehicle.imageFile}`, import.meta.url)),
      ),
    ),
  ]);
  return { passwordHashes, photos };
}

async function insertDemoData(
  tx: Database,
  { passwordHashes, photos }: DemoFiles,
  config: AppConfig,
): Promise<void> {
  const now = appClock(config)();
  const files = new FileService({ db: tx, now: () => now });
  const userIds = new Map<string, number>();
  for (const [index, { password: _password, label: _label, ...user }] of DEMO_USERS.entries()) {
    userIds.set(
      user.email,
      await insertUser(tx, { ...user, passwordHash: passwordHashes[index]! }),
    );
  }
  const vehicleIds = new Map<string, ReturnType<typeof toVehicleValues> & { id: number }>();
  for (const [index, { imageFile: _file, builtIn, ...vehicle }] of DEMO_VEHICLES.entries()) {
    const values = toVehicleValues(vehicle);
    const id = await insertVehicle(tx, { ...values, builtIn });
    await attachImage(tx, await files.store(photos[index]!), id);
    vehicleIds.set(vehicle.model, { ...values, id });
  }
  for (const extra of DEMO_EXTRAS) await insertExtra(tx, toExtraValues(extra));
  for (const demo of DEMO_RESERVATIONS) {
    const vehicle = vehicleIds.get(demo.vehicleModel)!;
    const pickUp = fromWallClock(
      dayInZone(now, demo.day, config.timeZone, demo.pickUpHour),
      config.timeZone,
    )!;
    const dropOff = new Date(pickUp.getTime() + demo.hours * HOUR_MS);
    const price = priceOfTrip(
      {
        pricePerHourCents: vehicle.pricePerHourCents,
        pricePerDayCents: vehicle.pricePerDayCents ?? null,
      },
      { pickUp, dropOff },
      { timeZone: config.timeZone, ratePeriods: [] },
    );
    const [reservation] = await tx
      .insert(reservations)
      .values({
        carId: vehicle.id,
        userId: userIds.get(demo.userEmail)!,
        pickUpTime: pickUp,
        dropOffTime: dropOff,
        pickUpLocation: demo.pickUpLocation,
        dropOffLocation: demo.dropOffLocation,
        status: demo.status,
        totalPriceCents: price.totalCents,
        depositCents: vehicle.depositCents,
      })
      .returning({ id: reservations.id });
    await replaceCharges(tx, reservation!.id, price.lines);
  }
  await tx.insert(contactMessages).values(DEMO_CONTACT_MESSAGES);
}
