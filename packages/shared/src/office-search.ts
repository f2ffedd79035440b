import { z } from 'zod';

/** The office's search box (contract section 7, "Find anything"; decision 073). */
export const OFFICE_SEARCH_MAX_LENGTH = 100;
/** The most hits one search answers, all kinds together. */
export const OFFICE_SEARCH_HITS = 20;

/** What a hit is, in the order the answer lists them. */
export const OFFICE_SEARCH_KINDS = ['reservation', 'customer', 'vehicle'] as const;
export type OfficeSearchKind = (typeof OFFICE_SEARCH_KINDS)[number];

export const OFFICE_SEARCH_KIND_LABELS: Record<OfficeSearchKind, string> = {
  reservation: 'Reservations',
  customer: 'Customers',
  vehicle: 'Vehicles',
};

export const OFFICE_SEARCH_EMPTY_MESSAGE = 'Type what to search for.';
export const OFFICE_SEARCH_TOO_LONG_MESSAGE = `A search is at most ${OFFICE_SEARCH_MAX_LENGTH} characters.`;

export const officeSearchQuerySchema = z.object({
  q: z
    .string({ error: OFFICE_SEARCH_EMPTY_MESSAGE })
    .trim()
    .min(1, OFFICE_SEARCH_EMPTY_MESSAGE)
    .max(OFFICE_SEARCH_MAX_LENGTH, OFFICE_SEARCH_TOO_LONG_MESSAGE)
    .meta({
      description:
        'A reservation number ("14", "#14"); words of a customer\'s name or email; a phone number however it is written; a vehicle\'s model or plate',
    }),
});
export type OfficeSearchQuery = z.infer<typeof officeSearchQuerySchema>;

export const officeSearchHitSchema = z.object({
  kind: z.enum(OFFICE_SEARCH_KINDS),
  id: z.number().int(),
  title: z
    .string()
    .meta({ description: 'What the hit is called: "Reservation #14", a name, a model' }),
  detail: z.string().meta({ description: 'A line that tells it apart from others alike' }),
  link: z.string().meta({ description: "The office page's path, e.g. /admin/reservations/14" }),
});
export type OfficeSearchHit = z.infer<typeof officeSearchHitSchema>;

export const officeSearchAnswerSchema = z
  .array(officeSearchHitSchema)
  .max(OFFICE_SEARCH_HITS)
  .meta({
    description: `Up to ${OFFICE_SEARCH_HITS} hits, reservations, then customers, then vehicles`,
  });

/**
 * The reservation a search names by its number ("14", "#14", "# 14"), or undefined. Numbers
 * beyond PostgreSQL's integers name none.
 */
export function reservationNumberIn(search: string): number | undefined {
  const match = /^#?\s*(\d{1,10})$/.exec(search.trim());
  if (!match) return undefined;
  const id = Number(match[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The fewest digits a search needs to be looked for in phone numbers. */
export const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * The digits to look for in the phone numbers when a search is written as a phone number
 * (digits, blanks, + ( ) - . /), however it is laid out: "415 555 0100", "(415) 555-0100",
 * "+1 415-555-0100" (a leading country code 1 before ten digits is dropped, as numbers are
 * kept without it). Undefined for anything else, or for fewer than PHONE_SEARCH_MIN_DIGITS.
 */
export function phoneDigitsIn(search: string): string | undefined {
  if (!/^[\d\s+().\-/]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return undefined;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
