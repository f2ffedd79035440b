import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { deleteUnattachedImagesBefore } from './repository.ts';

/**
 * How long an upload may wait for a vehicle. The admin's form uploads the photo and saves the
 * vehicle a moment later; a photo still unattached a day on belongs to a form that was given
 * up or a save that failed, and nothing will ever show it.
 */
export const UNATTACHED_IMAGE_LIFETIME_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the uploads older than the lifetime that no vehicle took; how many went. */
export function deleteAbandonedUploads(db: Database, now: Date): Promise<number> {
  return deleteUnattachedImagesBefore(db, new Date(now.getTime() - UNATTACHED_IMAGE_LIFETIME_MS));
}

/**
 * Sweeps abandoned uploads at start and hourly. Every instance may sweep: the delete is the
 * same whoever runs it. A failed sweep (the database away) is logged and tried next hour.
 */
export function sweepAbandonedUploads(db: Database, log: FastifyBaseLogger): { stop(): void } {
  const sweep = async () => {
    try {
      const deleted = await deleteAbandonedUploads(db, new Date());
      if (deleted > 0) log.info({ deleted }, 'deleted uploads no vehicle took');
    } catch (error) {
      log.warn({ err: error }, 'could not sweep abandoned uploads');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref();
  return { stop: () => clearInterval(timer) };
}
