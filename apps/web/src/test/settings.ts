import type { PaymentMode } from '@keyturn/shared';

/** The server's answer to GET /api/settings, as it sends it with TIME_ZONE and PAYMENTS set. */
export const settingsAnswer = (
  timeZone = 'America/Los_Angeles',
  payments: PaymentMode = 'counter',
) => Response.json({ timeZone, bookingHorizonDays: 365, cancellationNoticeHours: 24, payments });
