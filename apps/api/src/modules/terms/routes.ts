import { termsQuerySchema, termsSchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';

export const termsRoutes = routeModule('Operations', (routes, ctx) => {
  const { terms } = ctx.services;

  routes.public.get('/settings/terms', {
    summary: 'The terms a booking is made under, written from the settings and price rules',
    description:
      'The current terms, or with `version` the wording a booking was made under (a ' +
      "reservation's termsVersion). A change of a setting or rule they state is a new version.",
    querystring: termsQuerySchema,
    replies: { 200: termsSchema },
    handler: async (request) => terms.find(request.query.version),
  });
});
