import {
  availabilityCalendarQuerySchema,
  availabilityCalendarSchema,
  searchResultPageSchema,
  vehicleSearchQuerySchema,
} from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { idParamsSchema } from '../../lib/route-schemas.ts';

export const availabilityRoutes = routeModule('Vehicles', (routes, ctx) => {
  const { availability, availabilityAnswers } = ctx.services;

  routes.public.get('/car/visitors/search', {
    quiet: true,
    summary: 'Vehicles free for the whole window, each with its total price for it',
    querystring: vehicleSearchQuerySchema,
    replies: { 200: searchResultPageSchema },
    handler: async (request, reply) => {
      const window = availability.searchWindow(request.query);
      const key = `search ${JSON.stringify(request.query)}`;
      return availabilityAnswers.send(request, reply, key, searchResultPageSchema, () =>
        availability.freeVehicles(window, request.query),
      );
    },
  });

  routes.public.get('/car/visitors/:id/availability', {
    quiet: true,
    summary: "When the vehicle is taken, merged, in the company's wall-clock time",
    params: idParamsSchema,
    querystring: availabilityCalendarQuerySchema,
    replies: { 200: availabilityCalendarSchema },
    handler: async (request) =>
      availability.calendar(request.params.id, request.query.from, request.query.days),
  });
});
