import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityCalendarQuerySchema,
  availabilityCalendarSchema,
  searchResultPageSchema,
  vehicleSearchQuerySchema,
} from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { idParamsSchema, replies } from '../../lib/route-schemas.ts';

const tags = ['Vehicles'];

export const availabilityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { availability } = ctx.services;

  app.get(
    '/car/visitors/search',
    {
      config: { access: 'public', quietAccessLog: true },
      schema: {
        tags,
        summary: 'Vehicles free for the whole window, each with its total price for it',
        querystring: vehicleSearchQuerySchema,
        response: replies({ 200: searchResultPageSchema }),
      },
    },
    async (request) => availability.search(request.query),
  );

  app.get(
    '/car/visitors/:id/availability',
    {
      config: { access: 'public', quietAccessLog: true },
      schema: {
        tags,
        summary: "When the vehicle is taken, merged, in the company's wall-clock time",
        params: idParamsSchema,
        querystring: availabilityCalendarQuerySchema,
        response: replies({ 200: availabilityCalendarSchema }),
      },
    },
    async (request) =>
      availability.calendar(request.params.id, request.query.from, request.query.days),
  );
};
