import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TIMELINE_DAYS, timelineQuerySchema, timelineSchema } from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { replies } from '../../lib/route-schemas.ts';
import { timeline } from './service.ts';

export const timelineRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/reservations/admin/timeline',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['Reservations'],
        summary: `Every vehicle with its reservations over whole days (default ${TIMELINE_DAYS.default})`,
        querystring: timelineQuerySchema,
        response: replies({ 200: timelineSchema }),
      },
    },
    async (request) => timeline(ctx, request.query.from, request.query.days),
  );
};
