import { z } from 'zod';
import type { ReservationStatus } from './enums.ts';
import { successSchema } from './envelopes.ts';
import { quoteResponseSchema } from './quote.ts';
import { timeField } from './reservations.ts';
import { REQUEST_DATE_TIME_END_EXAMPLE } from './time.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

/**
 * The statuses in which the customer may keep the car longer: the one list the server's rule
 * and the reservation page read, so a status that also holds the car (a trip on the road)
 * becomes extendable by joining it.
 */
export const EXTENDABLE_STATUSES = [
  'CREATED',
  'IN_PROGRESS',
] as const satisfies readonly ReservationStatus[];

export const isExtendable = (status: ReservationStatus): boolean =>
  (EXTENDABLE_STATUSES as readonly ReservationStatus[]).includes(status);

export const TRIP_EXTENDED_MESSAGE = 'Your trip has been extended.';
export const DROP_OFF_NOT_LATER_MESSAGE =
  'The new drop-off time must be later than the current one.';
export const EXTENSION_TAKEN_MESSAGE =
  'The car is booked soon after your trip, so it cannot be kept until then. ' +
  'Choose an earlier drop-off time.';

/**
 * Why this trip cannot be extended at all, or null when it can: only in an extendable status,
 * and only before its drop-off, so an overdue return stays a late return, not a longer trip.
 */
export function extensionProblem(
  status: ReservationStatus,
  dropOff: Date,
  now: Date,
): string | null {
  if (!isExtendable(status)) return `This reservation is ${status} and can no longer be extended.`;
  if (dropOff.getTime() <= now.getTime()) {
    return "This trip's drop-off time has passed, so it can no longer be extended. Please call our office.";
  }
  return null;
}

const dropOffField = () =>
  timeField('Enter your new drop off time', 'Drop off time', REQUEST_DATE_TIME_END_EXAMPLE);

/** `GET /reservations/{id}/extension`: with a drop-off, its price too. */
export const extensionQuerySchema = z.object({
  dropOffTime: dropOffField()
    .optional()
    .meta({ description: 'A later drop-off to price, as the extension would store it' }),
});

export const extensionResponseSchema = z.object({
  latestDropOff: wallClockAnswer(
    'The latest drop-off the next use of the car (turnaround included) and the longest trip allow',
  ),
  quote: quoteResponseSchema.optional().meta({
    description:
      "The trip as the extension would store it: the booked lines, then lines for the added time (the trip to the new drop-off less the trip to the booked one, at today's prices; decision 060)",
  }),
});
export type ExtensionAnswer = z.infer<typeof extensionResponseSchema>;

/** `PATCH /reservations/{id}/extend`. */
export const extendTripSchema = z.object({ dropOffTime: dropOffField() });
export type ExtendTripRequest = z.infer<typeof extendTripSchema>;

export const extendedTripResponseSchema = successSchema.extend({
  dropOffTime: wallClockAnswer('The new drop-off'),
  totalPrice: z.number().meta({ description: "The new quote's total, in dollars" }),
  quote: quoteResponseSchema,
});
export type ExtendedTrip = z.infer<typeof extendedTripResponseSchema>;
