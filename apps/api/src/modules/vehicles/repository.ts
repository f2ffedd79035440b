import { and, count, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { OfficeVehiclePageQuery, VehiclePageQuery } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { reservations, vehicles, type VehicleRow } from '../../db/schema.ts';
import { pageOrder, pageWindow } from '../../lib/paging.ts';
import { matchingFilters } from './filters.ts';
import { shownVehicleColumns, type ShownVehicle } from './image-ids-column.ts';
import {
  matchingWords,
  officeVehicleColumns,
  whereNow,
  type OfficeVehicleRow,
} from './office-columns.ts';

export type VehicleValues = Omit<typeof vehicles.$inferInsert, 'id' | 'createdAt'>;

export async function findVehicle(db: Database, id: number): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

/** How many vehicles the filters keep (the whole fleet without a filter). */
export async function countVehicles(db: Database, query: VehiclePageQuery): Promise<number> {
  return db.$count(vehicles, matchingFilters(query));
}

const orderOf = (query: VehiclePageQuery) =>
  pageOrder(
    query,
    {
      id: vehicles.id,
      model: vehicles.model,
      age: vehicles.age,
      pricePerHour: vehicles.pricePerHourCents,
      seats: vehicles.seats,
      doors: vehicles.doors,
    },
    vehicles.id,
  );

/** A page of the vehicles the filters keep, in the query's order. */
export function listVehiclesPage(db: Database, query: VehiclePageQuery) {
  const { limit, offset } = pageWindow(query);
  return db
    .select(shownVehicleColumns(db))
    .from(vehicles)
    .where(matchingFilters(query))
    .orderBy(...orderOf(query))
    .limit(limit)
    .offset(offset);
}

/** What the office's list keeps: the catalogue's filters, its words, and where the car is now. */
export function officeListFilters(db: Database, query: OfficeVehiclePageQuery, now: Date) {
  return and(matchingFilters(query), matchingWords(query.search), whereNow(db, query.now, now));
}

export function countOfficeVehicles(db: Database, where: SQL | undefined): Promise<number> {
  return db.$count(vehicles, where);
}

/** A page of the office's list: the vehicles with their odometer and trip, in one query. */
export function listOfficeVehiclesPage(
  db: Database,
  query: OfficeVehiclePageQuery,
  where: SQL | undefined,
): Promise<OfficeVehicleRow[]> {
  const { limit, offset } = pageWindow(query);
  return db
    .select(officeVehicleColumns(db))
    .from(vehicles)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(limit)
    .offset(offset);
}

/** The vehicle as the office reads it; undefined for an unknown id. */
export async function findOfficeVehicle(
  db: Database,
  id: number,
): Promise<OfficeVehicleRow | undefined> {
  const [row] = await db.select(officeVehicleColumns(db)).from(vehicles).where(eq(vehicles.id, id));
  return row;
}

/** The vehicle with its images, to show it; undefined for an unknown id. */
export async function findShownVehicle(
  db: Database,
  id: number,
): Promise<ShownVehicle | undefined> {
  const [row] = await db.select(shownVehicleColumns(db)).from(vehicles).where(eq(vehicles.id, id));
  return row;
}

export function listAllVehicles(db: Database): Promise<ShownVehicle[]> {
  return db.select(shownVehicleColumns(db)).from(vehicles).orderBy(vehicles.model, vehicles.id);
}

/**
 * The vehicles with the most reservations picked up since `since` (cancelled ones aside), ties
 * and the never-booked by model. The window is a range on reservations_pick_up_idx; the join
 * then reads the fleet, which is small, once.
 */
export function mostBookedVehicles(db: Database, since: Date, limit: number) {
  const booked = db
    .select({ carId: reservations.carId, bookings: count().as('bookings') })
    .from(reservations)
    .where(and(gte(reservations.pickUpTime, since), ne(reservations.status, 'CANCELLED')))
    .groupBy(reservations.carId)
    .as('booked');
  return db
    .select(shownVehicleColumns(db))
    .from(vehicles)
    .leftJoin(booked, eq(booked.carId, vehicles.id))
    .orderBy(desc(sql`coalesce(${booked.bookings}, 0)`), vehicles.model, vehicles.id)
    .limit(limit);
}

export async function insertVehicle(db: Database, values: VehicleValues): Promise<number> {
  const [row] = await db.insert(vehicles).values(values).returning({ id: vehicles.id });
  return row!.id;
}

export async function updateVehicle(db: Database, id: number, values: VehicleValues) {
  await db.update(vehicles).set(values).where(eq(vehicles.id, id));
}

export async function deleteVehicle(db: Database, id: number): Promise<void> {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}
