import { z } from 'zod';
import { RESERVATION_STATUSES } from './enums.ts';
import { wallClockAnswer } from './wall-clock-answer.ts';

/** A trip as the office's day lists it: enough to call the customer and find the car. */
export const officeTripSchema = z.object({
  reservationId: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  customer: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
  }),
  vehicle: z.object({ id: z.number().int(), model: z.string() }),
  pickUpTime: wallClockAnswer("Pick-up, the company's wall clock"),
  dropOffTime: wallClockAnswer("Drop-off, the company's wall clock"),
});
export type OfficeTrip = z.infer<typeof officeTripSchema>;

/** An IN_PROGRESS trip past drop-off and the grace, and the booking its lateness puts at risk. */
export const overdueTripSchema = officeTripSchema.extend({
  minutesLate: z.number().int().meta({ description: 'Whole minutes since drop-off' }),
  nextBooking: officeTripSchema
    .nullable()
    .meta({ description: "The same vehicle's next booking, which waits for it" }),
});
export type OverdueTrip = z.infer<typeof overdueTripSchema>;

export const overdueTripsSchema = z.array(overdueTripSchema);

/** How long after its pick-up time a booking not picked up is listed as missed. */
export const NO_SHOW_GRACE_MINUTES = 60;

/**
 * A booking still to be picked up (CREATED) past its pick-up and NO_SHOW_GRACE_MINUTES: the
 * customer to call, or a no-show to record.
 */
export const missedPickUpSchema = officeTripSchema.extend({
  minutesLate: z.number().int().meta({ description: 'Whole minutes since pick-up' }),
});
export type MissedPickUp = z.infer<typeof missedPickUpSchema>;

export const missedPickUpsSchema = z.array(missedPickUpSchema);

/** The office's day in the company's zone: who picks up, who returns. */
export const officeDaySchema = z.object({
  from: wallClockAnswer("Today's midnight in the company's zone"),
  to: wallClockAnswer("The next midnight: today's trips are those from `from` until before it"),
  pickUps: z.array(officeTripSchema).meta({
    description: 'Bookings whose pick-up is today, still to hand over (CREATED) or handed over',
  }),
  returns: z.array(officeTripSchema).meta({
    description: 'Trips whose drop-off is today, on the road (IN_PROGRESS) or returned (DONE)',
  }),
});
export type OfficeDay = z.infer<typeof officeDaySchema>;
