import { z } from 'zod';
import { NEWEST_FIRST, pageDefaults } from './list-defaults.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

/** Where a mail stands in the outbox: waiting for the worker, delivered, or given up. */
export const OUTBOX_STATUSES = ['WAITING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_SORT_FIELDS = ['id'] as const;
export type OutboxSortField = (typeof OUTBOX_SORT_FIELDS)[number];
export const OUTBOX_PAGE_DEFAULTS = pageDefaults(OUTBOX_SORT_FIELDS, NEWEST_FIRST);

export const outboxQuerySchema = pageQuerySchema(OUTBOX_PAGE_DEFAULTS).extend({
  status: z
    .enum(OUTBOX_STATUSES, { error: `Status must be one of: ${OUTBOX_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'Only mails in this state; all of them without it' }),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.string().meta({ example: 'booking-confirmed' }),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable().meta({ description: "The last failed attempt's error" }),
  createdAt: wallClockAnswer("When the mail was queued, the company's wall clock"),
  nextAttemptAt: wallClockAnswer('When the worker tries it (again), while it is waiting'),
  sentAt: wallClockAnswer('When the mail server accepted it').nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = pageSchema(outboxMailSchema);

export const OUTBOX_RETRY_MESSAGE = 'The mail will be sent again shortly.';
export const OUTBOX_NOT_FAILED_MESSAGE = 'Only a mail that failed can be sent again.';
