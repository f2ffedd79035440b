import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blockRequestSchema, createdSchema, vehicleBlocksSchema } from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import {
  blockIdParamsSchema,
  idParamsSchema,
  replies,
  success,
  successReply,
} from '../../lib/route-schemas.ts';

const tags = ['Vehicles'];

export const blockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { blocks } = ctx.services;

  app.get(
    '/car/admin/:id/blocks',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "The vehicle's out-of-service times, earliest first",
        params: idParamsSchema,
        response: replies({ 200: vehicleBlocksSchema }),
      },
    },
    async (request) => blocks.list(request.params.id),
  );

  app.post(
    '/car/admin/:id/blocks',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Take the vehicle out of service (maintenance); 409 when a booking or another block holds that time',
        params: idParamsSchema,
        body: blockRequestSchema,
        response: replies({ 201: createdSchema }),
      },
    },
    async (request, reply) => {
      const id = await blocks.add(request.params.id, request.body);
      return reply
        .status(201)
        .send({ ...success('The vehicle is out of service at that time.'), id });
    },
  );

  app.delete(
    '/car/admin/blocks/:blockId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Put the vehicle back in service for that time',
        params: blockIdParamsSchema,
        response: successReply,
      },
    },
    async (request) => {
      await blocks.remove(request.params.blockId);
      return success('The out-of-service time has been removed.');
    },
  );
};
