import { z } from 'zod';
import { RESERVATION_STATUSES } from './enums.ts';
import { boundedInteger } from './fields.ts';
import { pageDefaults } from './list-defaults.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { REQUEST_DATE_FORMAT } from './request-date.ts';
import { requestDateField } from './request-date-field.ts';
import { availabilityQuerySchema } from './reservations.ts';
import { vehicleFiltersSchema } from './vehicle-filters.ts';
import { vehicleResponseSchema } from './vehicles.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

/** The properties a search result list may be sorted by, and its paging defaults. */
export const SEARCH_SORT_FIELDS = ['pricePerHour', 'model', 'seats', 'age', 'totalPrice'] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];
export const SEARCH_PAGE_DEFAULTS = pageDefaults(SEARCH_SORT_FIELDS, {
  size: 6,
  sort: 'pricePerHour',
  direction: 'ASC',
});

export const vehicleSearchQuerySchema = pageQuerySchema(SEARCH_PAGE_DEFAULTS).extend({
  pickUpDateTime: availabilityQuerySchema.shape.pickUpDateTime,
  dropOffDateTime: availabilityQuerySchema.shape.dropOffDateTime,
  ...vehicleFiltersSchema.shape,
});
export type VehicleSearchQuery = z.infer<typeof vehicleSearchQuerySchema>;

export const searchResultSchema = vehicleResponseSchema.extend({
  totalPrice: z.number().meta({ description: 'The price of the whole window, in dollars' }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResultPageSchema = pageSchema(searchResultSchema);

export const AVAILABILITY_DAYS = { min: 1, max: 62, default: 14 } as const;
export const TIMELINE_DAYS = { min: 1, max: 31, default: 7 } as const;

const daysRange = (bounds: { min: number; max: number; default: number }) =>
  z.object({
    from: requestDateField('From')
      .optional()
      .meta({ description: `First day (${REQUEST_DATE_FORMAT}); today in the company's zone` }),
    days: boundedInteger('Days', bounds.min, bounds.max).default(bounds.default),
  });

export const availabilityCalendarQuerySchema = daysRange(AVAILABILITY_DAYS);
export const timelineQuerySchema = daysRange(TIMELINE_DAYS);

export const availabilityCalendarSchema = z.object({
  timeZone: z.string(),
  from: wallClockAnswer('The first moment shown: the first day at midnight'),
  to: wallClockAnswer('The end of the range: midnight after the last day'),
  busy: z.array(
    z.object({
      start: wallClockAnswer('When the vehicle stops being free'),
      end: wallClockAnswer('When it is free again'),
    }),
  ),
});
export type AvailabilityCalendar = z.infer<typeof availabilityCalendarSchema>;

const reservationEntrySchema = z.object({
  kind: z.literal('reservation'),
  id: z.number().int(),
  start: wallClockAnswer("Pick-up, the company's wall clock"),
  end: wallClockAnswer("Drop-off, the company's wall clock"),
  status: z.enum(RESERVATION_STATUSES),
  customer: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
});
/** Out-of-service time: its reason stands where a reservation names its customer. */
const blockEntrySchema = z.object({
  kind: z.literal('block'),
  id: z.number().int(),
  start: wallClockAnswer("Out of service from, the company's wall clock"),
  end: wallClockAnswer('Back in service at'),
  reason: z.string(),
});
export const timelineEntrySchema = z.discriminatedUnion('kind', [
  reservationEntrySchema,
  blockEntrySchema,
]);
export const timelineRowSchema = z.object({
  vehicle: vehicleResponseSchema.pick({ id: true, model: true, image: true }),
  entries: z.array(timelineEntrySchema),
});
export const timelineSchema = z.array(timelineRowSchema);
export type TimelineRow = z.infer<typeof timelineRowSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
