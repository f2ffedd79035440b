import { publicSettingsSchema, type PublicSettings } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';

export const settingsRoutes = routeModule('Operations', (routes, ctx) => {
  const { timeZone, bookingHorizonDays, cancellationNoticeHours } = ctx.config;
  const settings: PublicSettings = {
    timeZone,
    bookingHorizonDays,
    cancellationNoticeHours,
    payments: ctx.config.payments.mode,
  };

  routes.public.get('/settings', {
    quiet: true,
    summary: "The company's settings that the client's rules depend on",
    description:
      'The time zone every time is read and shown in, how far ahead a pick-up may be ' +
      'booked and until when before pick-up a customer may cancel. Set at start; a ' +
      'client may keep them for the session.',
    replies: { 200: publicSettingsSchema },
    handler: async () => settings,
  });
});
