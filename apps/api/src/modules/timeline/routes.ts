import { TIMELINE_DAYS, timelineQuerySchema, timelineSchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { dayRange } from '../availability/index.ts';
import { timeline } from './service.ts';

export const timelineRoutes = routeModule('Reservations', (routes, ctx) => {
  const { availabilityAnswers } = ctx.services;
  const { timeZone } = ctx.config;
  routes.admin.get('/reservations/admin/timeline', {
    summary: `Every vehicle with its reservations over whole days (default ${TIMELINE_DAYS.default})`,
    querystring: timelineQuerySchema,
    replies: { 200: timelineSchema },
    handler: async (request, reply) => {
      const range = dayRange(request.query.from, request.query.days, timeZone, ctx.now());
      const key = `timeline ${range.from.toISOString()} ${range.to.toISOString()}`;
      return availabilityAnswers.send(request, reply, key, timelineSchema, () =>
        timeline(ctx, range),
      );
    },
  });
});
