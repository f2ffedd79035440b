import { listAndRetrieveRoutes } from '../api/read-routes.ts';
import type { Route } from '../api/route.ts';

export const eventRoutes: Route[] = listAndRetrieveRoutes(
  { url: '/v1/events', table: (store) => store.events },
  (params) => ({ type: params.string('type') }),
);
