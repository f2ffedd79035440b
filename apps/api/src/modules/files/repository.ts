import { and, eq, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { ImageWidth } from '@keyturn/shared';
import type { Database } from '../../db/client.ts';
import { isPgError, PG_FOREIGN_KEY_VIOLATION } from '../../db/errors.ts';
import { handoverPhotos, imageVariants, images, vehicles } from '../../db/schema.ts';

export interface NewImage {
  contentType: string;
  byteSize: number;
  sha256: string;
  data: Buffer;
  /** The app's time, not the database's: housekeeping compares it with the app's clock. */
  createdAt: Date;
}

export async function insertImage(db: Database, image: NewImage): Promise<string> {
  const [row] = await db.insert(images).values(image).returning({ id: images.id });
  return row!.id;
}

/** The hand-over record that holds the image as a photo, if any (decision 046). */
const handoverPhotoOf = (db: Database) =>
  db
    .select({ one: sql`1` })
    .from(handoverPhotos)
    .where(eq(handoverPhotos.imageId, images.id));

/**
 * The image named, unless `publicOnly` and it is a hand-over's photo: those are served only
 * to the office and the reservation's customer.
 */
const named = (db: Database, id: string, publicOnly: boolean) =>
  and(eq(images.id, id), publicOnly ? notExists(handoverPhotoOf(db)) : undefined);

export async function findImage(db: Database, id: string, publicOnly = true) {
  const [row] = await db
    .select()
    .from(images)
    .where(named(db, id, publicOnly));
  return row;
}

/** The image's checksum and its stored variant of that width, if it has been made. */
export async function findVariant(db: Database, id: string, width: ImageWidth, publicOnly = true) {
  const [row] = await db
    .select({ sha256: images.sha256, data: imageVariants.data })
    .from(images)
    .leftJoin(
      imageVariants,
      and(eq(imageVariants.imageId, images.id), eq(imageVariants.width, width)),
    )
    .where(named(db, id, publicOnly));
  return row;
}

/** Keeps a variant; one made meanwhile elsewhere, or an image deleted meanwhile, is no error. */
export async function insertVariant(db: Database, id: string, width: ImageWidth, data: Buffer) {
  try {
    await db.insert(imageVariants).values({ imageId: id, width, data }).onConflictDoNothing();
  } catch (error) {
    if (!isPgError(error, PG_FOREIGN_KEY_VIOLATION)) throw error;
  }
}

/** The image's owner, if any, without reading its bytes. */
export async function findImageOwner(db: Database, id: string) {
  const [row] = await db
    .select({
      vehicleId: images.vehicleId,
      vehicleBuiltIn: vehicles.builtIn,
      handoverPhoto: sql<boolean>`EXISTS (${handoverPhotoOf(db)})`,
    })
    .from(images)
    .leftJoin(vehicles, eq(vehicles.id, images.vehicleId))
    .where(eq(images.id, id));
  return row;
}

export async function deleteImage(db: Database, id: string): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}

/**
 * Deletes the uploads that neither a vehicle nor a hand-over took, made before `before`; how
 * many went.
 */
export async function deleteUnattachedImagesBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(images)
    .where(
      and(isNull(images.vehicleId), lt(images.createdAt, before), notExists(handoverPhotoOf(db))),
    )
    .returning({ id: images.id });
  return deleted.length;
}

/**
 * Gives the image to the vehicle unless another vehicle or a hand-over record owns it; true
 * when it did.
 */
export async function attachImage(db: Database, imageId: string, vehicleId: number) {
  const rows = await db
    .update(images)
    .set({ vehicleId })
    .where(
      and(
        eq(images.id, imageId),
        or(isNull(images.vehicleId), eq(images.vehicleId, vehicleId)),
        notExists(handoverPhotoOf(db)),
      ),
    )
    .returning({ id: images.id });
  return rows.length === 1;
}

export async function deleteImagesOfVehicleExcept(db: Database, vehicleId: number, keep: string) {
  await db.delete(images).where(and(eq(images.vehicleId, vehicleId), ne(images.id, keep)));
}
