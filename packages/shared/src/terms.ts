import { z } from 'zod';
import { termsVersionField } from './terms-version.ts';

/** One heading of the terms and its paragraphs, as the terms page shows them. */
export const termsSectionSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type TermsSection = z.infer<typeof termsSectionSchema>;

/**
 * The terms as written from the settings and price rules the quote uses (contract section 7):
 * `version` names this wording; a booking stores the one its customer accepted.
 */
export const termsSchema = z.object({
  version: z.string().meta({ description: 'Names this wording; a change of a rule is a new one' }),
  sections: z.array(termsSectionSchema),
});
export type Terms = z.infer<typeof termsSchema>;

export const termsQuerySchema = z.object({
  version: termsVersionField
    .optional()
    .meta({ description: 'A version a booking was made under; the current terms without it' }),
});

export const TERMS_VERSION_NOT_FOUND_MESSAGE = 'No terms of that version were ever published.';
export const TERMS_CHANGED_MESSAGE =
  'Our terms changed since you opened this page. Please read them again and accept the current ones.';
