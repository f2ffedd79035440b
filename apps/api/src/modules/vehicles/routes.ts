import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  POPULAR_VEHICLES_DEFAULT_SIZE,
  VEHICLE_PAGE_DEFAULTS,
  createdSchema,
  pageQuerySchema,
  pageSchema,
  vehicleResponseSchema,
  vehicleSchema,
} from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { idParamsSchema, replies, success, successReply } from '../../lib/route-schemas.ts';
import { POPULAR_WINDOW_DAYS } from './service.ts';

const tags = ['Vehicles'];
const vehiclePageQuery = pageQuerySchema(VEHICLE_PAGE_DEFAULTS);
const popularQuery = pageQuerySchema({
  ...VEHICLE_PAGE_DEFAULTS,
  size: POPULAR_VEHICLES_DEFAULT_SIZE,
}).pick({ size: true });
const imageId = z.string().max(64, 'Image not found.');
const vehicleList = z.array(vehicleResponseSchema);
const vehiclePage = pageSchema(vehicleResponseSchema);

export const vehicleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { vehicles, catalogue } = ctx.services;

  app.get(
    '/car/visitors/all',
    {
      config: { access: 'public', quietAccessLog: true },
      schema: {
        tags,
        summary: 'All vehicles',
        response: replies({ 200: vehicleList }),
      },
    },
    async (request, reply) =>
      catalogue.send(request, reply, 'all', vehicleList, () => vehicles.all()),
  );

  app.get(
    '/car/visitors/pages',
    {
      config: { access: 'public', quietAccessLog: true },
      schema: {
        tags,
        summary: 'A page of vehicles',
        querystring: vehiclePageQuery,
        response: replies({ 200: vehiclePage }),
      },
    },
    async (request, reply) => {
      const { page, size, sort, direction } = request.query;
      const key = `page:${page}:${size}:${sort}:${direction}`;
      return catalogue.send(request, reply, key, vehiclePage, () => vehicles.page(request.query));
    },
  );

  app.get(
    '/car/visitors/popular',
    {
      config: { access: 'public', quietAccessLog: true },
      schema: {
        tags,
        summary: `The vehicles most booked in the last ${POPULAR_WINDOW_DAYS} days, topped up to size by model`,
        querystring: popularQuery,
        response: replies({ 200: vehicleList }),
      },
    },
    // Not kept in the catalogue cache: bookings move it, and they raise no catalogue version.
    async (request) => vehicles.popular(request.query.size),
  );

  app.get(
    '/car/visitors/:id',
    {
      config: { access: 'public', quietAccessLog: true },
      schema: {
        tags,
        summary: 'One vehicle',
        params: idParamsSchema,
        response: replies({ 200: vehicleResponseSchema }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return catalogue.send(request, reply, `vehicle:${id}`, vehicleResponseSchema, () =>
        vehicles.get(id),
      );
    },
  );

  app.post(
    '/car/admin/:imageId/add',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Create a vehicle with an uploaded image',
        params: z.object({ imageId }),
        body: vehicleSchema,
        response: replies({ 201: createdSchema }),
      },
    },
    async (request, reply) => {
      const id = await vehicles.create(request.params.imageId, request.body);
      return reply.status(201).send({ ...success('The vehicle has been created.'), id });
    },
  );

  app.put(
    '/car/admin/auth',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Update a vehicle; its images become exactly [imageId]',
        querystring: idParamsSchema.extend({ imageId }),
        body: vehicleSchema,
        response: successReply,
      },
    },
    async (request) => {
      await vehicles.update(request.query.id, request.query.imageId, request.body);
      return success('The vehicle has been updated.');
    },
  );

  app.delete(
    '/car/admin/:id/auth',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a vehicle and its images',
        params: idParamsSchema,
        response: successReply,
      },
    },
    async (request) => {
      await vehicles.delete(request.params.id);
      return success('The vehicle has been deleted.');
    },
  );
};
