import { z } from 'zod';
import { createdSchema, extraRequestSchema, extraResponseSchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { created, idParamsSchema, success } from '../../lib/route-schemas.ts';

const extraList = { 200: z.array(extraResponseSchema) };

export const extraRoutes = routeModule('Prices', (routes, ctx) => {
  const { extras } = ctx.services;

  routes.public.get('/extras/visitors', {
    summary: 'The extras a trip may take (active ones), by name',
    replies: extraList,
    handler: async () => extras.list({ activeOnly: true }),
  });

  routes.admin.get('/extras/admin', {
    summary: 'Every extra, inactive ones too, by name',
    replies: extraList,
    handler: async () => extras.list(),
  });

  routes.admin.post('/extras/admin', {
    summary: 'Offer an extra: a price per trip or per started 24 hours',
    body: extraRequestSchema,
    replies: { 201: createdSchema },
    handler: async (request, reply) => {
      const id = await extras.add(request.body);
      return reply.status(201).send(created('The extra has been added.', id));
    },
  });

  routes.admin.put('/extras/admin/:id', {
    summary: 'Change an extra; bookings already made keep their prices',
    params: idParamsSchema,
    body: extraRequestSchema,
    successMessage: 'The extra has been updated.',
    handler: async (request) => extras.update(request.params.id, request.body),
  });

  routes.admin.delete('/extras/admin/:id', {
    summary:
      'Remove an extra; one already booked is deactivated instead, never taken off a booking',
    params: idParamsSchema,
    replies: { 200: z.object({ message: z.string(), success: z.literal(true) }) },
    handler: async (request) =>
      success(
        (await extras.remove(request.params.id)) === 'deleted'
          ? 'The extra has been deleted.'
          : 'The extra is booked already, so it has been deactivated instead of deleted.',
      ),
  });
});
