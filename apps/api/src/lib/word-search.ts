import { and, ilike, type SQL } from 'drizzle-orm';

/** LIKE's own wildcards in what a person typed stand for themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * The rows whose `text` holds every word of `search` (split at blanks), in any letter case;
 * undefined (every row) when there is no word. A scan: the office's lists are searched by
 * hand, a few times a minute at most, and no index answers a word inside a text.
 */
export function everyWordIn(text: SQL, search: string | undefined): SQL | undefined {
  const words = search?.split(/\s+/).filter(Boolean) ?? [];
  return and(...words.map((word) => ilike(text, `%${likeLiteral(word)}%`)));
}
