import { z } from 'zod';
import { parseRequestDate, REQUEST_DATE_FORMAT, REQUEST_DATE_META } from './request-date.ts';

/*
 * The office's printable day sheet (contract section 7, "Day sheet"; decision 074): a company
 * day's pick-ups and returns as a PDF.
 */

/** GET /reservations/admin/day-sheet?date=MM/DD/YYYY: the day, required and a real one. */
export const daySheetQuerySchema = z.object({
  date: z
    .string({
      error: (issue) =>
        issue.input == null
          ? `Date is required, written as ${REQUEST_DATE_FORMAT}`
          : `Date must be written as ${REQUEST_DATE_FORMAT}`,
    })
    .superRefine((value, context) => {
      const parsed = parseRequestDate(value);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: `Date ${parsed.reason}` });
    })
    .meta({
      ...REQUEST_DATE_META,
      description: `The day (${REQUEST_DATE_FORMAT}), a day of the company's zone`,
    }),
});
export type DaySheetQuery = z.infer<typeof daySheetQuerySchema>;

/** The file a day sheet downloads as: day-sheet-2031-06-10.pdf for 06/10/2031. */
export function daySheetFilename(date: string): string {
  const [month, day, year] = date.split('/');
  return `day-sheet-${year}-${month}-${day}.pdf`;
}
