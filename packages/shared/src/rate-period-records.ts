import { z } from 'zod';
import { requiredText } from './fields.ts';
import { requestDateField } from './request-date-field.ts';

/** The office's rate periods (contract section 6): company days, both included. */
export const RATE_PERCENT_BOUNDS = { min: -90, max: 300 } as const;
export const RATE_PERIOD_NOT_FOUND_MESSAGE = 'This rate period no longer exists.';
export const RATE_PERIOD_END_BEFORE_START_MESSAGE =
  'The last day must be on or after the first day.';
/** Names the period overlapped when known (another office edit may have just written it). */
export const rateOverlapMessage = (other?: string) =>
  `These days overlap ${other ? `the rate period "${other}"` : 'another rate period'}: rate periods may not overlap.`;

const dayField = (label: string) => requestDateField(label).meta({ example: '12/20/2027' });

export const ratePeriodRequestSchema = z.object({
  name: requiredText('Name', 'Enter a name, such as "Holidays"').max(
    50,
    'Name must be at most 50 characters',
  ),
  startDate: dayField('First day'),
  endDate: dayField('Last day'),
  percent: z
    .number({ error: 'Percent must be a number' })
    .int('Percent must be a whole number')
    .min(RATE_PERCENT_BOUNDS.min, `Percent must be at least ${RATE_PERCENT_BOUNDS.min}`)
    .max(RATE_PERCENT_BOUNDS.max, `Percent must be at most ${RATE_PERCENT_BOUNDS.max}`)
    .meta({
      description: "The change of every hour's price: +50 is half as much again",
      example: 25,
    }),
});
export type RatePeriodRequest = z.infer<typeof ratePeriodRequestSchema>;

export const ratePeriodResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string().meta({ description: 'MM/DD/YYYY', example: '12/20/2027' }),
  endDate: z.string().meta({ description: 'MM/DD/YYYY, included', example: '01/02/2028' }),
  percent: z.number().int(),
});
export type RatePeriodRecord = z.infer<typeof ratePeriodResponseSchema>;
