import { z } from 'zod';
import {
  POPULAR_VEHICLES_DEFAULT_SIZE,
  VEHICLE_PAGE_DEFAULTS,
  createdSchema,
  officeVehiclePageQuerySchema,
  officeVehiclePageSchema,
  officeVehicleSchema,
  pageQuerySchema,
  pageSchema,
  vehiclePageQuerySchema,
  vehicleResponseSchema,
  vehicleSchema,
} from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { created, idParamsSchema } from '../../lib/route-schemas.ts';
import { POPULAR_WINDOW_DAYS } from './service.ts';

const popularQuery = pageQuerySchema({
  ...VEHICLE_PAGE_DEFAULTS,
  size: POPULAR_VEHICLES_DEFAULT_SIZE,
}).pick({ size: true });
const imageId = z.string().max(64, 'Image not found.');
const vehicleList = z.array(vehicleResponseSchema);
const vehiclePage = pageSchema(vehicleResponseSchema);

export const vehicleRoutes = routeModule('Vehicles', (routes, ctx) => {
  const { vehicles, catalogue } = ctx.services;

  routes.public.get('/car/visitors/all', {
    quiet: true,
    summary: 'All vehicles',
    replies: { 200: vehicleList },
    handler: async (request, reply) =>
      catalogue.send(request, reply, 'all', vehicleList, () => vehicles.all()),
  });

  routes.public.get('/car/visitors/pages', {
    quiet: true,
    summary: 'A page of vehicles, narrowed by the filters the search takes',
    querystring: vehiclePageQuerySchema,
    replies: { 200: vehiclePage },
    handler: async (request, reply) => {
      // The parsed query whole: every filter and the order name their own answer.
      const key = `page ${JSON.stringify(request.query)}`;
      return catalogue.send(request, reply, key, vehiclePage, () => vehicles.page(request.query));
    },
  });

  routes.public.get('/car/visitors/popular', {
    quiet: true,
    summary: `The vehicles most booked in the last ${POPULAR_WINDOW_DAYS} days, topped up to size by model`,
    querystring: popularQuery,
    replies: { 200: vehicleList },
    // Not kept in the catalogue cache: bookings move it, and they raise no catalogue version.
    handler: async (request) => vehicles.popular(request.query.size),
  });

  routes.public.get('/car/visitors/:id', {
    quiet: true,
    summary: 'One vehicle',
    params: idParamsSchema,
    replies: { 200: vehicleResponseSchema },
    handler: async (request, reply) => {
      const { id } = request.params;
      return catalogue.send(request, reply, `vehicle:${id}`, vehicleResponseSchema, () =>
        vehicles.get(id),
      );
    },
  });

  routes.admin.get('/car/admin/pages', {
    summary:
      "The office's page of vehicles, each with its plate, last odometer and the trip it is on; by words of the model or plate, and by where the car is now",
    querystring: officeVehiclePageQuerySchema,
    replies: { 200: officeVehiclePageSchema },
    handler: async (request) => vehicles.officePage(request.query),
  });

  routes.admin.get('/car/admin/:id', {
    summary: 'One vehicle as the office knows it: its plate, last odometer and the trip it is on',
    params: idParamsSchema,
    replies: { 200: officeVehicleSchema },
    handler: async (request) => vehicles.officeGet(request.params.id),
  });

  routes.admin.post('/car/admin/:imageId/add', {
    summary: 'Create a vehicle with an uploaded image',
    params: z.object({ imageId }),
    body: vehicleSchema,
    replies: { 201: createdSchema },
    handler: async (request, reply) => {
      const id = await vehicles.create(request.params.imageId, request.body);
      return reply.status(201).send(created('The vehicle has been created.', id));
    },
  });

  routes.admin.put('/car/admin/auth', {
    summary: 'Update a vehicle; its images become exactly [imageId]',
    querystring: idParamsSchema.extend({ imageId }),
    body: vehicleSchema,
    successMessage: 'The vehicle has been updated.',
    handler: async (request) =>
      vehicles.update(request.query.id, request.query.imageId, request.body),
  });

  routes.admin.delete('/car/admin/:id/auth', {
    summary: 'Delete a vehicle and its images',
    params: idParamsSchema,
    successMessage: 'The vehicle has been deleted.',
    handler: async (request) => vehicles.delete(request.params.id),
  });
});
