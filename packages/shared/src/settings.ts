import { z } from 'zod';
import { PAYMENT_MODES } from './payments.ts';

/**
 * The company's settings that rules on both sides depend on, as the server holds them
 * (GET /api/settings): the client reads them instead of assuming the defaults, so that
 * TIME_ZONE, BOOKING_HORIZON_DAYS or CANCELLATION_NOTICE_HOURS change the whole app.
 */
export const publicSettingsSchema = z.object({
  /** IANA zone of the company's wall clock (TIME_ZONE), in which every time is read and shown. */
  timeZone: z.string(),
  /** How many days ahead a pick-up may be booked. */
  bookingHorizonDays: z.number().int(),
  /** Until how many hours before pick-up a customer may cancel. */
  cancellationNoticeHours: z.number().int(),
  /** How customers pay (PAYMENTS): at the counter, or online when they book. */
  payments: z.enum(PAYMENT_MODES),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
