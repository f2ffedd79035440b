import { z } from 'zod';
import { createdSchema, ratePeriodRequestSchema, ratePeriodResponseSchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { created, idParamsSchema } from '../../lib/route-schemas.ts';

export const rateRoutes = routeModule('Prices', (routes, ctx) => {
  const { rates } = ctx.services;

  routes.admin.get('/rates/admin', {
    summary: 'The rate periods, earliest first',
    replies: { 200: z.array(ratePeriodResponseSchema) },
    handler: async () => rates.list(),
  });

  routes.admin.post('/rates/admin', {
    summary: "Add a rate period: company days whose hours' prices change by a percent",
    body: ratePeriodRequestSchema,
    replies: { 201: createdSchema },
    handler: async (request, reply) => {
      const id = await rates.add(request.body);
      return reply.status(201).send(created('The rate period has been added.', id));
    },
  });

  routes.admin.put('/rates/admin/:id', {
    summary: 'Change a rate period; bookings already made keep their prices',
    params: idParamsSchema,
    body: ratePeriodRequestSchema,
    successMessage: 'The rate period has been updated.',
    handler: async (request) => rates.update(request.params.id, request.body),
  });

  routes.admin.delete('/rates/admin/:id', {
    summary: 'Remove a rate period; bookings already made keep their prices',
    params: idParamsSchema,
    successMessage: 'The rate period has been removed.',
    handler: async (request) => rates.remove(request.params.id),
  });
});
