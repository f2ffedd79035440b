import { bookingDetailsFormSchema, type BookingDetailsForm } from '@keyturn/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { TRIP_TIME_FIELDS, tripProblem } from './booking-request.ts';

/**
 * The trip fields' own rules, then, once every date and time is filled in well, the time rule
 * (not in the past, at least an hour): its reason goes under the input it concerns, which is
 * then invalid like any other, so the form cannot be sent with it. `now` is read each time.
 */
export function tripResolver(
  timeZone: string,
  now: () => Date = () => new Date(),
): Resolver<BookingDetailsForm> {
  const fieldRules = zodResolver(bookingDetailsFormSchema);
  return async (values, context, options) => {
    const result = await fieldRules(values, context, options);
    if (TRIP_TIME_FIELDS.some((field) => result.errors[field])) return result;
    const problem = tripProblem(values, now(), timeZone);
    if (!problem) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        [problem.field]: { type: 'tripTimes', message: problem.message },
      },
    };
  };
}
