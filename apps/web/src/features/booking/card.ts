import { z } from 'zod';

export const CARD_NUMBER_MASK = '9999-9999-9999-9999';
export const CARD_EXPIRY_MASK = '99/99';
export const CARD_MIN_DIGITS = 15;

/**
 * A card's MM/YY is good only when fully typed (the mask leaves no placeholder) and the end of
 * that month has not passed; a card is valid through the last day of its expiry month.
 */
export function isCardExpiryValid(value: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const nowMonths = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= nowMonths;
}

export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/**
 * The card and terms section of the booking form. Its values never leave the browser, so its
 * rules live here rather than in the shared package. `now` is read at each validation.
 */
export function paymentFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    ...cardFields(now),
    terms: acceptedTerms,
  });
}

const acceptedTerms = z
  .boolean()
  .refine((accepted) => accepted, 'Please accept terms and conditions');

/**
 * With online payment the card is typed on the provider's page, never here (decision 051):
 * the form holds the terms only, and its card fields stay empty and unchecked.
 */
export const termsOnlySchema = z.object({
  cardNo: z.string(),
  cardHolderName: z.string(),
  expiryDate: z.string(),
  cvv: z.string(),
  terms: acceptedTerms,
});

function cardFields(now: () => Date) {
  return {
    cardNo: z
      .string()
      .min(1, 'Enter your card number')
      .refine(
        (value) => countDigits(value) >= CARD_MIN_DIGITS,
        `Card number must be at least ${CARD_MIN_DIGITS} digits`,
      ),
    cardHolderName: z
      .string()
      .trim()
      .min(1, 'Enter the card holder name')
      .max(50, 'Card holder name must be at most 50 characters'),
    expiryDate: z
      .string()
      .min(1, 'Enter the expiry date')
      .refine(
        (value) => isCardExpiryValid(value, now()),
        'Enter a valid expiry date (MM/YY) that has not passed',
      ),
    cvv: z
      .string()
      .min(1, 'Enter your CVV')
      .regex(/^\d{1,3}$/, 'CVV must be a number')
      .refine((value) => Number(value) >= 1 && Number(value) <= 999, 'CVV must be a number')
      .refine((value) => value.length === 3, 'CVV must be 3 digits'),
  };
}
export type PaymentForm = z.infer<ReturnType<typeof paymentFormSchema>>;
