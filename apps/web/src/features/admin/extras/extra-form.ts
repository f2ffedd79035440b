import { extraRequestSchema, type ExtraPer, type ExtraRequest } from '@keyturn/shared';
import { z } from 'zod';
import { booleanInput, numberInput } from '../lib/form-resolver.ts';

/** The form's inputs as they hold them: numbers as typed text, active as 'true'/'false'. */
export interface ExtraFormValues {
  name: string;
  description: string;
  price: string;
  per: ExtraPer;
  maxQuantity: string;
  active: 'true' | 'false';
}

const { shape } = extraRequestSchema;

/** The shared extra rules, reading the inputs' text first. */
export const extraFormSchema = extraRequestSchema.extend({
  price: z.preprocess(numberInput, shape.price),
  maxQuantity: z.preprocess(numberInput, shape.maxQuantity),
  active: z.preprocess(booleanInput, shape.active),
});

/** A new extra: priced per trip, one a booking, offered at once. */
export const NEW_EXTRA_VALUES: ExtraFormValues = {
  name: '',
  description: '',
  price: '',
  per: 'TRIP',
  maxQuantity: '1',
  active: 'true',
};

export function extraFormValues(extra: ExtraRequest): ExtraFormValues {
  return {
    name: extra.name,
    description: extra.description,
    price: String(extra.price),
    per: extra.per,
    maxQuantity: String(extra.maxQuantity),
    active: extra.active ? 'true' : 'false',
  };
}
