import { and, eq, inArray, isNull, max, notExists, sql, sum } from 'drizzle-orm';
import type { ChargeCode, ChargeLine } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import {
  handoverDamages,
  handoverPhotos,
  images,
  reservationCharges,
  reservationHandovers,
  reservations,
  vehicles,
  type HandoverRow,
} from '../../db/schema.ts';

/** A hand-over record as the reservation's column holds it (JSON: instants as ISO text). */
export interface StoredHandover {
  odometer: number;
  fuelEighths: number;
  notes: string | null;
  recordedAt: string;
  recordedBy: number | null;
  returnedAt: string | null;
  photos: string[];
  damage: { description: string; amountCents: number }[];
}
export type StoredHandovers = Partial<Record<HandoverRow['kind'], StoredHandover>>;

/**
 * The reservation's hand-over records by kind, as a column of a query over `reservations`: a
 * list of reservations comes with them in the same round trip.
 */
export function handoversColumn(db: Database) {
  const h = reservationHandovers;
  const photos = db
    .select({
      ids: sql`coalesce(json_agg(${handoverPhotos.imageId} ORDER BY ${handoverPhotos.position}), '[]')`,
    })
    .from(handoverPhotos)
    .where(eq(handoverPhotos.handoverId, h.id));
  const damage = db
    .select({
      entries: sql`coalesce(json_agg(json_build_object(
        'description', ${handoverDamages.description}, 'amountCents', ${handoverDamages.amountCents})
        ORDER BY ${handoverDamages.position}), '[]')`,
    })
    .from(handoverDamages)
    .where(eq(handoverDamages.handoverId, h.id));
  const records = db
    .select({
      records: sql`coalesce(json_object_agg(${h.kind}, json_build_object(
        'odometer', ${h.odometer}, 'fuelEighths', ${h.fuelEighths}, 'notes', ${h.notes},
        'recordedAt', ${h.recordedAt}, 'recordedBy', ${h.recordedBy},
        'returnedAt', ${h.returnedAt}, 'photos', (${photos}), 'damage', (${damage}))), '{}')`,
    })
    .from(h)
    .where(eq(h.reservationId, reservations.id));
  return sql<StoredHandovers>`(${records})`;
}

/** What the return's lines read of the vehicle. */
export async function findReturnPrices(db: Database, carId: number) {
  const [row] = await db
    .select({
      pricePerHourCents: vehicles.pricePerHourCents,
      pricePerDayCents: vehicles.pricePerDayCents,
      milesPerDay: vehicles.milesPerDay,
      pricePerExtraMileCents: vehicles.pricePerExtraMileCents,
    })
    .from(vehicles)
    .where(eq(vehicles.id, carId));
  return row!;
}

export async function findCheckOut(db: Database, reservationId: number) {
  const [row] = await db
    .select()
    .from(reservationHandovers)
    .where(
      and(
        eq(reservationHandovers.reservationId, reservationId),
        eq(reservationHandovers.kind, 'CHECK_OUT'),
      ),
    );
  return row;
}

export type NewHandover = Omit<typeof reservationHandovers.$inferInsert, 'id'>;

export async function insertHandover(db: Database, record: NewHandover): Promise<number> {
  const [row] = await db
    .insert(reservationHandovers)
    .values(record)
    .returning({ id: reservationHandovers.id });
  return row!.id;
}

/**
 * Gives the uploads to the record, in their order, when each exists and belongs to nothing yet
 * (no vehicle, no other record); false, writing nothing, otherwise. The images' rows are held
 * so that a vehicle cannot take one meanwhile; handover_photos_image_key refuses a second
 * record taking it at once.
 */
export async function attachPhotos(db: Database, handoverId: number, imageIds: string[]) {
  if (imageIds.length === 0) return true;
  const free = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(
        inArray(images.id, imageIds),
        isNull(images.vehicleId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(handoverPhotos)
            .where(eq(handoverPhotos.imageId, images.id)),
        ),
      ),
    )
    .for('update');
  if (free.length !== imageIds.length) return false;
  await db
    .insert(handoverPhotos)
    .values(imageIds.map((imageId, index) => ({ handoverId, position: index + 1, imageId })));
  return true;
}

export async function insertDamages(
  db: Database,
  handoverId: number,
  entries: readonly { description: string; amountCents: number }[],
) {
  if (entries.length === 0) return;
  await db
    .insert(handoverDamages)
    .values(entries.map((entry, index) => ({ handoverId, position: index + 1, ...entry })));
}

/** Who added lines by hand, and when (the office's charges, decision 072). */
export interface AddedBy {
  addedBy: number;
  addedAt: Date;
}

/** Adds the lines after the booking's own, keeping theirs as booked. */
export async function appendCharges(
  db: Database,
  reservationId: number,
  lines: ChargeLine[],
  added?: AddedBy,
) {
  if (lines.length === 0) return;
  const [last] = await db
    .select({ position: max(reservationCharges.position) })
    .from(reservationCharges)
    .where(eq(reservationCharges.reservationId, reservationId));
  const after = last?.position ?? 0;
  await db.insert(reservationCharges).values(
    lines.map((line, index) => ({
      reservationId,
      position: after + index + 1,
      ...line,
      ...added,
    })),
  );
}

/** How many of `code` the reservation's lines charge (periods, for a per-period fee). */
export async function chargedQuantity(db: Database, reservationId: number, code: ChargeCode) {
  const [row] = await db
    .select({ quantity: sum(reservationCharges.quantity).mapWith(Number) })
    .from(reservationCharges)
    .where(
      and(eq(reservationCharges.reservationId, reservationId), eq(reservationCharges.code, code)),
    );
  return row?.quantity ?? 0;
}

/** The reservation that shows the photo, if it is a hand-over's. */
export async function reservationOfPhoto(db: Database, imageId: string) {
  const [row] = await db
    .select({ reservationId: reservationHandovers.reservationId, userId: reservations.userId })
    .from(handoverPhotos)
    .innerJoin(reservationHandovers, eq(reservationHandovers.id, handoverPhotos.handoverId))
    .innerJoin(reservations, eq(reservations.id, reservationHandovers.reservationId))
    .where(eq(handoverPhotos.imageId, imageId));
  return row;
}
