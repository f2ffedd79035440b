import { officeSearchAnswerSchema, officeSearchQuerySchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { officeSearch } from './service.ts';

export const searchRoutes = routeModule('Office search', (routes, ctx) => {
  routes.admin.get('/search/admin', {
    summary:
      "Finds anything from the office's search box: a reservation by its number, customers by name, email or phone (written any way), vehicles by model or plate",
    querystring: officeSearchQuerySchema,
    replies: { 200: officeSearchAnswerSchema },
    handler: async (request) => officeSearch(ctx, request.query.q),
  });
});
