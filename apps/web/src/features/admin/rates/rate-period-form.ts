import {
  RATE_PERIOD_END_BEFORE_START_MESSAGE,
  ratePeriodRequestSchema,
  requiredText,
  type RatePeriodRequest,
} from '@keyturn/shared';
import { z } from 'zod';
import { dayInput, numberInput } from '../lib/form-resolver.ts';
import { isoDateOfRequest } from '../../../lib/iso-days.ts';

/** The form's inputs as they hold them: days as date inputs do (YYYY-MM-DD), the percent as typed. */
export interface RatePeriodFormValues {
  name: string;
  startDate: string;
  endDate: string;
  percent: string;
}

export const RATE_PERIOD_DAY_FIELDS = ['startDate', 'endDate'] as const;
const isDayField = (name: unknown) => RATE_PERIOD_DAY_FIELDS.some((field) => field === name);

const { shape } = ratePeriodRequestSchema;

/** A date input's day, asked for in words of its own, then held to the server's day rule. */
const day = (label: string, required: string, rule: typeof shape.startDate) =>
  z.preprocess(dayInput, requiredText(label, required).pipe(rule));

/** The shared rate period rules, reading the inputs first; the last day as the server orders it. */
export const ratePeriodFormSchema = ratePeriodRequestSchema
  .extend({
    startDate: day('First day', 'Enter the first day', shape.startDate),
    endDate: day('Last day', 'Enter the last day', shape.endDate),
    percent: z.preprocess(numberInput, shape.percent),
  })
  .refine(({ startDate, endDate }) => isoDateOfRequest(endDate)! >= isoDateOfRequest(startDate)!, {
    message: RATE_PERIOD_END_BEFORE_START_MESSAGE,
    path: ['endDate'],
    // Judged once both days are, whatever the name or the percent hold.
    when: ({ issues }) => !issues.some(({ path }) => isDayField(path?.[0])),
  });

export const NEW_RATE_PERIOD_VALUES: RatePeriodFormValues = {
  name: '',
  startDate: '',
  endDate: '',
  percent: '',
};

export function ratePeriodFormValues(period: RatePeriodRequest): RatePeriodFormValues {
  return {
    name: period.name,
    startDate: isoDateOfRequest(period.startDate) ?? '',
    endDate: isoDateOfRequest(period.endDate) ?? '',
    percent: String(period.percent),
  };
}
