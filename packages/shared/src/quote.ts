import { z } from 'zod';
import { CHARGE_CODES } from './charge-lines.ts';

/** A charge line as the API answers it, in dollars: quantity × unitPrice = amount. */
export const chargeLineResponseSchema = z.object({
  code: z.enum(CHARGE_CODES),
  label: z.string().meta({ example: '1 day × $90.00 + 6 h × $15.00' }),
  quantity: z.number().int(),
  unitPrice: z.number(),
  amount: z.number(),
});
export type ChargeLineAnswer = z.infer<typeof chargeLineResponseSchema>;

/** What a trip would cost as booked now, line by line, and the deposit held during it. */
export const quoteResponseSchema = z.object({
  lines: z.array(chargeLineResponseSchema),
  total: z.number().meta({ description: "The lines' sum, in dollars" }),
  deposit: z.number().meta({ description: 'Held during the trip, in dollars' }),
});
export type Quote = z.infer<typeof quoteResponseSchema>;
