import { z } from 'zod';

export const SEARCH_MAX_LENGTH = 100;

/**
 * A list's search box in a query: words that must each appear in the record's texts, in any
 * letter case (the server splits them at blanks). Trimmed; blank means no search.
 */
export function searchWordsField(label: string, description: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(SEARCH_MAX_LENGTH, `${label} must be at most ${SEARCH_MAX_LENGTH} characters`)
    .optional()
    .meta({ description });
}
