import { z } from 'zod';
import { NEWEST_FIRST, pageDefaults } from './list-defaults.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

/**
 * A money step on the card saved at payment (decision 064): the deposit held at check-out; at
 * check-in, what is owed captured from it (the rest released with it), the hold released when
 * nothing is owed, and what exceeds it charged; at the customer's cancellation, what was paid
 * online given back.
 */
export const MONEY_TASK_KINDS = ['HOLD', 'CAPTURE', 'RELEASE', 'CHARGE', 'REFUND'] as const;
export type MoneyTaskKind = (typeof MONEY_TASK_KINDS)[number];

/** Waiting to be carried out or confirmed; recorded in the ledger; refused for good. */
export const MONEY_TASK_STATES = ['PENDING', 'DONE', 'FAILED'] as const;
export type MoneyTaskState = (typeof MONEY_TASK_STATES)[number];

/** The states the office lists: what is still open, and what failed. */
export const MONEY_TASK_LISTED_STATES = ['PENDING', 'FAILED'] as const;

export const MONEY_TASK_PAGE_DEFAULTS = pageDefaults(['id'] as const, NEWEST_FIRST);

export const moneyTaskQuerySchema = pageQuerySchema(MONEY_TASK_PAGE_DEFAULTS).extend({
  state: z
    .enum(MONEY_TASK_LISTED_STATES, {
      error: `State must be one of: ${MONEY_TASK_LISTED_STATES.join(', ')}`,
    })
    .default('PENDING')
    .meta({ description: 'Tasks still open (PENDING, the default) or refused for good (FAILED)' }),
});
export type MoneyTaskQuery = z.infer<typeof moneyTaskQuerySchema>;

export const moneyTaskSchema = z.object({
  id: z.number().int(),
  reservationId: z.number().int(),
  kind: z.enum(MONEY_TASK_KINDS),
  amount: z.number().meta({ description: 'Dollars', example: 200 }),
  state: z.enum(MONEY_TASK_STATES),
  attempts: z.number().int().meta({ description: 'Calls to the payment service so far' }),
  lastError: z.string().nullable().meta({
    description: "The last failure: the payment service's error type and code, or our database's",
    example: 'StripeCardError card_declined (insufficient_funds)',
  }),
  createdAt: wallClockAnswer("When the step was written, the company's wall clock"),
});
export type MoneyTask = z.infer<typeof moneyTaskSchema>;
export const moneyTaskPageSchema = pageSchema(moneyTaskSchema);
