import { z } from 'zod';
import { pageQuerySchema, pageSchema, type PageDefaults } from './paging.ts';

/** Where a mail stands in the outbox: waiting for the worker, delivered, or given up. */
export const OUTBOX_STATUSES = ['WAITING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_SORT_FIELDS = ['id'] as const;
export type OutboxSortField = (typeof OUTBOX_SORT_FIELDS)[number];
/** The office's view of the outbox: the newest mail first. */
export const OUTBOX_PAGE_DEFAULTS: PageDefaults<OutboxSortField> = {
  size: 20,
  sort: 'id',
  direction: 'DESC',
  sortFields: OUTBOX_SORT_FIELDS,
};

export const outboxQuerySchema = pageQuerySchema(OUTBOX_PAGE_DEFAULTS).extend({
  status: z
    .enum(OUTBOX_STATUSES, { error: `Status must be one of: ${OUTBOX_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'Only mails in this state; all of them without it' }),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

const wallClock = (description: string) =>
  z.string().meta({ description, example: '2026-11-24T09:00:00' });

export const outboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.string().meta({ example: 'booking-confirmed' }),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable().meta({ description: "The last failed attempt's error" }),
  createdAt: wallClock("When the mail was queued, the company's wall clock"),
  nextAttemptAt: wallClock('When the worker tries it (again), while it is waiting'),
  sentAt: wallClock('When the mail server accepted it').nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = pageSchema(outboxMailSchema);

export const OUTBOX_RETRY_MESSAGE = 'The mail will be sent again shortly.';
export const OUTBOX_NOT_FAILED_MESSAGE = 'Only a mail that failed can be sent again.';
