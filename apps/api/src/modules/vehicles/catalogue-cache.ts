import type { Database } from '../../db/client.ts';
import { DataVersionReader } from '../../db/data-version.ts';
import { JsonAnswerCache } from '../../lib/json-answer-cache.ts';

/** Enough for every page, size and sort of a fleet; the least recently used go first. */
const MAX_ENTRIES = 500;

/**
 * Public catalogue answers (vehicles and their images), reused while the catalogue's data
 * version stands: nothing in `vehicles` or `images` changed, here or on any other instance.
 */
export class CatalogueCache extends JsonAnswerCache {
  constructor(db: Database) {
    const versions = new DataVersionReader(db, 'catalogue');
    super(MAX_ENTRIES, () => versions.current());
  }
}
