import type { Database } from '../../db/client.ts';
import { deleteUnattachedImagesBefore } from './repository.ts';

/**
 * How long an upload may wait for a vehicle. The admin's form uploads the photo and saves the
 * vehicle a moment later; a photo still unattached a day on belongs to a form that was given
 * up or a save that failed, and nothing will ever show it.
 */
export const UNATTACHED_IMAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Deletes the uploads older than the lifetime that no vehicle took; how many went. */
export function deleteAbandonedUploads(db: Database, now: Date): Promise<number> {
  return deleteUnattachedImagesBefore(db, new Date(now.getTime() - UNATTACHED_IMAGE_LIFETIME_MS));
}
