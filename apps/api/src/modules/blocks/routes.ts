import { blockRequestSchema, createdSchema, vehicleBlocksSchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { blockIdParamsSchema, created, idParamsSchema } from '../../lib/route-schemas.ts';

export const blockRoutes = routeModule('Vehicles', (routes, ctx) => {
  const { blocks } = ctx.services;

  routes.admin.get('/car/admin/:id/blocks', {
    summary: "The vehicle's out-of-service times, earliest first",
    params: idParamsSchema,
    replies: { 200: vehicleBlocksSchema },
    handler: async (request) => blocks.list(request.params.id),
  });

  routes.admin.post('/car/admin/:id/blocks', {
    summary:
      'Take the vehicle out of service (maintenance); 409 when a booking or another block holds that time',
    params: idParamsSchema,
    body: blockRequestSchema,
    replies: { 201: createdSchema },
    handler: async (request, reply) => {
      const id = await blocks.add(request.params.id, request.body);
      return reply.status(201).send(created('The vehicle is out of service at that time.', id));
    },
  });

  routes.admin.delete('/car/admin/blocks/:blockId', {
    summary: 'Put the vehicle back in service for that time',
    params: blockIdParamsSchema,
    successMessage: 'The out-of-service time has been removed.',
    handler: async (request) => blocks.remove(request.params.blockId),
  });
});
