import { z } from 'zod';
import { RESERVATION_STATUSES } from './enums.ts';
import { RESERVATION_PAGE_DEFAULTS } from './list-defaults.ts';
import { pageQuerySchema } from './paging.ts';
import { parseRequestDate } from './request-date.ts';
import { requestDateField } from './request-date-field.ts';
import { idParam } from './reservations.ts';
import { searchWordsField } from './search-words.ts';

export const DATE_RANGE_ORDER_MESSAGE = 'To must be on or after From';

/** A request date as a number that sorts as the days do (20261124), or undefined. */
function dayNumber(value: string | undefined): number | undefined {
  const parsed = value === undefined ? undefined : parseRequestDate(value);
  return parsed?.ok
    ? parsed.day.year * 10_000 + parsed.day.month * 100 + parsed.day.day
    : undefined;
}

/** Whether a range of days is the right way round; either end may be open. */
export function isDayRangeInOrder(from: string | undefined, to: string | undefined): boolean {
  const [first, last] = [dayNumber(from), dayNumber(to)];
  return first === undefined || last === undefined || first <= last;
}

/**
 * The office's reservation list, narrowed by any of: status, vehicle, customer (words of the
 * name or email, as the user search reads them) and days. A reservation is within the days when
 * it holds its vehicle at some time of them, as the timeline shows it: a trip that began before
 * `from` and is still under way counts.
 */
export const adminReservationPageQuerySchema = pageQuerySchema(RESERVATION_PAGE_DEFAULTS)
  .extend({
    status: z
      .enum(RESERVATION_STATUSES, {
        error: `Status must be one of: ${RESERVATION_STATUSES.join(', ')}`,
      })
      .optional()
      .meta({ description: 'Only reservations with this status' }),
    carId: idParam('Vehicle must be a positive whole number', 'Vehicle not found.')
      .optional()
      .meta({ description: 'Only reservations of this vehicle' }),
    customer: searchWordsField(
      'Customer',
      "Words that each appear in the customer's first name, last name or email",
    ),
    from: requestDateField('From')
      .optional()
      .meta({ description: 'Only reservations that last until this day (MM/DD/YYYY) or later' }),
    to: requestDateField('To')
      .optional()
      .meta({ description: 'Only reservations that start on this day (MM/DD/YYYY) or earlier' }),
  })
  .superRefine((query, context) => {
    if (!isDayRangeInOrder(query.from, query.to)) {
      context.addIssue({ code: 'custom', path: ['to'], message: DATE_RANGE_ORDER_MESSAGE });
    }
  });
export type AdminReservationPageQuery = z.infer<typeof adminReservationPageQuerySchema>;
