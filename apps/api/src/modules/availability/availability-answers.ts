import type { Database } from '../../db/client.ts';
import { SnapshotVersionReader } from '../../db/data-version.ts';
import { JsonAnswerCache } from '../../lib/json-answer-cache.ts';

/** Windows, filters and pages searched, and weeks of the timeline; the least recently used go first. */
const MAX_ENTRIES = 500;

/**
 * Search results and timelines, reused while the database's snapshot stands: no transaction
 * that wrote anything has committed since (SnapshotVersionReader). They read bookings, blocks,
 * vehicles, images and customers' names, so any of these may change them; rather than a trigger
 * on each (and one more write, on one hot row, in every booking), any write makes them build
 * again. Whether a window may be searched at all depends on the clock, so the routes check it
 * before asking here.
 */
export class AvailabilityAnswers extends JsonAnswerCache {
  constructor(db: Database) {
    const snapshots = new SnapshotVersionReader(db);
    super(MAX_ENTRIES, () => snapshots.current());
  }
}
