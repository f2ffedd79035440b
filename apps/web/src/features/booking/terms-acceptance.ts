import { z } from 'zod';

/**
 * The booking's second step holds no card: paid online it is typed on the provider's page
 * (decision 051), paid at the counter it is shown there (decision 066). What is left is the
 * customer's word that they accept the terms; the office's booking for a customer asks none
 * (the customer signs at the counter).
 */
export function termsAcceptanceSchema(customerAccepts: boolean) {
  return z.object({
    terms: customerAccepts
      ? z.boolean().refine((accepted) => accepted, 'Please accept terms and conditions')
      : z.boolean(),
  });
}

export type TermsAcceptance = z.infer<ReturnType<typeof termsAcceptanceSchema>>;
