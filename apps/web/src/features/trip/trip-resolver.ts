import { bookingDetailsFormSchema, type BookingDetailsForm } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { TRIP_TIME_FIELDS, tripProblem, type TripTimes } from './trip-times.ts';

/**
 * A form's own rules (`fieldRules`), then, once every date and time is filled in well, the
 * time rule (not in the past, at least an hour): its reason goes under the input it concerns,
 * which is then invalid like any other, so the form cannot be sent with it. `now` is read each
 * time. The booking form and the search's window form both judge their times this way.
 */
export function withTimeRule<T extends FieldValues & TripTimes>(
  fieldRules: Resolver<T>,
  timeZone: string,
  now: () => Date = () => new Date(),
): Resolver<T> {
  return async (values, context, options) => {
    const result = await fieldRules(values, context, options);
    if (TRIP_TIME_FIELDS.some((field) => field in result.errors)) return result;
    const problem = tripProblem(values, now(), timeZone);
    if (!problem) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        [problem.field]: { type: 'tripTimes', message: problem.message },
      } as FieldErrors<T>,
    };
  };
}

/** The booking form's trip: places, dates and times. */
export function tripResolver(
  timeZone: string,
  now: () => Date = () => new Date(),
): Resolver<BookingDetailsForm> {
  return withTimeRule(zodResolver(bookingDetailsFormSchema), timeZone, now);
}
