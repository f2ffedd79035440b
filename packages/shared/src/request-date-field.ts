import { z } from 'zod';
import { parseRequestDate, REQUEST_DATE_FORMAT, REQUEST_DATE_META } from './request-date.ts';

/**
 * A calendar day in a query (MM/DD/YYYY), checked as written; the server reads it in the
 * company's zone. Kept apart from request-date.ts, which the first download reads without zod.
 */
export const requestDateField = (label: string) =>
  z
    .string({ error: `${label} must be written as ${REQUEST_DATE_FORMAT}` })
    .superRefine((value, context) => {
      const parsed = parseRequestDate(value);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: `${label} ${parsed.reason}` });
    })
    .meta(REQUEST_DATE_META);
