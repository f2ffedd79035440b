import { z } from 'zod';
import { formBoolean, requiredNumber, requiredText } from './fields.ts';
import { DOLLARS_META, hasAtMostTwoDecimals } from './money.ts';

/** What a customer may add to a trip (contract section 6): a child seat, a second driver. */
export const EXTRA_PER = ['TRIP', 'DAY'] as const;
export type ExtraPer = (typeof EXTRA_PER)[number];
export const EXTRA_QUANTITY_BOUNDS = { min: 1, max: 9 } as const;
export const MAX_EXTRA_PRICE = 10_000;
/** More than a booking could sensibly take: a bound on the request, not an offer. */
export const MAX_CHOSEN_EXTRAS = 20;
export const EXTRA_NOT_FOUND_MESSAGE = 'This extra no longer exists.';
export const extraNameTakenMessage = (name: string) =>
  `An extra named “${name}” exists already; give this one another name.`;
export const unknownExtraMessage = (id: number) => `There is no extra with the id ${id}.`;
export const inactiveExtraMessage = (name: string) => `${name} is no longer offered.`;
export const tooManyExtraMessage = (name: string, max: number) =>
  `${name} can be added at most ${max} ${max === 1 ? 'time' : 'times'}.`;
export const repeatedExtraMessage = (name: string) => `${name} is chosen more than once.`;

const quantity = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(EXTRA_QUANTITY_BOUNDS.min, `${label} must be at least ${EXTRA_QUANTITY_BOUNDS.min}`)
    .max(EXTRA_QUANTITY_BOUNDS.max, `${label} must be at most ${EXTRA_QUANTITY_BOUNDS.max}`);

export const extraRequestSchema = z.object({
  name: requiredText('Name', 'Enter a name, such as "Child seat"').max(
    50,
    'Name must be at most 50 characters',
  ),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(200, 'Description must be at most 200 characters')
    .default(''),
  price: requiredNumber('Price')
    .min(0, 'Price must be at least 0')
    .lt(MAX_EXTRA_PRICE, `Price must be less than ${MAX_EXTRA_PRICE}`)
    .refine(hasAtMostTwoDecimals, 'Price can have at most 2 decimals')
    .meta({ ...DOLLARS_META, example: 8 }),
  per: z
    .enum(EXTRA_PER, { error: `Per must be one of ${EXTRA_PER.join(', ')}` })
    .meta({ description: 'TRIP: once; DAY: per started 24-hour period' }),
  maxQuantity: quantity('Max quantity').meta({ example: 2 }),
  active: formBoolean('Active must be Yes or No').default(true),
});
export type ExtraRequest = z.infer<typeof extraRequestSchema>;

export const extraResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  per: z.enum(EXTRA_PER),
  maxQuantity: z.number().int(),
  active: z.boolean(),
});
export type Extra = z.infer<typeof extraResponseSchema>;

/** An extra chosen for a booking. */
export const chosenExtraSchema = z.object({
  id: z.number({ error: 'Extra id must be a number' }).int('Extra id must be a whole number'),
  quantity: quantity('Quantity'),
});
export type ChosenExtraRequest = z.infer<typeof chosenExtraSchema>;

/** `ID:QTY` as the quote's repeated `extra` parameter writes a chosen extra. */
export const EXTRA_PARAM_PATTERN = /^(\d{1,9}):(\d)$/;
export const extraParamSchema = z
  .string()
  .regex(EXTRA_PARAM_PATTERN, 'Extra must be written as ID:QUANTITY, such as 3:1')
  .transform((value) => {
    const [, id, count] = EXTRA_PARAM_PATTERN.exec(value)!;
    return { id: Number(id), quantity: Number(count) };
  })
  .pipe(chosenExtraSchema);
