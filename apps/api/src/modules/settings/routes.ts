import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema, type PublicSettings } from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { replies } from '../../lib/route-schemas.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { timeZone, bookingHorizonDays, cancellationNoticeHours } = ctx.config;
  const settings: PublicSettings = { timeZone, bookingHorizonDays, cancellationNoticeHours };

  app.get(
    '/settings',
    {
      config: { access: 'public', quietAccessLog: true },
      schema: {
        tags: ['Operations'],
        summary: "The company's settings that the client's rules depend on",
        description:
          'The time zone every time is read and shown in, how far ahead a pick-up may be ' +
          'booked and until when before pick-up a customer may cancel. Set at start; a ' +
          'client may keep them for the session.',
        response: replies({ 200: publicSettingsSchema }),
      },
    },
    async () => settings,
  );
};
