/** The server's answer to GET /api/settings, as it sends it with TIME_ZONE set. */
export const settingsAnswer = (timeZone = 'America/Los_Angeles') =>
  Response.json({ timeZone, bookingHorizonDays: 365, cancellationNoticeHours: 24 });
